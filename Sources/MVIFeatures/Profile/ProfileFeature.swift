import Domain
import MVICore

/// The profile page as a pure reducer, composed of parts: the header's user, the Blogs | Drafts
/// tabs, two scoped ``PagedListFeature``s (blogs and drafts), likes, shares, draft deletion and
/// navigation — all one value, evolved by actions.
///
/// Each blog lives once, in the blogs list (`state.blogs.items[id: id]`); blog detail is a scoped
/// store reading that same value, so a like there is the like the list shows.
public struct ProfileFeature: Reducer, Sendable {
    /// The two tabs of the own profile.
    public enum Tab: String, CaseIterable, Equatable, Sendable {
        case blogs, drafts
    }

    /// A one-shot message the view shows as a toast, then acknowledges.
    public enum ToastMessage: Equatable, Sendable {
        case error(AppError)
        case likeFailed
        case shared
        case shareFailed
        case serverBusy
    }

    /// The yes / no question waiting for the user's answer; the view asks it as a
    /// `Domain.Confirmation` and answers with `confirmationAnswered`.
    public enum PendingConfirmation: Equatable, Sendable {
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
        case userList(UserListScene)
    }

    /// Everything the profile shows.
    public struct State: Equatable, Sendable {
        /// Whose profile it is.
        public let userID: User.ID
        /// The signed-in user's own profile (`Me`: tabs and Discover).
        public let isOwnProfile: Bool
        /// The header's user, once loaded.
        public var user: User?
        /// Why the header's user did not load, while it has not (the header says so).
        public var userError: AppError?
        /// The tab shown.
        public var tab = Tab.blogs
        /// The blogs: the single source of truth for every blog shown, detail included.
        public var blogs = PagedListFeature<Blog>.State()
        /// The own profile's drafts.
        public var drafts = PagedListFeature<Draft>.State()
        /// Blogs with a like request running, with their value before it (for rollback).
        public var likesInFlight: [Blog.ID: Blog] = [:]
        /// The blogs whose share request runs (a press meanwhile does nothing).
        public var sharesInFlight: Set<Blog.ID> = []
        /// The question waiting for an answer.
        public var pendingConfirmation: PendingConfirmation?
        /// The message to toast (one-shot).
        public var toast: ToastMessage?
        /// The page shown over the profile.
        public var destination: Destination?
        /// A draft deletion is running (the HUD covers the whole page).
        public var isDeletingDraft = false

        /// The profile of `userID`, seen by `currentUserID`.
        public init(userID: User.ID, currentUserID: User.ID) {
            self.userID = userID
            self.isOwnProfile = userID == currentUserID
        }
    }

    /// Everything that can happen to the profile. `Codable`, so a session can be recorded
    /// (`mvx --record`) and replayed; see `ProfileFeature+Codable.swift`.
    public enum Action: Equatable, Sendable, Codable {
        case viewDidLoad
        case viewWillAppear
        case userResponse(Result<User, AppError>)
        case tabSelected(Tab)
        case blogs(PagedListFeature<Blog>.Action)
        case drafts(PagedListFeature<Draft>.Action)
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
        /// A user list this profile opened tells of a follow (its delegate action, forwarded).
        case userList(UserListFeature.Delegate)
    }

    let services: Services

    /// The profile over `services`.
    public init(services: Services) { self.services = services }

