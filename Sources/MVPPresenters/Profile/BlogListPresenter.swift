import Domain

/// The blog table of a profile.
@MainActor
public protocol BlogListView: PagedListView {}

/// Told when a blog row is activated (the profile presenter decides where to go).
@MainActor
public protocol BlogListPresenterDelegate: AnyObject {
    /// The user activated the row of `blog`.
    func blogList(_ presenter: BlogListPresenter, didSelect blog: BlogCellPresenter)
}

/// A user's blogs, 20 per page: loading, paging, refresh and retry (through a
/// ``Pager``), and one ``BlogCellPresenter`` per blog for likes and shares.
@MainActor
public final class BlogListPresenter {
    /// The blog table.
    public weak var view: (any BlogListView)? {
        didSet {
            pager.view = view
            for cell in cellsByID.values { cell.prompter = view }
        }
    }
    /// Where row activations go.
    public weak var delegate: (any BlogListPresenterDelegate)?

    private let userID: User.ID
    private let service: any BlogService
    private let strings: Localizer
    private let tasks: PresenterTasks
    private var cellsByID: [Blog.ID: BlogCellPresenter] = [:]
    private lazy var pager = Pager<BlogCellPresenter>(strings: strings, tasks: tasks) { [weak self] page throws(AppError) in
        guard let self else { throw .cancelled }
        return try await self.fetch(page: page)
    }

    /// Creates the list of `userID`'s blogs.
    public init(userID: User.ID, service: any BlogService, strings: Localizer, tasks: PresenterTasks) {
        self.userID = userID
        self.service = service
        self.strings = strings
        self.tasks = tasks
    }

    // MARK: Rows

    /// The number of blog rows.
    public var numberOfRows: Int { pager.items.count }
    /// Whether the `Load more failed — press Enter to retry` row shows (as a second section).
    public var showsRetryRow: Bool { pager.loadMoreFailed }
    /// The retry row's text.
    public var retryRowTitle: String { strings(.loadMoreFailed) }
    /// The presenter of the blog in row `row`.
    public func cellPresenter(at row: Int) -> BlogCellPresenter { pager.items[row] }
    /// The blogs shown, in order.
    public var blogs: [Blog] { pager.items.map(\.blog) }
    /// Whether the last page has loaded.
    public var hasLoadedAll: Bool { !pager.hasMore }

    // MARK: Events

    /// The first load, with the HUD.
    @discardableResult
    public func loadFirstPage() -> Task<Void, Never>? { pager.loadFirstPage() }

    /// Pull to refresh (`r`).
    @discardableResult
    public func didPullToRefresh() -> Task<Void, Never>? { pager.reload() }

    /// The selection reached the last row.
    @discardableResult
    public func didReachEnd() -> Task<Void, Never>? { pager.loadMoreIfNeeded() }

    /// Enter on the retry row.
    @discardableResult
    public func didSelectRetryRow() -> Task<Void, Never>? { pager.retryLoadMore() }

    /// Enter on a blog row.
    public func didSelectRow(at row: Int) {
        guard pager.items.indices.contains(row) else { return }
        delegate?.blogList(self, didSelect: pager.items[row])
    }

    /// The page is about to show again (back from a detail page): redraw the rows.
    public func viewWillAppear() { view?.reloadData() }

    // MARK: Loading

    /// Loads a page and turns its blogs into cell presenters, keeping the existing
    /// presenter of a blog already shown so every page keeps talking to the same one.
    private func fetch(page: Int) async throws(AppError) -> Page<BlogCellPresenter> {
        let loaded = try await service.blogs(userID: userID, page: page)
        let cells = loaded.items.map { blog in
            if let existing = cellsByID[blog.id] {
                existing.update(blog)
                return existing
            }
            let cell = BlogCellPresenter(blog: blog, service: service, strings: strings, tasks: tasks)
            cell.prompter = view
            cellsByID[blog.id] = cell
            return cell
        }
        return Page(items: cells, page: loaded.page, hasMore: loaded.hasMore)
    }
}
