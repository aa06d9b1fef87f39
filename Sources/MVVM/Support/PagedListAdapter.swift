import MVVMViewModels
import SceneViews
import TerminalUI

/// Binds a ``TableView`` to a ``PagedListViewModel``: it is the table's data source and
/// delegate, keeps the HUD, the pull-to-refresh indicator, the error view, the `No more`
/// footer, the rows and the retry row in step with the view model, and sends it the table's
/// events (refresh, end reached, retry row, row activated).
///
/// The profile uses one for the blogs and one for the drafts. Toasts, questions and pages to
/// open go to ``onEvent`` (the screen shows them); selecting the first row after a reload is
/// handled here.
@MainActor
final class PagedListAdapter<Row: Identifiable, Cell: TableViewCell>: TableViewDataSource, TableViewDelegate {
    /// The list shown.
    let list: PagedListViewModel<Row>
    /// The table it fills.
    let tableView = TableView()
    /// A toast, a question or a page to open, for the screen to show.
    var onEvent: (@MainActor (ViewEvent) -> Void)?

    private let rowHeight: Int
    private let configure: @MainActor (Cell, Row) -> Void
    private let footerView = ListFooterView()
    private var bindings: [ObservationToken] = []
    private var shownIDs: [Row.ID] = []
    private var showsRetryRow = false

    private static var cellIdentifier: String { String(describing: Cell.self) }

    /// An adapter showing each row of `list` in a `Cell` of `rowHeight` lines, filled by `configure`.
    init(list: PagedListViewModel<Row>, rowHeight: Int, configure: @escaping @MainActor (Cell, Row) -> Void) {
        self.list = list
        self.rowHeight = rowHeight
        self.configure = configure
        tableView.register(Cell.self, forCellReuseIdentifier: Self.cellIdentifier)
        RetryCell.register(in: tableView)
        tableView.tableFooterView = footerView
        let refresh = RefreshControl()
        refresh.addAction { [weak list] in list?.refreshRequested() }
        tableView.refreshControl = refresh
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Starts the bindings (after the first input, so the first frame shows its state).
    func bind() {
        let list = list
        bindings = tableView.bindLoading(of: list) + [
            observe { [footerView] in footerView.text = list.footerText },
            observe({ (list.rowIDs, list.showsRetryRow) }) { [weak self] shown in
                self?.showRows(shown.0, retryRow: shown.1)
            },
            observe({ list.events.take() }) { [weak self] events in
                for event in events { self?.handle(event) }
            },
        ]
    }

    private func showRows(_ ids: [Row.ID], retryRow: Bool) {
        defer { shownIDs = ids; showsRetryRow = retryRow }
        // One row gone (a deleted draft): delete it, so the selection moves as UIKit's does.
        if retryRow == showsRetryRow, let index = Self.removedIndex(from: shownIDs, to: ids) {
            tableView.deleteRows(at: [IndexPath(row: index, section: 0)])
        } else {
            tableView.reloadData()
            // The retry row just appeared: the user, at the end where the load-more started, sees it.
            if retryRow && !showsRetryRow { RetryCell.reveal(at: IndexPath(row: 0, section: 1), in: tableView) }
        }
    }

    /// The index of the one row removed between `old` and `new`, if that is the only change.
    private static func removedIndex(from old: [Row.ID], to new: [Row.ID]) -> Int? {
        guard new.count == old.count - 1 else { return nil }
        let index = new.indices.first { old[$0] != new[$0] } ?? new.count
        var expected = old
        expected.remove(at: index)
        return expected == new ? index : nil
    }

    private func handle(_ event: ViewEvent) {
        if case .selectFirstRow = event {
            tableView.selectRow(at: list.rows.isEmpty ? nil : IndexPath(row: 0, section: 0), scrollPosition: .top)
        } else {
            onEvent?(event)
        }
    }

    // MARK: TableViewDataSource

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 1 ? (list.showsRetryRow ? 1 : 0) : list.rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard indexPath.section == 0 else { return RetryCell.dequeue(from: tableView, for: indexPath, text: list.retryTitle) }
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath) as! Cell
        configure(cell, list.rows[indexPath.row])
        return cell
    }

    // MARK: TableViewDelegate

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        indexPath.section == 1 ? 1 : rowHeight
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 { list.retryRowSelected() } else { list.rowSelected(at: indexPath.row) }
    }

    func tableViewDidReachEnd(_ tableView: TableView) { list.lastRowReached() }
}
