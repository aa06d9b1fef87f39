import Domain
import MVPPresenters
import SceneViews
import TerminalUI

/// A ``MVPPresenters/ListViewInterface`` drawn by one table: the HUD and the error view sit
/// on the table, and pull to refresh ends when loading does. The paged tables and the user
/// list get these setters from here, so every MVP list shows loading and errors alike.
@MainActor
protocol TableListView: ListViewInterface {
    /// The table showing the list.
    var tableView: TableView { get }
}

extension TableListView {
    /// Shows the HUD over the table.
    func showLoading(_ text: String) { HUD.show(in: tableView, text: text) }

    /// Hides the HUD and the pull-to-refresh indicator.
    func hideLoading() {
        HUD.hide(for: tableView)
        tableView.refreshControl?.endRefreshing()
    }

    /// Shows `error` in place of the rows.
    func showError(_ error: ListError) { tableView.backgroundView = ErrorStateView.make(error) }

    /// Removes the error view (or the empty state).
    func hideError() { tableView.backgroundView = nil }

    /// Shows `message` in place of the rows (the list has none).
    func showEmpty(_ message: String) { tableView.backgroundView = EmptyStateView(message: message) }

    /// Asks for every row again.
    func reloadData() { tableView.reloadData() }
}
