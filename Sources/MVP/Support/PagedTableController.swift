import Domain
import MVPPresenters
import SceneViews
import TerminalUI

/// The passive half of a paged list: a table, its footer and refresh control, and the
/// ``PagedListView`` setters its presenter calls. Toasts and alerts go to the page
/// (`host`) the table sits in. Subclasses supply the rows.
@MainActor
class PagedTableController: PagedListView {
    let tableView = TableView()
    let footerView = ListFooterView()
    /// The page the table is on.
    weak var host: ViewController?

    init(host: ViewController) {
        self.host = host
        tableView.tableFooterView = footerView
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.didPullToRefresh() }
        tableView.refreshControl = refresh
    }

    /// `r` on the table: subclasses tell their presenter.
    func didPullToRefresh() {}

    // MARK: PagedListView

    func showLoading(_ text: String) { _ = HUD.show(in: tableView, text: text) }

    func hideLoading() {
        _ = HUD.hide(for: tableView)
        tableView.refreshControl?.endRefreshing()
    }

    func showError(_ error: ErrorViewData) { tableView.backgroundView = ErrorStateView.make(error) }

    func hideError() { tableView.backgroundView = nil }

    func setFooter(_ text: String) { footerView.text = text }

    func reloadData() { tableView.reloadData() }

    func selectRow(at index: Int?) {
        tableView.selectRow(at: index.map { IndexPath(row: $0, section: 0) }, scrollPosition: .top)
    }

    func deleteRow(at index: Int) { tableView.deleteRows(at: [IndexPath(row: index, section: 0)]) }

    func showToast(_ message: String) { host?.toast(message) }

    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        host?.presentConfirmation(confirmation, onConfirm: onConfirm)
    }
}