    /// The two lists' scopes, then the profile's own rules.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        let userID = state.userID
        return .merge(
            Scope(state: \State.blogs, action: Action.blogsCase) { blogList(of: userID) }.reduce(into: &state, action: action),
            Scope(state: \State.drafts, action: Action.draftsCase) { draftList }.reduce(into: &state, action: action),
            reduceProfile(into: &state, action: action)
        )
    }

    private func reduceProfile(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            return .merge(loadUser(into: &state), reduce(into: &state, action: .blogs(.load)))
        case .viewWillAppear:
            return .none  // the header is current: the lists it opened told it of every follow
        case .userList(.followChanged(let wasFollowing, let isFollowing)):
            // Following changes whom *I* follow: only the own header counts it, at once.
            if state.isOwnProfile, let user = state.user {
                state.user = user.afterFollowChange(from: wasFollowing, to: isFollowing)
            }
            return .none
        case .userResponse(.success(let user)):
            state.user = user
            state.userError = nil
            return .none
        case .userResponse(.failure(let error)):
            if state.user == nil { state.userError = error }  // a loaded header keeps its user
            return .none

        case .tabSelected(let tab):
            guard tab != state.tab, state.isOwnProfile else { return .none }
            state.tab = tab
            return tab == .drafts && !state.drafts.hasStarted ? reduce(into: &state, action: .drafts(.load)) : .none
        case let .blogs(.pageLoaded(page, .failure(error))) where !state.blogs.showsFailureInPlace(page: page),
             let .drafts(.pageLoaded(page, .failure(error))) where !state.drafts.showsFailureInPlace(page: page):
            state.toast = .error(error)
            return .none
        case .blogs(.refresh), .drafts(.refresh):
            // r reloads everything that failed: the header too when it never arrived.
            return state.user == nil ? loadUser(into: &state) : .none
        case .blogs, .drafts:
            return .none  // the lists' own business: their scopes ran

        case .likeTapped(let id):
            guard state.likesInFlight[id] == nil, let blog = state.blogs.items[id: id] else { return .none }
            if blog.isLiked {
                state.pendingConfirmation = .unlike(id)
                return .none
            }
            return setLiked(true, blogID: id, state: &state)
        // A like's answer sets only the like's fields, a share's only the share count: the
        // other request on the same blog may have answered in between.
        case let .likeResponse(id, .success(blog)):
            state.likesInFlight[id] = nil
            state.changeBlog(id) { $0.withLike(from: blog) }
            return .none
        case let .likeResponse(id, .failure):
            if let before = state.likesInFlight.removeValue(forKey: id) { state.changeBlog(id) { $0.withLike(from: before) } }
            state.toast = .likeFailed
            return .none

        case .shareTapped(let id):
            guard state.sharesInFlight.insert(id).inserted else { return .none }
            let blogs = services.blogs
            return .run { @MainActor send in
                let result = await Result(catching: { try await blogs.share(blogID: id) })
                send(.shareResponse(id, result))
            }
        case let .shareResponse(id, .success(blog)):
            state.sharesInFlight.remove(id)
            state.changeBlog(id) { $0.withShares(from: blog) }
            state.toast = .shared
            return .none
        case .shareResponse(let id, .failure):
            state.sharesInFlight.remove(id)
            state.toast = .shareFailed
            return .none

        case .deleteDraftTapped(let id):
            guard state.drafts.items[id: id] != nil else { return .none }
            state.pendingConfirmation = .deleteDraft(id)
            return .none
        case .deleteDraftResponse(_, .success(let id)):
            state.isDeletingDraft = false
            return reduce(into: &state, action: .drafts(.removeItem(id)))
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
                    let result = await Result(catching: { try await drafts.deleteDraft(id: id) })
                    send(.deleteDraftResponse(id, result.map { id }))
                }
            }

        case .blogSelected(let id):
            if state.blogs.items[id: id] != nil { state.destination = .blogDetail(id) }
            return .none
        case .draftSelected(let id):
            if let draft = state.drafts.items[id: id] { state.destination = .draftDetail(draft) }
            return .none
        case .avatarTapped:
            if let user = state.user { state.destination = .userDetail(user) }
            return .none
        case .friendsTapped:
            state.destination = .userList(.friends(of: state.userID))
            return .none
        case .discoverTapped:
            if state.isOwnProfile { state.destination = .userList(.suggestedUsers) }
            return .none

        case .toastShown:
            state.toast = nil
            return .none
        case .destinationDismissed:
            state.destination = nil
            return .none
        }
    }

    // MARK: Parts and effects

    /// The blogs list of `userID`'s profile.
    private func blogList(of userID: User.ID) -> PagedListFeature<Blog> {
        let blogs = services.blogs
        return PagedListFeature { page async throws(AppError) in try await blogs.blogs(userID: userID, page: page) }
    }

    /// The signed-in user's drafts.
    private var draftList: PagedListFeature<Draft> {
        let drafts = services.drafts
        return PagedListFeature { page async throws(AppError) in try await drafts.drafts(page: page) }
    }

    /// Loads the header's user; a failure shown for the last try goes while this one runs.
    private func loadUser(into state: inout State) -> Effect<Action> {
        state.userError = nil
        let users = services.users, userID = state.userID
        return .run { @MainActor send in
            let result = await Result(catching: { try await users.user(id: userID) })
            send(.userResponse(result))
        }
    }

    private func setLiked(_ liked: Bool, blogID: Blog.ID, state: inout State) -> Effect<Action> {
        guard state.likesInFlight[blogID] == nil, let before = state.blogs.items[id: blogID] else { return .none }
        state.likesInFlight[blogID] = before
        state.blogs.items[id: blogID] = before.withLike(liked)
        let blogs = services.blogs
        return .run { @MainActor send in
            let result = await Result(catching: { try await blogs.setLiked(liked, blogID: blogID) })
            send(.likeResponse(blogID, result))
        }
    }
}

extension ProfileFeature.State {
    /// Changes the blog `id` in the list with `change`, if the list still shows it.
    mutating func changeBlog(_ id: Blog.ID, _ change: (Blog) -> Blog) {
        if let blog = blogs.items[id: id] { blogs.items[id: id] = change(blog) }
    }
}

extension ProfileFeature.Action {
    /// The blogs list's actions among the profile's (for `Scope`).
    static let blogsCase = CasePath(embed: blogs) { if case .blogs(let action) = $0 { action } else { nil } }
    /// The drafts list's actions among the profile's (for `Scope`).
    static let draftsCase = CasePath(embed: drafts) { if case .drafts(let action) = $0 { action } else { nil } }
}
