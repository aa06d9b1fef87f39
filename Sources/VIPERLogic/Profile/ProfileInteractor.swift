import Domain

/// What the profile presenter asks of the interactor.
@MainActor
public protocol ProfileInteractorInput: AnyObject {
    var blogs: PagedList<Blog> { get }
    var drafts: PagedList<Draft> { get }
    var user: User? { get }
    var isOwnProfile: Bool { get }
    func loadUser() async
    func loadFirstPage(of list: ProfileList) async
    func reload(_ list: ProfileList) async
    func loadMore(_ list: ProfileList) async
    func clearLoadMoreFailure(_ list: ProfileList)
    func isLikeInFlight(_ blogID: Blog.ID) -> Bool
    func setLiked(_ liked: Bool, blogID: Blog.ID) async
    func share(blogID: Blog.ID) async
    func deleteDraft(id: Draft.ID) async
}

/// What the profile interactor tells its presenter.
@MainActor
public protocol ProfileInteractorOutput: AnyObject {
    func interactorDidLoad(_ user: User)
    func interactorWillLoad(_ list: ProfileList, page: Int)
    func interactorDidLoad(_ list: ProfileList, outcome: PageLoadOutcome)
    func interactorDidUpdate(_ blog: Blog, at index: Int)
    func interactorLikeFailed()
    func interactorDidShare(succeeded: Bool)
    func interactorWillDeleteDraft()
    func interactorDidDeleteDraft(at index: Int?, error: AppError?)
}

/// The profile's business logic: loads the user, pages blogs and drafts, likes, shares
/// and deletes. Knows nothing of screens.
@MainActor
public final class ProfileInteractor: ProfileInteractorInput {
    public weak var output: (any ProfileInteractorOutput)?
    private let services: Services
    private let actions: BlogActions
    private let userID: User.ID
    public private(set) var user: User?
    public private(set) var blogs = PagedList<Blog>()
    public private(set) var drafts = PagedList<Draft>()
    public var isOwnProfile: Bool { userID == services.currentUserID }

    /// Creates the interactor for `userID`'s profile, sharing blogs through `repository`.
    public init(services: Services, repository: BlogRepository, userID: User.ID) {
        self.services = services
        self.userID = userID
        self.actions = BlogActions(service: services.blogs, repository: repository)
        repository.observe { [weak self] blog in
            guard let self else { return false }
            if let index = self.blogs.items.firstIndex(where: { $0.id == blog.id }) {
                self.blogs.items[index] = blog
                self.output?.interactorDidUpdate(blog, at: index)
            }
            return true
        }
    }

    public func loadUser() async {
        do {
            let user = try await services.users.user(id: userID)
            self.user = user
            output?.interactorDidLoad(user)
        } catch {
            // The header keeps what it showed; the lists say what went wrong.
        }
    }

    public func loadFirstPage(of list: ProfileList) async {
        switch list {
        case .blogs: guard !blogs.hasStarted else { return }
        case .drafts: guard !drafts.hasStarted else { return }
        }
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
        case .blogs:
            guard blogs.hasMore, !blogs.loadMoreFailed, !blogs.isLoading, !blogs.items.isEmpty else { return }
            await load(.blogs, page: blogs.nextPage)
        case .drafts:
            guard drafts.hasMore, !drafts.loadMoreFailed, !drafts.isLoading, !drafts.items.isEmpty else { return }
            await load(.drafts, page: drafts.nextPage)
        }
    }

    private func load(_ list: ProfileList, page: Int) async {
        switch list {
        case .blogs:
            let services = services, userID = userID
            await load(\.blogs, list: list, page: page) { () async throws(AppError) -> Page<Blog> in
                try await services.blogs.blogs(userID: userID, page: page)
            }
        case .drafts:
            let services = services
            await load(\.drafts, list: list, page: page) { () async throws(AppError) -> Page<Draft> in
                try await services.drafts.drafts(page: page)
            }
        }
    }

    private func load<Item: Sendable>(
        _ keyPath: ReferenceWritableKeyPath<ProfileInteractor, PagedList<Item>>, list: ProfileList, page: Int,
        fetch: () async throws(AppError) -> Page<Item>
    ) async {
        guard !self[keyPath: keyPath].isLoading else { return }
        self[keyPath: keyPath].isLoading = true
        self[keyPath: keyPath].hasStarted = true
        output?.interactorWillLoad(list, page: page)
        let outcome: PageLoadOutcome
        do throws(AppError) {
            let loaded = try await fetch()
            if let blogs = loaded.items as? [Blog] { actions.repository.store(blogs) }
            // Mutated in place: appending to a copy would copy every item loaded so far.
            if page == 0 { self[keyPath: keyPath].items = loaded.items } else { self[keyPath: keyPath].items.append(contentsOf: loaded.items) }
            self[keyPath: keyPath].nextPage = page + 1
            self[keyPath: keyPath].hasMore = loaded.hasMore
            self[keyPath: keyPath].loadMoreFailed = false
            outcome = .loaded(page: page)
        } catch {
            if page == 0 && self[keyPath: keyPath].items.isEmpty {
                outcome = .firstLoadFailed(error)
            } else if page == 0 {
                outcome = .reloadFailed(error)
            } else {
                self[keyPath: keyPath].loadMoreFailed = true
                outcome = .loadMoreFailed(error)
            }
        }
        self[keyPath: keyPath].isLoading = false
        output?.interactorDidLoad(list, outcome: outcome)
    }

    public func isLikeInFlight(_ blogID: Blog.ID) -> Bool { actions.repository.isLikeInFlight(blogID) }

    public func setLiked(_ liked: Bool, blogID: Blog.ID) async {
        if await actions.setLiked(liked, blogID: blogID) == .failed { output?.interactorLikeFailed() }
    }

    public func share(blogID: Blog.ID) async {
        output?.interactorDidShare(succeeded: await actions.share(blogID: blogID))
    }

    public func deleteDraft(id: Draft.ID) async {
        output?.interactorWillDeleteDraft()
        do throws(AppError) {
            try await services.drafts.deleteDraft(id: id)
            let index = drafts.items.firstIndex { $0.id == id }
            if let index { drafts.items.remove(at: index) }
            output?.interactorDidDeleteDraft(at: index, error: nil)
        } catch {
            output?.interactorDidDeleteDraft(at: nil, error: error)
        }
    }
}
