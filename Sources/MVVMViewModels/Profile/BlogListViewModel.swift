import Domain
import Observation

/// A user's blogs, paged 20 at a time, as one ``BlogViewModel`` per blog.
///
/// A reload keeps the view model of a blog already shown (and updates it), so a detail
/// page that holds it stays in step with the list.
@Observable @MainActor
public final class BlogListViewModel {
    /// The paged rows and the list's state; the view binds its table to it.
    public let list: PagedListViewModel<BlogViewModel>

    @ObservationIgnored private var blogsByID: [Blog.ID: BlogViewModel] = [:]

    /// Creates the list of `userID`'s blogs.
    public init(userID: User.ID, services: Services, strings: Localizer) {
        list = PagedListViewModel(strings: strings)
        list.fetch = { [weak self] (page: Int) async throws(AppError) -> Page<BlogViewModel> in
            let loaded = try await services.blogs.blogs(userID: userID, page: page)
            guard let self else { throw .cancelled }
            let rows = loaded.items.map { self.viewModel(for: $0, services: services, strings: strings) }
            return Page(items: rows, page: loaded.page, hasMore: loaded.hasMore)
        }
    }

    /// The blogs loaded so far.
    public var rows: [BlogViewModel] { list.rows }

    /// Loads the first page under the HUD.
    @discardableResult
    public func loadFirstPage() -> Task<Void, Never>? { list.loadFirstPage() }

    /// Reloads from the first page.
    @discardableResult
    public func refresh() -> Task<Void, Never>? { list.refresh() }

    /// Loads the next page (the last row was reached).
    @discardableResult
    public func loadNextPage() -> Task<Void, Never>? { list.loadNextPage() }

    /// Retries the page that failed.
    @discardableResult
    public func retryLoadMore() -> Task<Void, Never>? { list.retryLoadMore() }

    private func viewModel(for blog: Blog, services: Services, strings: Localizer) -> BlogViewModel {
        if let existing = blogsByID[blog.id] {
            existing.update(blog)
            return existing
        }
        let created = BlogViewModel(blog: blog, services: services, strings: strings) { [weak list] event in
            list?.send(event)
        }
        blogsByID[blog.id] = created
        return created
    }
}
