import Domain

/// The profile's business logic: whose profile it is, loading the user, paging blogs and
/// drafts, liking, sharing and deleting. It knows nothing of screens and hands out plain
/// entities through its output; its lists are its own.
@MainActor
public final class ProfileInteractor: ProfileInteractorInput {
    /// The presenter, held weakly (the presenter holds the interactor).
    public weak var output: (any ProfileInteractorOutput)?
    private let services: Services
    private let repository: BlogRepository
    private let actions: BlogActions
    private let userID: User.ID
    private var blogs = PagedList<Blog>()
    private var drafts = PagedList<Draft>()
    private var user: User?

    /// Creates the interactor of `userID`'s profile, sharing blogs through `repository`.
    public init(services: Services, repository: BlogRepository, userID: User.ID) {
        self.services = services
        self.repository = repository
        self.userID = userID
        self.actions = BlogActions(service: services.blogs, repository: repository)
        repository.observe { [weak self] entry in
            guard let self else { return false }  // mvx-mutate:equivalent-line BooleanLiteral: a kept closure of a gone interactor does nothing; only the repository's list grows
            if let index = self.blogs.items.firstIndex(where: { $0.id == entry.blog.id }) {
                self.blogs.items[index] = entry.blog
                self.output?.interactorDidUpdate(entry, at: index)
            }
            return true
        }
    }

    public func findOwner() {
        output?.interactorDidFindOwner(isSignedInUser: userID == services.currentUserID)
    }

    public func loadUser() async {
        switch await Result(catching: { try await services.users.user(id: userID) }) {
        case .success(let user):
            self.user = user
            output?.interactorDidLoad(user)
        case .failure(let error):
            output?.interactorDidFailToLoadUser(error)
        }
    }

    public func countFollowChange(from wasFollowing: Bool, to isFollowing: Bool) {
        // Following changes whom *I* follow: only the own profile's count moves.
        guard userID == services.currentUserID, let user else { return }
        let changed = user.afterFollowChange(from: wasFollowing, to: isFollowing)
        guard changed != user else { return }
        self.user = changed
        output?.interactorDidLoad(changed)
    }

    public func loadFirstPage(of list: ProfileList) async {
        let hasStarted = list == .blogs ? blogs.hasStarted : drafts.hasStarted
        guard !hasStarted else { return }
        await load(list, page: 0)
    }

    public func reload(_ list: ProfileList) async {
        clearLoadMoreFailure(list)
        await load(list, page: 0)
    }

    public func clearLoadMoreFailure(_ list: ProfileList) {
        switch list {
        case .blogs: blogs.loadMoreFailed = false
        case .drafts: drafts.loadMoreFailed = false
        }
    }

    public func loadMore(_ list: ProfileList) async {
        switch list {
        case .blogs where blogs.canLoadMore: await load(.blogs, page: blogs.nextPage)
        case .drafts where drafts.canLoadMore: await load(.drafts, page: drafts.nextPage)
        case .blogs, .drafts: return
        }
    }

    public func setLiked(_ liked: Bool, blogID: Blog.ID) async {
        if await actions.setLiked(liked, blogID: blogID) == .failed { output?.interactorLikeFailed() }
    }

    public func share(blogID: Blog.ID) async {
        if let succeeded = await actions.share(blogID: blogID) { output?.interactorDidShare(succeeded: succeeded) }
    }

    public func deleteDraft(id: Draft.ID) async {
        output?.interactorWillDeleteDraft()
        switch await Result(catching: { try await services.drafts.deleteDraft(id: id) }) {
        case .success:
            let index = drafts.items.firstIndex { $0.id == id }
            if let index { drafts.items.remove(at: index) }
            // The last loaded draft went but the server has more: they come instead, from page 0,
            // which now starts at the first draft not shown (pages count what the server still has).
            let reloadFollows = index != nil && drafts.items.isEmpty && drafts.hasMore
            output?.interactorDidDeleteDraft(at: index, reloadFollows: reloadFollows)
            if reloadFollows { await reload(.drafts) }
        case .failure(let error):
            output?.interactorDidFailToDeleteDraft(error)
        }
    }

    // MARK: Paging

    private func load(_ list: ProfileList, page: Int) async {
        switch list {
        case .blogs:
            let blogs = services.blogs, userID = userID
            let fetch = { (page: Int) async throws(AppError) in try await blogs.blogs(userID: userID, page: page) }
            guard let outcome = await load(\.blogs, list: list, page: page, fetch: fetch) else { return }
            if case .loaded(_, let items, _) = outcome { repository.store(items) }
            output?.interactorDidLoadBlogs(outcome.map(repository.entry(for:)))
        case .drafts:
            guard let outcome = await load(\.drafts, list: list, page: page, fetch: services.drafts.drafts(page:)) else { return }
            output?.interactorDidLoadDrafts(outcome)
        }
    }

    /// Loads `page` into the list at `keyPath`; `nil` when a request of that list is already running.
    private func load<Item: Sendable>(
        _ keyPath: ReferenceWritableKeyPath<ProfileInteractor, PagedList<Item>>, list: ProfileList, page: Int,
        fetch: (Int) async throws(AppError) -> Page<Item>
    ) async -> PageLoadOutcome<Item>? {
        guard !self[keyPath: keyPath].isLoading else { return nil }
        self[keyPath: keyPath].isLoading = true
        self[keyPath: keyPath].hasStarted = true
        output?.interactorWillLoad(list, page: page)
        let outcome: PageLoadOutcome<Item>
        switch await Result(catching: { try await fetch(page) }) {
        case .success(let loaded):
            // Mutated in place: appending to a copy would copy every item loaded so far.
            if page == 0 { self[keyPath: keyPath].items = loaded.items } else { self[keyPath: keyPath].items.append(contentsOf: loaded.items) }
            self[keyPath: keyPath].nextPage = page + 1
            self[keyPath: keyPath].hasMore = loaded.hasMore
            self[keyPath: keyPath].loadMoreFailed = false
            outcome = .loaded(page: page, items: loaded.items, hasMore: loaded.hasMore)
        case .failure(let error) where page == 0 && self[keyPath: keyPath].items.isEmpty:
            outcome = .firstLoadFailed(error)
        case .failure(let error) where page == 0:
            outcome = .reloadFailed(error)
        case .failure(let error):
            self[keyPath: keyPath].loadMoreFailed = true
            outcome = .loadMoreFailed(error)
        }
        self[keyPath: keyPath].isLoading = false
        return outcome
    }
}
