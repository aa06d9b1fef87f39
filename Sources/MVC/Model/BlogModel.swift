import Domain

/// The one place a blog's current value lives while the profile demo runs.
///
/// The blog list and the blog detail page both read blogs from here and observe it, so a
/// like given on the detail page shows in the list on return — and neither screen has to
/// know the other exists. Likes and shares go through the model too: it applies the
/// optimistic change, guards against a second like of the same blog while one is in
/// flight, and restores the exact previous value when the backend refuses.
///
/// This is the *model* of Apple-style MVC: no views, no alerts, no strings.
@MainActor
final class BlogModel {
    private let service: any BlogService
    private var blogsByID: [Blog.ID: Blog] = [:]
    private var likesInFlight: Set<Blog.ID> = []
    private var observers: [@MainActor (Blog) -> Bool] = []

    /// A model talking to `service`.
    init(service: any BlogService) {
        self.service = service
    }

    // MARK: Reading

    /// The current value of the blog with `id`, if it was loaded.
    func blog(_ id: Blog.ID) -> Blog? { blogsByID[id] }

    /// Whether a like or unlike of the blog is waiting for the backend.
    func isLikeInFlight(_ id: Blog.ID) -> Bool { likesInFlight.contains(id) }

    /// Calls `handler` with `observer` and every blog whose value changes, for as long as
    /// `observer` lives (the model holds it weakly, so there is nothing to remove).
    func addObserver<Observer: AnyObject>(_ observer: Observer, handler: @escaping @MainActor (Observer, Blog) -> Void) {
        observers.append { [weak observer] blog in
            guard let observer else { return false }  // mvx-mutate:equivalent-line BooleanLiteral: a kept closure of a gone observer calls nothing; only the private list grows
            handler(observer, blog)
            return true
        }
    }

    // MARK: Loading

    /// One page of the blogs of `userID`, remembered here; returns their ids in display order.
    func loadBlogs(userID: User.ID, page: Int) async throws(AppError) -> Page<Blog.ID> {
        let loaded = try await service.blogs(userID: userID, page: page)
        for blog in loaded.items { blogsByID[blog.id] = blog }
        return Page(items: loaded.items.map(\.id), page: loaded.page, hasMore: loaded.hasMore)
    }

    // MARK: Changing

    /// Likes or unlikes the blog: the change shows at once; if the backend refuses, the blog goes
    /// back to exactly what it was and the error is rethrown. Does nothing while a like of the same
    /// blog is in flight.
    func setLiked(_ liked: Bool, blogID: Blog.ID) async throws(AppError) {
        guard !likesInFlight.contains(blogID), let before = blogsByID[blogID] else { return }
        likesInFlight.insert(blogID)
        update(before.withLike(liked))
        let result = await Result(catching: { try await service.setLiked(liked, blogID: blogID) })
        likesInFlight.remove(blogID)
        // Only the like's own fields: a share of this blog may have answered meanwhile.
        let current = blogsByID[blogID] ?? before
        switch result {
        case .success(let confirmed):
            update(current.withLike(from: confirmed))
        case .failure(let error):
            update(current.withLike(from: before))
            throw error
        }
    }

    /// Shares the blog once and stores its new share count.
    func share(blogID: Blog.ID) async throws(AppError) {
        let shared = try await service.share(blogID: blogID)
        // Only the share count: a like of this blog may be in flight or have answered meanwhile.
        update((blogsByID[blogID] ?? shared).withShares(from: shared))
    }

    private func update(_ blog: Blog) {
        blogsByID[blog.id] = blog
        // Observers added while notifying are kept and hear from the next change on.
        let notified = observers
        observers = []
        observers = notified.filter { $0(blog) } + observers
    }
}
