import MVPPresenters
import SceneViews
import TerminalUI

/// The drafts table: a passive ``MVPPresenters/DraftListViewInterface`` that fills the
/// shared draft rows with the presenter's row data and blocks its whole page with a HUD
/// while a draft is deleted. Paging, the retry row and the table's data source are
/// ``PagedTableController``'s.
final class DraftTableController: PagedTableController<DraftCell>, DraftListViewInterface {
    private let presenter: DraftListPresenter

    /// Creates the table of `presenter`'s drafts, on the page `host`.
    init(presenter: DraftListPresenter, host: ViewController) {
        self.presenter = presenter
        super.init(list: presenter, host: host)
        presenter.view = self
    }

    override func configure(_ row: DraftCell, at index: Int) {
        let draft = presenter.row(at: index)
        row.title = draft.title
        row.summary = draft.summary
        row.editedText = draft.editedText
    }

    // MARK: DraftListViewInterface

    func showBlockingLoading(_ text: String) {
        guard let host else { return }
        HUD.show(in: host.view, text: text)
    }

    func hideBlockingLoading() {
        guard let host else { return }
        HUD.hide(for: host.view)
    }
}

extension DraftCell: PagedTableRow {}
