import Domain
import SceneViews
import TerminalUI

/// The profile's blog list as a self-managed module: the table's data source and delegate,
/// which fetches and pages the user's blogs, keeps its rows in step with the ``BlogModel``,
/// and opens a blog's detail page through the screen factory.
///
/// The view controller that shows the table only attaches it and starts it; it never sees a
/// blog.
@MainActor
final class BlogTableController: TableViewDataSource, TableViewDelegate {
    private let model: BlogModel
    private let actions: BlogActionController
    private let strings: Localizer
    private let screens: ScreenFactory
    private let paging: PagingController<Blog.ID>
    private weak var tableView: TableView?
    private weak var viewController: ViewController?

    /// A controller for the blogs of `userID`.
    init(userID: User.ID, model: BlogModel, strings: Localizer, screens: ScreenFactory) {
        self.model = model
        self.actions = BlogActionController(model: model, strings: strings)
        self.strings = strings
        self.screens = screens
        paging = PagingController(strings: strings, emptyText: .noPostsYet) { (page: Int) async throws(AppError) -> Page<Blog.ID> in
            try await model.loadBlogs(userID: userID, page: page)
        }
        model.addObserver(self) { controller, blog in controller.blogDidChange(blog) }
    }

    /// Becomes `tableView`'s data source and delegate. `viewController` is the screen the table
    /// is in: alerts are presented from it, toasts shown in its view, detail pages pushed on its
    /// navigation controller.
    func attach(to tableView: TableView, in viewController: ViewController) {
        self.tableView = tableView
        self.viewController = viewController
        tableView.register(BlogCell.self, forCellReuseIdentifier: BlogCell.reuseIdentifier)
        paging.attach(to: tableView, in: viewController)
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Loads the first page (with the HUD over the table).
    func loadFirstPage() { paging.loadFirstPage() }

    /// The helper that configures the row of `blogID`, or `nil` when the blog is not loaded.
    func cellController(for blogID: Blog.ID) -> BlogCellController? {
        guard let blog = model.blog(blogID) else { return nil }
        return BlogCellController(
            blog: blog, strings: strings,
            like: { [weak self] in self?.toggleLike(of: blogID) },
            share: { [weak self] in self?.share(blogID) })
    }

    private func toggleLike(of blogID: Blog.ID) {
        guard let viewController else { return }
        actions.toggleLike(of: blogID, in: viewController)
    }

    private func share(_ blogID: Blog.ID) {
        guard let viewController else { return }
        actions.share(blogID, in: viewController)
    }

    private func blogDidChange(_ blog: Blog) {
        guard let row = paging.items.firstIndex(of: blog.id) else { return }
        tableView?.reloadRows(at: [IndexPath(row: row, section: 0)])
    }

    // MARK: TableViewDataSource

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        paging.numberOfRows(inSection: section)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard indexPath.section == 0 else { return RetryCell.dequeue(from: tableView, for: indexPath, text: strings(.loadMoreFailed)) }
        let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: indexPath) as! BlogCell
        cellController(for: paging.items[indexPath.row])?.configure(cell)
        return cell
    }

    // MARK: TableViewDelegate

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        indexPath.section == 0 ? BlogCell.height : 1
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section == 0 else { return paging.retryLoadMore() }
        let detail = screens.blogDetail(blogID: paging.items[indexPath.row])
        viewController?.navigationController?.pushViewController(detail)
    }

    func tableViewDidReachEnd(_ tableView: TableView) { paging.loadMoreIfNeeded() }
}

/// Puts one blog into a ``BlogCell``: its texts, and what its two buttons do. The cell itself
/// only has setters.
@MainActor
struct BlogCellController {
    /// The blog the row shows.
    let blog: Blog
    let strings: Localizer
    /// Runs when the row's like button is activated.
    let like: @MainActor () -> Void
    /// Runs when the row's share button is activated.
    let share: @MainActor () -> Void

    /// Fills `cell` and wires its buttons.
    func configure(_ cell: BlogCell) {
        cell.title = blog.title
        cell.summary = strings.blogSummary(blog.summary)
        cell.setLike(title: strings(.likes(blog.likeCount)), isLiked: blog.isLiked)
        cell.shareTitle = strings(.shares(blog.shareCount))
        cell.likeButton.removeAllActions()
        cell.shareButton.removeAllActions()
        cell.likeButton.addAction(like)
        cell.shareButton.addAction(share)
    }
}
