import MVVMViewModels
import SceneViews
import TerminalUI

/// Binds a ``TableView`` to a ``PagedListViewModel``: it is the table's data source and
/// delegate, and keeps the HUD, the pull-to-refresh indicator, the error view, the
/// `No more` footer, the rows and the retry row in step with the view model.
///
/// The profile uses one for the blogs and one for the drafts. Toasts and confirmations
/// go to ``onEvent`` (the screen shows them); selecting the first row after a reload is
/// handled here.
@MainActor
final class PagedListAdapter<Row: Identifiable>: TableViewDataSource, TableViewDelegate {
    /// The list shown.
    let list: PagedListViewModel<Row>
    /// The table it fills.
    let tableView = TableView()
    /// Makes the cell of a row.
    var cellForRow: (@MainActor (TableView, IndexPath, Row) -> TableViewCell)?
    /// A row was activated (Enter on the row itself).
    var didSelectRow: (@MainActor (Row) -> Void)?
    /// A toast or a confirmation to show.
    var onEvent: (@MainActor (ViewEvent) -> Void)?

    private let rowHeight: Int
    private let footerView = ListFooterView()
    private var bindings: [ObservationToken] = []
    private var shownIDs: [Row.ID] = []
    private var showsRetryRow = false

    init(list: PagedListViewModel<Row>, rowHeight: Int) {
        self.list = list
        self.rowHeight = rowHeight
        tableView.register(RetryCell.self, forCellReuseIdentifier: RetryCell.reuseIdentifier)
        tableView.tableFooterView = footerView
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in
            guard let self else { return }
            self.tableView.perform(self.list.refresh())
        }
        tableView.refreshControl = refresh
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Starts the bindings (after the first command, so the first frame shows its state).
    func bind() {
        let list = list, tableView = tableView
        bindings = [
            observe({ list.isShowingHUD }) { showing in
                if showing { HUD.show(in: tableView, text: list.loadingText) } else { HUD.hide(for: tableView) }
            },
            observe({ list.isLoading }) { loading in
                if !loading { tableView.refreshControl?.endRefreshing() }
            },
            observe({ list.errorMessage }) { message in
                guard let message else { tableView.backgroundView = nil; return }
                let errorView = ErrorStateView()
                errorView.message = message
                errorView.hint = list.retryHint
                tableView.backgroundView = errorView
            },
            observe { [footerView] in footerView.text = list.footerText },
            observe({ (list.rowIDs, list.showsRetryRow) }) { [weak self] shown in
                self?.showRows(shown.0, retryRow: shown.1)
            },
            observe({ list.takeEvents() }) { [weak self] events in
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
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: RetryCell.reuseIdentifier, for: indexPath)
            cell.textLabel.text = list.retryTitle
            return cell
        }
        guard let cellForRow else { preconditionFailure("PagedListAdapter: cellForRow is not set") }
        return cellForRow(tableView, indexPath, list.rows[indexPath.row])
    }

    // MARK: TableViewDelegate

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        indexPath.section == 1 ? 1 : rowHeight
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 {
            tableView.perform(list.retryLoadMore())
        } else if list.rows.indices.contains(indexPath.row) {
            didSelectRow?(list.rows[indexPath.row])
        }
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        tableView.perform(list.loadNextPage())
    }
}
