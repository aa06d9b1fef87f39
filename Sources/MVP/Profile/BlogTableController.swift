import MVPPresenters
import TerminalUI

/// The blog table: a passive ``MVPPresenters/BlogListViewInterface`` whose rows are bound
/// to their blog's ``MVPPresenters/BlogCellPresenter``. Paging, the retry row and the
/// table's data source are ``PagedTableController``'s.
final class BlogTableController: PagedTableController<PresenterBoundBlogCell>, BlogListViewInterface {
    private let presenter: BlogListPresenter

    /// Creates the table of `presenter`'s blogs, on the page `host`.
    init(presenter: BlogListPresenter, host: ViewController) {
        self.presenter = presenter
        super.init(list: presenter, host: host)
        presenter.view = self
    }

    override func configure(_ row: PresenterBoundBlogCell, at index: Int) {
        row.presenter = presenter.cellPresenter(at: index)
    }
}
