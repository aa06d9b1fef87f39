import Domain
import MVICore
import MVIFeatures
import SceneViews
import TerminalUI

/// Renders one ``PagedListFeature`` into a ``TableView`` — HUD, pull-to-refresh, error view,
/// `No more` footer, rows and the retry row — and sends the list's actions into its scoped store
/// (refresh, reached the end, retry, cursor moves). It is the table's data source and delegate;
/// the screen says how a row's cell looks and what selecting a row does.
///
/// It keeps only what it last drew — the row ids, and the rows of the cells on screen — and
/// reads every row through the store when a cell is made. So a render costs what is on screen,
/// not what is loaded: with 10,000 blogs, comparing or copying every row on every action would
/// cost milliseconds.
///
/// The cursor row is state too (``PagedListFeature/State/highlighted``): the table reports where
/// the cursor went (`rowHighlighted`), and ``CursorRowSync`` keeps the two in step.
@MainActor
final class PagedTable<Item: Identifiable & Equatable & Sendable>: TableViewDataSource, TableViewDelegate where Item.ID: Sendable {
    typealias List = PagedListFeature<Item>

    let tableView = TableView()
    private let store: Store<List.State, List.Action>
    private let footerView = ListFooterView()
    private let strings: Localizer
    private let emptyText: L10n
    private let rowHeight: Int

    /// Makes the cell of a row.
    var cellForRow: (@MainActor (TableView, IndexPath, Item) -> TableViewCell)?
    /// The user chose a row.
    var didSelectRow: (@MainActor (Item) -> Void)?

    /// The ids of the rows, in order, as last drawn.
    private(set) var ids: [Item.ID] = []
    /// The rows the cells on screen show, as drawn.
    private var drawnRows: [IndexPath: Item] = [:]
    // mvx-mutate:equivalent-next-line BooleanLiteral: the table is first drawn after its first render (the blogs' in viewDidLoad, the drafts' in the action that shows them), which reloads and sets it from the state
    private var showsRetryRow = false
    private var status: ListStatusRenderer
    private var cursor = CursorRowSync<ListRow>()
    // mvx-mutate:equivalent-next-line BooleanLiteral: read only when a row is highlighted; before the first render there is no row (no ids, no retry row), and render leaves it false
    private var isRendering = false
    /// The revision of the state's rows when the rows on screen were last compared with them
    /// (nil after anything else redrew rows).
    private var comparedRevision: UInt64?

    /// A table for the list `store` (a scope of the screen's store), whose rows are `cellType`
    /// cells of `rowHeight` lines.
    init(store: Store<List.State, List.Action>, strings: Localizer, emptyText: L10n, rowHeight: Int,
         cellType: TableViewCell.Type, reuseIdentifier: String) {
        self.emptyText = emptyText
        self.store = store
        self.strings = strings
        self.status = ListStatusRenderer(strings: strings)
        self.rowHeight = rowHeight
        tableView.register(cellType, forCellReuseIdentifier: reuseIdentifier)
        RetryCell.register(in: tableView)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableFooterView = footerView
        let refresh = RefreshControl()
        refresh.addAction { store.send(.refresh) }
        tableView.refreshControl = refresh
    }

    /// The row at `index`, as the state has it now.
    func row(at index: Int) -> Item? {
        ids.indices.contains(index) ? store.state.items[id: ids[index]] : nil
    }

    /// Draws `list`; returns the acknowledgements the screen must send back (row 0 selected, the
    /// cursor somewhere else than the state says), after it finished drawing.
    func render(_ list: List.State) -> [List.Action] {
        isRendering = true
        defer { isRendering = false }
        var acknowledgements: [List.Action] = []
        let loadFinished = status.render(isShowingHUD: list.isShowingHUD, isLoading: list.isLoading,
                                         error: list.firstLoadError, empty: list.isEmpty ? strings(emptyText) : nil,
                                         in: tableView)
        // An empty list says so itself, without `No more` under it.
        let footer = list.isLoadingMore ? strings(.loading) : list.showsNoMore && !list.items.isEmpty ? strings(.noMore) : ""
        if footerView.text != footer { footerView.text = footer }
        let retryRowAppears = list.loadMoreFailed && !showsRetryRow
        showRows(list.items.ids, retryRow: list.loadMoreFailed, reload: loadFinished)
        cursor.draw(list.highlighted, cursor: cursorRow) { tableView.selectRow(at: $0.map(indexPath), scrollPosition: .none) }
        // The user, at the end where the load-more started, sees the retry row that just appeared.
        if retryRowAppears { RetryCell.reveal(at: IndexPath(row: 0, section: 1), in: tableView) }
        if list.selectFirstRow {
            tableView.selectRow(at: ids.isEmpty ? nil : IndexPath(row: 0, section: 0), scrollPosition: .top)
            acknowledgements.append(.firstRowSelected)
        }
        cursor.report(cursorRow, state: list.highlighted) { acknowledgements.append(.rowHighlighted($0)) }
        return acknowledgements
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

    private func showRows(_ newIDs: [Item.ID], retryRow: Bool, reload: Bool) {
        let old = ids
        ids = newIDs
        defer { showsRetryRow = retryRow }
        if reload || retryRow != showsRetryRow {
            tableView.reloadData()
        } else if old == newIDs {  // the same array buffer when the list did not change: O(1)
            // The rows on screen are compared only when some row changed since they were (a cursor
            // move changes none: the state's rows keep their revision).
            let items = store.state.items
            guard items.revision != comparedRevision else { return }
            comparedRevision = items.revision
            let changed = drawnRows.compactMap { indexPath, drawn in items[id: drawn.id] != drawn ? indexPath : nil }
            if !changed.isEmpty { tableView.reloadRows(at: changed.sorted()) }
            // mvx-mutate:equivalent-next-line NegateConditional, EqualityOperator, ArithmeticOperator: a deleted draft (the only change of ids without a load) then goes to reloadData, which TerminalUI draws as deleteRows of the selected row: same index kept (clamped), no controls in draft cells
        } else if newIDs.count == old.count - 1,
                  // mvx-mutate:equivalent-next-line EqualityOperator, RelationalOperator(<=): finds no index but the last (a first row deleted) or index 0, so the deleted draft is drawn by deleteRows of another row or reloadData: the same rows, the cursor at the same index
                  let index = old.indices.first(where: { $0 >= newIDs.count || old[$0] != newIDs[$0] }),
                  // mvx-mutate:equivalent-next-line NegateConditional: a single deleted row then goes to reloadData, drawn as its deleteRows is (same index kept, clamped)
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
            return RetryCell.dequeue(from: tableView, for: indexPath, text: strings(.loadMoreFailed))
        }
        guard let cellForRow, let row = row(at: indexPath.row) else { preconditionFailure("PagedTable: no row \(indexPath.row)") }
        drawnRows[indexPath] = row
        return cellForRow(tableView, indexPath, row)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 {
            store.send(.retry)
        } else if let row = row(at: indexPath.row) {
            didSelectRow?(row)
        }
    }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        guard !isRendering else { return }
        store.send(.rowHighlighted(indexPath.section == 1 ? .retry : .item(indexPath.row)))
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        drawnRows[indexPath] = nil
    }

    func tableViewDidReachEnd(_ tableView: TableView) { store.send(.reachedEnd) }
}
