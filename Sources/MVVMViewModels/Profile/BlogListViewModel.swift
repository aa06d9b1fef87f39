import Domain
import Observation

/// A user's blogs, paged 20 at a time, as one ``BlogViewModel`` per blog; selecting one opens
/// its detail page, bound to the same view model.
///
/// A reload keeps the view model of a blog already shown (and updates it), so a detail
/// page that holds it stays in step with the list.
@Observable @MainActor
public final class BlogListViewModel {
    /// The paged rows, their inputs and the list's state; the view binds its table to it.
    public let list: PagedListViewModel<BlogViewModel>

    @ObservationIgnored private var blogsByID: [Blog.ID: BlogViewModel] = [:]

    /// The list of `userID`'s blogs; its requests start through `pendingWork`.
    public init(userID: User.ID, services: Services, strings: Localizer, pendingWork: PendingWork) {
        list = PagedListViewModel(strings: strings, emptyText: .noPostsYet, pendingWork: pendingWork)
        list.destination = { .blogDetail($0) }
        list.fetch = { [weak self] (page: Int) async throws(AppError) -> Page<BlogViewModel> in
            let loaded = try await services.blogs.blogs(userID: userID, page: page)
            guard let self else { throw .cancelled }
            let context = RowContext(services: services, strings: strings, events: self.list.events, pendingWork: pendingWork)
            let rows = loaded.items.map { self.viewModel(for: $0, in: context) }
            return Page(items: rows, page: loaded.page, hasMore: loaded.hasMore)
        }
    }

    private func viewModel(for blog: Blog, in context: RowContext) -> BlogViewModel {
        if let existing = blogsByID[blog.id] {
            existing.update(blog)
            return existing
        }
        let created = BlogViewModel(blog: blog, context: context)
        blogsByID[blog.id] = created
        return created
    }
}
