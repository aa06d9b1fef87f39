import Domain
import MVIFeatures
import SceneViews
import TerminalUI

/// Renders one ``PagedListState`` into a ``TableView``: HUD, pull-to-refresh, error view,
/// `No more` footer, rows and the retry row. It is the table's data source and delegate
/// and forwards what the user does as closures (the screen turns them into actions).
///
/// It keeps only what it last drew — the row ids, and the rows of the cells on screen — and
/// reads every row through ``rowForID`` (the store's current state) when a cell is made. So a
/// render costs what is on screen, not what is loaded: with 10,000 blogs, comparing or copying
/// every row on every action would cost milliseconds.
///
/// The cursor row is state too (``PagedListState/highlighted``): the table reports where the
/// cursor went (``didHighlightRow``, or ``RenderOutcome/highlight`` when a reload or a delete
/// moved it), and `render` moves the cursor when the state's row changed — which only happens
/// without the table moving first when a session tape is replayed. So a replay scrolls the list
/// exactly as the user did.
@MainActor
final class PagedTable<Row: Identifiable & Equatable>: TableViewDataSource, TableViewDelegate {
    /// What drawing the state asks the screen to send back.
    struct RenderOutcome {
        /// Row 0 was selected (the one-shot `selectFirstRow` to acknowledge).
        var selectedFirstRow = false
        /// The cursor is elsewhere than the state says (moved by a reload, a delete, or the
        /// first-row selection): report it. `nil`: nothing to report.
        var highlight: ListRow?? = nil

        /// The actions that report this for the list of `tab`.
        func actions(for tab: ProfileFeature.Tab) -> [ProfileFeature.Action] {
            var actions: [ProfileFeature.Action] = []
            if selectedFirstRow { actions.append(.firstRowSelected(tab)) }
            if let highlight { actions.append(.rowHighlighted(tab, highlight)) }
            return actions
        }
    }

    let tableView = TableView()
    private let footerView = ListFooterView()
    private let strings: Localizer
    private let rowHeight: Int

    /// Makes the cell of a row.
    var cellForRow: (@MainActor (TableView, IndexPath, Row) -> TableViewCell)?
    /// The current row of an id (read from the store's state).
    var rowForID: (@MainActor (Row.ID) -> Row?)?
    var didSelectRow: (@MainActor (Row) -> Void)?
    var didSelectRetry: (@MainActor () -> Void)?
    var didReachEnd: (@MainActor () -> Void)?
    var didPullToRefresh: (@MainActor () -> Void)?
    /// The user moved the cursor (not called for moves `render` makes; see ``RenderOutcome``).
    var didHighlightRow: (@MainActor (ListRow) -> Void)?

    /// The ids of the rows, in order, as last drawn.
    private(set) var ids: [Row.ID] = []
    /// The rows the cells on screen show, as drawn.
    private var drawnRows: [IndexPath: Row] = [:]
    private var showsRetryRow = false
    private var status: ListStatusRenderer
    private var drawnHighlight: ListRow?
    private var reportedHighlight: ListRow??
    private var isRendering = false

    /// The row at `index`, as the state has it now.
    func row(at index: Int) -> Row? {
        ids.indices.contains(index) ? rowForID?(ids[index]) : nil
    }

    init(strings: Localizer, rowHeight: Int, cellType: TableViewCell.Type, reuseIdentifier: String) {
        self.strings = strings
        self.status = ListStatusRenderer(strings: strings)
        self.rowHeight = rowHeight
        tableView.register(cellType, forCellReuseIdentifier: reuseIdentifier)
        tableView.register(RetryCell.self, forCellReuseIdentifier: RetryCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableFooterView = footerView
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.didPullToRefresh?() }
        tableView.refreshControl = refresh
    }

    /// Draws `list`, whose rows are `newIDs`; returns what the screen must report back.
    func render<Item: Equatable & Sendable>(_ list: PagedListState<Item>, ids newIDs: [Row.ID]) -> RenderOutcome {
        isRendering = true
        defer { isRendering = false }
        var outcome = RenderOutcome()
        let loadFinished = status.render(isShowingHUD: list.isShowingHUD, isLoading: list.isLoading,
                                         error: list.firstLoadError, in: tableView)
        let footer = list.showsNoMore ? strings(.noMore) : ""
        if footerView.text != footer { footerView.text = footer }
        showRows(newIDs, retryRow: list.loadMoreFailed, reload: loadFinished)
        if list.highlighted != drawnHighlight {
            drawnHighlight = list.highlighted
            if cursorRow != list.highlighted { tableView.selectRow(at: list.highlighted.map(indexPath), scrollPosition: .none) }
        }
        if list.selectFirstRow {
            tableView.selectRow(at: ids.isEmpty ? nil : IndexPath(row: 0, section: 0), scrollPosition: .top)
            outcome.selectedFirstRow = true
        }
        // Report where the cursor is when the state says otherwise — once, not again on the
        // renders before the report arrives.
        let cursor = cursorRow
        if cursor == list.highlighted {
            reportedHighlight = nil
        } else if reportedHighlight != .some(cursor) {
            reportedHighlight = .some(cursor)
            outcome.highlight = .some(cursor)
        }
        return outcome
    }

    /// Where the cursor is now (after the table applied any reload).
    private var cursorRow: ListRow? {
        _ = tableView.numberOfSections  // a reload clamps the selection when it counts rows
        return tableView.indexPathForSelectedRow.map { $0.section == 1 ? .retry : .item($0.row) }
    }

    private func indexPath(_ row: ListRow) -> IndexPath {
        switch row {
        case .item(let index): IndexPath(row: index, section: 0)
        case .retry: IndexPath(row: 0, section: 1)
        }
    }

    private func showRows(_ newIDs: [Row.ID], retryRow: Bool, reload: Bool) {
        let old = ids
        ids = newIDs
        defer { showsRetryRow = retryRow }
        if reload || retryRow != showsRetryRow {
            tableView.reloadData()
        } else if old == newIDs {  // the same array buffer when the list did not change: O(1)
            let changed = drawnRows.compactMap { indexPath, drawn in rowForID?(drawn.id) != drawn ? indexPath : nil }
            if !changed.isEmpty { tableView.reloadRows(at: changed.sorted()) }
        } else if newIDs.count == old.count - 1,
                  let index = old.indices.first(where: { $0 >= newIDs.count || old[$0] != newIDs[$0] }),
                  old[(index + 1)...].elementsEqual(newIDs[index...]) {
            tableView.deleteRows(at: [IndexPath(row: index, section: 0)])
        } else {
            tableView.reloadData()
        }
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 1 ? (showsRetryRow ? 1 : 0) : ids.count
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        indexPath.section == 1 ? 1 : rowHeight
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: RetryCell.reuseIdentifier, for: indexPath)
            cell.textLabel.text = strings(.loadMoreFailed)
            return cell
        }
        guard let cellForRow, let row = row(at: indexPath.row) else { preconditionFailure("PagedTable: no row \(indexPath.row)") }
        drawnRows[indexPath] = row
        return cellForRow(tableView, indexPath, row)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 {
            didSelectRetry?()
        } else if let row = row(at: indexPath.row) {
            didSelectRow?(row)
        }
    }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        guard !isRendering else { return }
        didHighlightRow?(indexPath.section == 1 ? .retry : .item(indexPath.row))
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        drawnRows[indexPath] = nil
    }

    func tableViewDidReachEnd(_ tableView: TableView) { didReachEnd?() }
}
