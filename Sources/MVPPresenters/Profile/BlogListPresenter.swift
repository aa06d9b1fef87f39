import Domain

/// Told when a blog row is activated (the profile presenter decides where to go).
@MainActor
public protocol BlogListPresenterDelegate: AnyObject {
    /// The user activated the row of `blog`.
    func blogList(_ presenter: BlogListPresenter, didSelect blog: BlogCellPresenter)
}

/// A user's blogs, 20 per page: loading, paging, refresh and retry come from its
/// ``Pager`` (``PagedListPresenter``); this adds one ``BlogCellPresenter`` per blog, which
/// the rows bind to for likes and shares.
@MainActor
public final class BlogListPresenter: PagerBackedListPresenter {
    /// The blog table.
    public weak var view: (any BlogListViewInterface)? {
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
    private let pendingWork: PendingWork
    private var cellsByID: [Blog.ID: BlogCellPresenter] = [:]
    lazy var pager = Pager<BlogCellPresenter>(strings: strings, emptyText: .noPostsYet, pendingWork: pendingWork) { [weak self] page throws(AppError) in
        guard let self else { throw .cancelled }
        return try await self.fetch(page: page)
    }

    /// Creates the list of `userID`'s blogs; its requests start in `pendingWork`.
    public init(userID: User.ID, service: any BlogService, strings: Localizer, pendingWork: PendingWork) {
        self.userID = userID
        self.service = service
        self.strings = strings
        self.pendingWork = pendingWork
    }

    // MARK: Rows

    /// The presenter of the blog in row `row` (the row binds to it).
    public func cellPresenter(at row: Int) -> BlogCellPresenter { pager.items[row] }
    /// The blogs shown, in order.
    public var blogs: [Blog] { pager.items.map(\.blog) }
    /// Whether the last page has loaded.
    public var hasLoadedAll: Bool { !pager.hasMore }

    // MARK: Events

    /// The first load, with the HUD.
    @discardableResult
    public func loadFirstPage() -> Task<Void, Never>? { pager.loadFirstPage() }

    /// The page is about to show again (back from a detail page): redraw the rows.
    public func viewWillAppear() { view?.reloadData() }

    /// A blog row was activated: the delegate opens it.
    func didSelect(_ blog: BlogCellPresenter) { delegate?.blogList(self, didSelect: blog) }

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
            let cell = BlogCellPresenter(blog: blog, service: service, strings: strings, pendingWork: pendingWork)
            cell.prompter = view
            cellsByID[blog.id] = cell
            return cell
        }
        return Page(items: cells, page: loaded.page, hasMore: loaded.hasMore)
    }
}
