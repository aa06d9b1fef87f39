import Domain
import MVPPresenters
import PatternKit
import SceneViews
import TerminalUI

/// A row class a ``PagedTableController`` registers, sizes and dequeues by itself (the
/// SceneViews cells already have both members).
@MainActor
protocol PagedTableRow: TableViewCell {
    /// The identifier the table registers the class under.
    static var reuseIdentifier: String { get }
    /// The row's height in lines.
    static var height: Int { get }
}

/// The passive half of a paged list: a table whose first section holds the item rows and
/// whose second holds the retry row, its `No more` footer and refresh control, the
/// ``MVPPresenters/PagedListViewInterface`` setters its presenter calls, and the table's data
/// source and delegate, which ask that presenter (a ``MVPPresenters/PagedListPresenter``) for
/// every count and forward every event. Toasts and alerts go to the page (`host`) the table
/// sits in. Subclasses only fill an item row (``configure(_:at:)``).
@MainActor
class PagedTableController<Row: PagedTableRow>: TableListView, PagedListViewInterface, TableViewDataSource, TableViewDelegate {
    /// The table.
    let tableView = TableView()
    /// The page the table is on.
    weak var host: ViewController?
    private let footerView = ListFooterView()
    private let list: any PagedListPresenter

    /// Creates the table of `list`, on the page `host`.
    init(list: any PagedListPresenter, host: ViewController) {
        self.list = list
        self.host = host
        tableView.tableFooterView = footerView
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.list.didPullToRefresh() }
        tableView.refreshControl = refresh
        tableView.register(Row.self, forCellReuseIdentifier: Row.reuseIdentifier)
        RetryCell.register(in: tableView)
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Fills `row` with item `index`: subclasses ask their presenter (this does nothing).
    func configure(_ row: Row, at index: Int) {}

    /// The item row selected now, if an item row (not the retry row) is selected.
    var selectedItemRow: Int? {
        guard let indexPath = tableView.indexPathForSelectedRow, indexPath.section == 0 else { return nil }
        return indexPath.row
    }

    // MARK: PagedListViewInterface

    func setFooter(_ text: String) { footerView.text = text }

    func selectRow(at index: Int?) {
        tableView.selectRow(at: index.map { IndexPath(row: $0, section: 0) }, scrollPosition: .top)
    }

    func deleteRow(at index: Int) { tableView.deleteRows(at: [IndexPath(row: index, section: 0)]) }

    func revealRetryRow() { RetryCell.reveal(at: IndexPath(row: 0, section: 1), in: tableView) }

    func showToast(_ message: String) {
        guard let host else { return }
        Toast.show(message, in: host.view)
    }

    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        host?.presentConfirmation(confirmation, onConfirm: onConfirm)
    }

    // MARK: TableViewDataSource

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 1 ? (list.showsRetryRow ? 1 : 0) : list.numberOfRows
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        indexPath.section == 1 ? 1 : Row.height
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == 1 {
            return RetryCell.dequeue(from: tableView, for: indexPath, text: list.retryRowTitle)
        }
        let row = tableView.dequeueReusableCell(withIdentifier: Row.reuseIdentifier, for: indexPath) as! Row
        configure(row, at: indexPath.row)
        return row
    }

    // MARK: TableViewDelegate

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 { list.didSelectRetryRow() } else { list.didSelectRow(at: indexPath.row) }
    }

    func tableViewDidReachEnd(_ tableView: TableView) { list.didReachEnd() }
}
