import Domain
import MVICore

/// The profile page as a pure reducer: header, Blogs | Drafts tabs, both paged lists,
/// likes, shares, draft deletion and navigation — all one value, evolved by actions.
///
/// Blogs live once, in ``State/blogsByID``; the list holds ids only, and blog detail is
/// a scoped store reading the same dictionary.
public struct ProfileFeature: Reducer, Sendable {
    /// The two tabs of the own profile (the raw value is the segment index).
    public enum Tab: Int, Equatable, Sendable, Codable {
        case blogs, drafts

        // Coded by name (`"blogs"`), not by segment index, so a tape reads well.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            switch try container.decode(String.self) {
            case "blogs": self = .blogs
            case "drafts": self = .drafts
            case let other:
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown tab \"\(other)\"")
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(self == .blogs ? "blogs" : "drafts")
        }
    }

    /// A one-shot message the view shows as a toast, then acknowledges.
    public enum ToastMessage: Equatable, Sendable {
        case error(AppError)
        case likeFailed
        case shared
        case shareFailed
        case serverBusy
    }

    /// A question the view presents as an alert, then answers.
    public enum Confirmation: Equatable, Sendable {
        case unlike(Blog.ID)
        case deleteDraft(Draft.ID)
    }

    /// The page shown over the profile. Set, the view pushes it; it stays set while the page is
    /// shown, and `destinationDismissed` (the user went back) clears it. Cleared by a replay, the
    /// view pops back to the profile.
    public enum Destination: Equatable, Sendable {
        case blogDetail(Blog.ID)
        case userDetail(User)
        case draftDetail(Draft)
        case friends(of: User.ID)
        case suggestedUsers
    }

    /// Everything the profile shows.
    public struct State: Equatable, Sendable {
        public let userID: User.ID
        public let isOwnProfile: Bool
        public var user: User?
        public var tab = Tab.blogs
        public var blogs = PagedListState<Blog.ID>()
        public var drafts = PagedListState<Draft>()
        /// The single source of truth for every blog shown.
        public var blogsByID: [Blog.ID: Blog] = [:]
        /// Blogs with a like request running, with their value before it (for rollback).
        public var likesInFlight: [Blog.ID: Blog] = [:]
        public var pendingConfirmation: Confirmation?
        public var toast: ToastMessage?
        public var destination: Destination?
        /// A draft deletion is running (the HUD covers the whole page).
        public var isDeletingDraft = false

        public init(userID: User.ID, currentUserID: User.ID) {
            self.userID = userID
            self.isOwnProfile = userID == currentUserID
        }

        /// The blogs in list order.
        public var blogList: [Blog] { blogs.items.compactMap { blogsByID[$0] } }
    }

    /// Everything that can happen to the profile. `Codable`, so a session can be recorded
    /// (`mvx --record`) and replayed.
    public enum Action: Equatable, Sendable, Codable {
        case viewDidLoad
        case viewWillAppear
        case userResponse(Result<User, AppError>)
        case tabSelected(Tab)
        case refresh(Tab)
        case reachedEnd(Tab)
        case retryLoadMore(Tab)
        case firstRowSelected(Tab)
        case rowHighlighted(Tab, ListRow?)
        case blogsResponse(page: Int, Result<Page<Blog>, AppError>)
        case draftsResponse(page: Int, Result<Page<Draft>, AppError>)
        case likeTapped(Blog.ID)
        case likeResponse(Blog.ID, Result<Blog, AppError>)
        case shareTapped(Blog.ID)
        case shareResponse(Blog.ID, Result<Blog, AppError>)
        case deleteDraftTapped(Draft.ID)
        case deleteDraftResponse(Draft.ID, Result<Draft.ID, AppError>)
        case confirmationAnswered(Bool)
        case blogSelected(Blog.ID)
        case draftSelected(Draft.ID)
        case avatarTapped
        case friendsTapped
        case discoverTapped
        case toastShown
        case destinationDismissed
    }

    let services: Services

    public init(services: Services) { self.services = services }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            return .merge(loadUser(state.userID), loadBlogs(&state, page: 0, showingHUD: true))

        case .viewWillAppear:
            return state.user == nil ? .none : loadUser(state.userID)

        case .userResponse(.success(let user)):
            state.user = user
            return .none
        case .userResponse(.failure):
            return .none  // the header keeps what it showed; the lists say what went wrong

        case .tabSelected(let tab):
            guard tab != state.tab, state.isOwnProfile else { return .none }
            state.tab = tab
            if tab == .drafts && !state.drafts.hasStarted { return loadDrafts(&state, page: 0, showingHUD: true) }
            return .none

        case .refresh(.blogs):
            state.blogs.loadMoreFailed = false
            state.blogs.showsNoMore = false
            return loadBlogs(&state, page: 0, showingHUD: state.blogs.items.isEmpty)
        case .refresh(.drafts):
            state.drafts.loadMoreFailed = false
            state.drafts.showsNoMore = false
            return loadDrafts(&state, page: 0, showingHUD: state.drafts.items.isEmpty)

        case .reachedEnd(.blogs):
            guard state.blogs.canLoadMore else { return .none }
            return loadBlogs(&state, page: state.blogs.nextPage, showingHUD: false)
        case .reachedEnd(.drafts):
            guard state.drafts.canLoadMore else { return .none }
            return loadDrafts(&state, page: state.drafts.nextPage, showingHUD: false)

        case .retryLoadMore(.blogs):
            state.blogs.loadMoreFailed = false
            return loadBlogs(&state, page: state.blogs.nextPage, showingHUD: false)
        case .retryLoadMore(.drafts):
            state.drafts.loadMoreFailed = false
            return loadDrafts(&state, page: state.drafts.nextPage, showingHUD: false)

        case .firstRowSelected(.blogs):
            state.blogs.selectFirstRow = false
            return .none
        case .firstRowSelected(.drafts):
            state.drafts.selectFirstRow = false
            return .none

        case let .rowHighlighted(.blogs, row):
            state.blogs.highlighted = row
            return .none
        case let .rowHighlighted(.drafts, row):
            state.drafts.highlighted = row
            return .none

        case let .blogsResponse(page, result):
            if case .success(let loaded) = result {
                for blog in loaded.items { state.blogsByID[blog.id] = blog }
            }
            let ids = result.map { Page(items: $0.items.map(\.id), page: $0.page, hasMore: $0.hasMore) }
            if let error = state.blogs.apply(page: page, result: ids) { state.toast = .error(error) }
            return .none

        case let .draftsResponse(page, result):
            if let error = state.drafts.apply(page: page, result: result) { state.toast = .error(error) }
            return .none

        case .likeTapped(let id):
            guard state.likesInFlight[id] == nil, let blog = state.blogsByID[id] else { return .none }
            if blog.isLiked {
                state.pendingConfirmation = .unlike(id)
                return .none
            }
            return setLiked(true, blogID: id, state: &state)

        case let .likeResponse(id, .success(blog)):
            state.likesInFlight[id] = nil
            state.blogsByID[id] = blog
            return .none
        case let .likeResponse(id, .failure):
            if let before = state.likesInFlight.removeValue(forKey: id) { state.blogsByID[id] = before }
            state.toast = .likeFailed
            return .none

        case .shareTapped(let id):
            let blogs = services.blogs
            return .run { @MainActor send in
                do throws(AppError) {
                    let blog = try await blogs.share(blogID: id)
                    send(.shareResponse(id, .success(blog)))
                } catch {
                    send(.shareResponse(id, .failure(error)))
                }
            }
        case let .shareResponse(id, .success(blog)):
            if state.blogsByID[id] != nil { state.blogsByID[id] = blog }
            state.toast = .shared
            return .none
        case .shareResponse(_, .failure):
            state.toast = .shareFailed
            return .none

        case .deleteDraftTapped(let id):
            guard state.drafts.items.contains(where: { $0.id == id }) else { return .none }
            state.pendingConfirmation = .deleteDraft(id)
            return .none
        case .deleteDraftResponse(_, .success(let id)):
            state.isDeletingDraft = false
            state.drafts.items.removeAll { $0.id == id }
            return .none
        case .deleteDraftResponse(_, .failure):
            state.isDeletingDraft = false
            state.toast = .serverBusy
            return .none

        case .confirmationAnswered(let ok):
            guard let confirmation = state.pendingConfirmation else { return .none }
            state.pendingConfirmation = nil
            guard ok else { return .none }
            switch confirmation {
            case .unlike(let id):
                return setLiked(false, blogID: id, state: &state)
            case .deleteDraft(let id):
                state.isDeletingDraft = true
                let drafts = services.drafts
                return .run { @MainActor send in
                    do throws(AppError) {
                        try await drafts.deleteDraft(id: id)
                        send(.deleteDraftResponse(id, .success(id)))
                    } catch {
                        send(.deleteDraftResponse(id, .failure(error)))
                    }
                }
            }

        case .blogSelected(let id):
            if state.blogsByID[id] != nil { state.destination = .blogDetail(id) }
            return .none
        case .draftSelected(let id):
            if let draft = state.drafts.items.first(where: { $0.id == id }) { state.destination = .draftDetail(draft) }
            return .none
        case .avatarTapped:
            if let user = state.user { state.destination = .userDetail(user) }
            return .none
        case .friendsTapped:
            state.destination = .friends(of: state.userID)
            return .none
        case .discoverTapped:
            if state.isOwnProfile { state.destination = .suggestedUsers }
            return .none

        case .toastShown:
            state.toast = nil
            return .none
        case .destinationDismissed:
            state.destination = nil
            return .none
        }
    }

    // MARK: Effects

    private func loadUser(_ userID: User.ID) -> Effect<Action> {
        let users = services.users
        return .run { @MainActor send in
            do throws(AppError) {
                let user = try await users.user(id: userID)
                send(.userResponse(.success(user)))
            } catch {
                send(.userResponse(.failure(error)))
            }
        }
    }

    private func loadBlogs(_ state: inout State, page: Int, showingHUD: Bool) -> Effect<Action> {
        guard state.blogs.beginLoad(page: page, showingHUD: showingHUD) else { return .none }
        let blogs = services.blogs, userID = state.userID
        return .run { @MainActor send in
            do throws(AppError) {
                let loaded = try await blogs.blogs(userID: userID, page: page)
                send(.blogsResponse(page: page, .success(loaded)))
            } catch {
                send(.blogsResponse(page: page, .failure(error)))
            }
        }
    }

    private func loadDrafts(_ state: inout State, page: Int, showingHUD: Bool) -> Effect<Action> {
        guard state.drafts.beginLoad(page: page, showingHUD: showingHUD) else { return .none }
        let drafts = services.drafts
        return .run { @MainActor send in
            do throws(AppError) {
                let loaded = try await drafts.drafts(page: page)
                send(.draftsResponse(page: page, .success(loaded)))
            } catch {
                send(.draftsResponse(page: page, .failure(error)))
            }
        }
    }

    private func setLiked(_ liked: Bool, blogID: Blog.ID, state: inout State) -> Effect<Action> {
        guard state.likesInFlight[blogID] == nil, let before = state.blogsByID[blogID] else { return .none }
        state.likesInFlight[blogID] = before
        state.blogsByID[blogID] = before.withLike(liked)
        let blogs = services.blogs
        return .run { @MainActor send in
            do throws(AppError) {
                let blog = try await blogs.setLiked(liked, blogID: blogID)
                send(.likeResponse(blogID, .success(blog)))
            } catch {
                send(.likeResponse(blogID, .failure(error)))
            }
        }
    }
}
