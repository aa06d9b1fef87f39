import Domain
import SceneViews
import TerminalUI

/// One list on a VIPER screen: a table that shows the display-data rows it is given, with
/// the HUD, the error view, pull to refresh and, when paged, the `No more` footer and the
/// retry row (a second section). It decides nothing: what the user does on the table goes
/// out through its closures, and the screen forwards it to the presenter.
@MainActor
final class RowsTable<Row>: ListTable, TableViewDataSource, TableViewDelegate {
    /// The table, to put on screen.
    let tableView = TableView()
    /// The rows shown, in order.
    private(set) var rows: [Row] = []
    private let footerView: ListFooterView?
    private var retryText: String?
    private let rowHeight: Int
    private let reuseIdentifier: String
    private let configure: @MainActor (TableViewCell, Row) -> Void

    /// Pull to refresh (`r`); the table answers `r` only once this is set (a list that cannot
    /// be refreshed, such as the role choice, has no refresh control).
    var didPullToRefresh: (@MainActor () -> Void)? {
        didSet {
            guard didPullToRefresh != nil, tableView.refreshControl == nil else { return }
            let refresh = RefreshControl()
            refresh.addAction { [weak self] in self?.didPullToRefresh?() }
            tableView.refreshControl = refresh
        }
    }
    /// Enter on row `index`.
    var didSelectRow: (@MainActor (Int) -> Void)?
    /// Enter on the retry row.
    var didSelectRetryRow: (@MainActor () -> Void)?
    /// The selection reached the last row.
    var didReachEnd: (@MainActor () -> Void)?

    /// A table of `Cell`s, `height` lines each, filled in by `configure`; `isPaged` adds the
    /// footer and the retry row.
    init<Cell: TableViewCell>(
        of cell: Cell.Type, reuseIdentifier: String, height: Int, isPaged: Bool,
        configure: @escaping @MainActor (Cell, Row) -> Void
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = height
        self.configure = { cell, row in configure(cell as! Cell, row) }
        footerView = isPaged ? ListFooterView() : nil
        tableView.register(cell, forCellReuseIdentifier: reuseIdentifier)
        if isPaged { RetryCell.register(in: tableView) }
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableFooterView = footerView
    }

    // MARK: Showing

    /// Shows the HUD over the table.
    func showLoading(_ text: String) { HUD.show(in: tableView, text: text) }

    /// Hides the HUD and ends pull to refresh.
    func hideLoading() {
        HUD.hide(for: tableView)
        tableView.refreshControl?.endRefreshing()
    }

    /// Shows the error view instead of the rows.
    func showError(_ error: ListError) {
        tableView.backgroundView = ErrorStateView(message: error.message, hint: error.hint)
    }

    /// Hides the error view (or the empty state).
    func hideError() { tableView.backgroundView = nil }

    /// Shows `message` (`No posts yet`) instead of the rows: the list has none.
    func showEmpty(_ message: String) { tableView.backgroundView = EmptyStateView(message: message) }

    /// Sets the footer (`""` hides it).
    func setFooter(_ text: String) { footerView?.text = text }

    /// Replaces the rows; `retryText` non-nil shows the retry row; `selectFirst` selects row 0.
    func show(_ rows: [Row], footer: String = "", retryText: String? = nil, selectFirst: Bool = false) {
        self.rows = rows
        reload(footer: footer, retryText: retryText, selectFirst: selectFirst)
    }

    /// Adds rows after those shown.
    func append(_ rows: [Row], footer: String, retryText: String?) {
        self.rows.append(contentsOf: rows)
        reload(footer: footer, retryText: retryText, selectFirst: false)
    }

    /// Shows or hides the retry row and sets the footer, keeping the rows.
    func setRetryRow(_ retryText: String?, footer: String) {
        reload(footer: footer, retryText: retryText, selectFirst: false)
    }

    /// Replaces the row at `index`.
    func update(_ row: Row, at index: Int) {
        guard rows.indices.contains(index) else { return }
        rows[index] = row
        tableView.reloadRows(at: [IndexPath(row: index, section: 0)])
    }

    /// Removes the row at `index`.
    func remove(at index: Int) {
        guard rows.indices.contains(index) else { return }
        rows.remove(at: index)
        tableView.deleteRows(at: [IndexPath(row: index, section: 0)])
    }

    private func reload(footer: String, retryText: String?, selectFirst: Bool) {
        let retryRowAppears = self.retryText == nil && retryText != nil
        self.retryText = retryText
        setFooter(footer)
        tableView.reloadData()
        // The user, at the end where the load-more started, sees the retry row that just appeared.
        if retryRowAppears { RetryCell.reveal(at: IndexPath(row: 0, section: 1), in: tableView) }
        if selectFirst { tableView.selectRow(at: rows.isEmpty ? nil : IndexPath(row: 0, section: 0), scrollPosition: .top) }
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func numberOfSections(in tableView: TableView) -> Int { footerView == nil ? 1 : 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 1 ? (retryText == nil ? 0 : 1) : rows.count
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        indexPath.section == 1 ? 1 : rowHeight
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == 1 { return RetryCell.dequeue(from: tableView, for: indexPath, text: retryText ?? "") }
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        configure(cell, rows[indexPath.row])
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 { didSelectRetryRow?() } else { didSelectRow?(indexPath.row) }
    }

    func tableViewDidReachEnd(_ tableView: TableView) { didReachEnd?() }
}

/// What a ``RowsTable`` does whatever its rows, so a screen with several lists can pick one
/// by name (the profile's blogs or drafts) and tell it to load, fail or retry.
@MainActor
protocol ListTable: AnyObject {
    /// The table, to put on screen.
    var tableView: TableView { get }
    /// Shows the HUD over the table.
    func showLoading(_ text: String)
    /// Hides the HUD and ends pull to refresh.
    func hideLoading()
    /// Shows the error view instead of the rows.
    func showError(_ error: ListError)
    /// Hides the error view (or the empty state).
    func hideError()
    /// Shows `message` instead of the rows (the list has none).
    func showEmpty(_ message: String)
    /// Sets the footer (`""` hides it).
    func setFooter(_ text: String)
    /// Shows or hides the retry row and sets the footer, keeping the rows.
    func setRetryRow(_ retryText: String?, footer: String)
}
