/// A scrolling list of rows in sections, shaped like `UITableView`, with keyboard navigation.
///
/// ```swift
/// tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
/// tableView.dataSource = self      // numberOfRowsInSection, cellForRowAt (dequeueReusableCell…)
/// tableView.delegate = self        // heightForRowAt, didSelectRowAt, tableViewDidReachEnd …
/// ```
///
/// **Reuse.** Only visible rows have cells. Cells scrolled out go to a reuse queue per identifier and
/// come back from ``dequeueReusableCell(withIdentifier:for:)`` after ``TableViewCell/prepareForReuse()``.
/// Row heights are asked lazily for rows being laid out; the scroll position is kept as "this row, so
/// many lines scrolled", so neither memory nor time grows with the number of rows (a million rows is
/// fine; only the per-section row counts are kept).
///
/// **Keys** (while the table is the first responder): ↑/↓ or k/j move the selection (skipping section
/// headers and footers), PgUp/PgDn by a page, Home/End to the first/last row, Enter activates the
/// focused button of the selected row or else calls `didSelectRowAt`; Tab/→ and Shift-Tab/← move
/// focus between the selected row's ``TableViewCell/focusableControls`` (focus resets when the row
/// changes; Tab past the last button leaves the table); `r` triggers the ``refreshControl``.
/// Reaching the last row calls ``TableViewDelegate/tableViewDidReachEnd(_:)`` (load more).
///
/// Rows are drawn so that scrolling by one line shifts the rows' band exactly (no sticky headers, the
/// highlight moves with the selection), which lets the renderer scroll the terminal instead of
/// repainting it.
@MainActor
open class TableView: View {
    /// Where ``scrollToRow(at:at:animated:)`` puts a row.
    public enum ScrollPosition: Sendable {
        /// Scroll as little as possible to make the row visible.
        case none
        /// Row at the top.
        case top
        /// Row in the middle.
        case middle
        /// Row at the bottom.
        case bottom
    }

    /// Animation of row updates (accepted for UIKit compatibility; the terminal does not animate).
    public enum RowAnimation: Sendable {
        /// The system's choice.
        case automatic
        /// No animation.
        case none
        /// Fade.
        case fade
    }

    /// Creates an empty table view.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: Configuration

    /// Supplies rows and cells (held weakly).
    public weak var dataSource: (any TableViewDataSource)? { didSet { reloadData() } }
    /// Sizes rows and receives events (held weakly).
    public weak var delegate: (any TableViewDelegate)? { didSet { reloadData() } }
    /// The height of rows in lines when the delegate does not say (default 1).
    open var rowHeight: Int = 1 { didSet { rowHeightCache.removeAll(keepingCapacity: true); setNeedsLayout() } }
    /// Shown behind the rows while the table has no rows (an empty-state message).
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view above the first section (scrolls with the rows).
    open var tableHeaderView: View? {
        didSet { oldValue?.removeFromSuperview(); if let tableHeaderView { addSubview(tableHeaderView) }; setNeedsLayout() }
    }
    /// A view below the last section, e.g. a "No more" line (scrolls with the rows).
    open var tableFooterView: View? {
        didSet { oldValue?.removeFromSuperview(); if let tableFooterView { addSubview(tableFooterView) }; setNeedsLayout() }
    }
    /// Refresh on `r`; while refreshing, its one-line indicator takes the table's top line.
    open var refreshControl: RefreshControl? {
        didSet { oldValue?.removeFromSuperview(); if let refreshControl { addSubview(refreshControl) }; setNeedsLayout() }
    }
    /// Whether a one-column scroll indicator is drawn at the right while the rows do not all fit.
    open var showsVerticalScrollIndicator = true { didSet { setNeedsLayout() } }
    /// Whether the first row is selected automatically when the table has focus and no selection (default true).
    open var selectsFirstRowAutomatically = true

    // MARK: Reuse

    private var registrations: [String: TableViewCell.Type] = [:]
    private var reusePool: [String: [TableViewCell]] = [:]
    private var visibleCellsByIndexPath: [IndexPath: TableViewCell] = [:]
    /// How many cells this table has created (for tests and the benchmark).
    public private(set) var createdCellCount = 0

    /// Registers the cell class created for `identifier` when the reuse queue is empty.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `indexPath`: a reused one (after ``TableViewCell/prepareForReuse()``) or a new one of
    /// the registered class. Traps when nothing is registered for `identifier`, as UIKit does.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        preconditionFailure("TableView: no cell class registered for reuse identifier '\(identifier)'")
    }

    /// A reused or new cell for `identifier`, or `nil` when the queue is empty and no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registrations[identifier] else { return nil }
        createdCellCount += 1
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Data

    private var sectionCounts: [Int] = []
    private var rowOffsets: [Int] = []
    private var countsLoaded = false
    /// Total rows over all sections.
    public private(set) var totalRowCount = 0

    private func loadCounts() {
        let sections = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        sectionCounts = (0..<sections).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        rowOffsets = []
        rowOffsets.reserveCapacity(sections)
        var total = 0
        for count in sectionCounts { rowOffsets.append(total); total += count }
        totalRowCount = total
        countsLoaded = true
    }

    private func ensureCounts() {
        if !countsLoaded {
            loadCounts()
            clampSelection()
        }
    }

    /// The number of sections (as last loaded from the data source).
    public var numberOfSections: Int { ensureCounts(); return sectionCounts.count }

    /// The number of rows in `section` (as last loaded from the data source).
    public func numberOfRows(inSection section: Int) -> Int {
        ensureCounts()
        return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
    }

    /// Re-reads everything from the data source; visible cells are recycled and asked for again.
    /// The selection is kept (clamped to the new rows).
    public func reloadData() {
        countsLoaded = false
        rowHeightCache.removeAll(keepingCapacity: true)
        recycleAllVisibleCells()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Asks the data source again for the cells of `indexPaths` (when visible).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        for indexPath in indexPaths {
            if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) { recycle(cell, at: indexPath) }
            rowHeightCache[indexPath] = nil
        }
        setNeedsLayout()
    }

    /// Tells the table that rows were inserted in the data source at `indexPaths` (new positions).
    /// The selection stays on the same item.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        if var selected = selectedIndexPath {
            for indexPath in indexPaths.sorted() where indexPath.section == selected.section && indexPath.row <= selected.row {
                selected.row += 1
            }
            selectedIndexPath = selected
        }
        recycleAllVisibleCells()
        rowHeightCache.removeAll(keepingCapacity: true)
        loadCounts()
        clampSelection()
        if let selectedIndexPath { pendingScroll = (selectedIndexPath, ScrollPosition.none) }
        setNeedsLayout()
    }

    /// Tells the table that the rows at `indexPaths` (old positions) were deleted from the data source.
    /// A deleted selection moves to the row that took its place (or the one before at the end).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        if var selected = selectedIndexPath {
            var deletedSelection = false
            for indexPath in indexPaths.sorted(by: >) where indexPath.section == selected.section {
                if indexPath.row < selected.row { selected.row -= 1 } else if indexPath.row == selected.row { deletedSelection = true }
            }
            selectedIndexPath = selected
            if deletedSelection { focusedControlIndex = nil }
        }
        recycleAllVisibleCells()
        rowHeightCache.removeAll(keepingCapacity: true)
        loadCounts()
        clampSelection()
        if let selectedIndexPath { pendingScroll = (selectedIndexPath, ScrollPosition.none) }
        setNeedsLayout()
    }

    /// Accepted for UIKit compatibility (updates apply immediately).
    public func beginUpdates() {}
    /// Asks the delegate for every row's height again, as in UIKit (updates apply immediately).
    public func endUpdates() {
        rowHeightCache.removeAll(keepingCapacity: true)
        setNeedsLayout()
    }

    // MARK: Selection and focus

    private var selectedIndexPath: IndexPath?
    /// Which of the selected row's ``TableViewCell/focusableControls`` has focus (`nil`: the row itself).
    public private(set) var focusedControlIndex: Int? { didSet { if focusedControlIndex != oldValue { setNeedsLayout() } } }

    /// The selected row.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// Selects the row at `indexPath` (`nil` clears) and scrolls it into view as `scrollPosition` says.
    /// Calls `didHighlightRowAt`, and `tableViewDidReachEnd` when it is the last row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none) {
        ensureCounts()
        guard let indexPath else {
            selectedIndexPath = nil
            focusedControlIndex = nil
            setNeedsLayout()
            return
        }
        guard isValid(indexPath) else { return }
        setSelection(indexPath, scrollPosition: scrollPosition, notify: true)
    }

    /// Clears the selection if it is `indexPath`.
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
        if selectedIndexPath == indexPath { selectRow(at: nil) }
    }

    private func setSelection(_ indexPath: IndexPath, scrollPosition: ScrollPosition, notify: Bool) {
        let previous = selectedIndexPath
        let changed = indexPath != previous
        selectedIndexPath = indexPath
        if changed { focusedControlIndex = nil }
        if scrollPosition != .none || !moveSelectionInPlace(from: previous, to: indexPath) {
            pendingScroll = (indexPath, scrollPosition)
            setNeedsLayout()
        }
        guard notify, changed else { return }
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        if indexPath == lastRow { delegate?.tableViewDidReachEnd(self) }
    }

    /// Shows the selection moved from `old` to `new` without a layout, as UIKit selects a row, when
    /// nothing else waits for one and `new` is in view as it is (a scroll to it would not move the
    /// rows): the two cells change their look, the rows and every other cell stay. False when the
    /// table must lay out.
    private func moveSelectionInPlace(from old: IndexPath?, to new: IndexPath) -> Bool {
        guard !needsLayout, pendingScroll == nil, !isComputingEntries, focusedControlIndex == nil,
              let cell = visibleCellsByIndexPath[new], !cell.hadHighlightedControl else { return false }
        let oldCell = old.flatMap { visibleCellsByIndexPath[$0] }
        guard oldCell?.hadHighlightedControl != true else { return false }
        let (anchorBefore, offsetBefore) = (anchor, anchorOffset)
        applyScroll(to: new, position: .none)
        guard anchor == anchorBefore, anchorOffset == offsetBefore else {
            (anchor, anchorOffset) = (anchorBefore, offsetBefore)
            return false
        }
        oldCell?.isSelected = false
        cell.isSelected = true
        return true
    }

    private func clampSelection() {
        guard let selected = selectedIndexPath else { return }
        if isValid(selected) { return }
        if totalRowCount == 0 {
            selectedIndexPath = nil
            focusedControlIndex = nil
            return
        }
        if sectionCounts.indices.contains(selected.section), sectionCounts[selected.section] > 0 {
            selectedIndexPath = IndexPath(row: min(selected.row, sectionCounts[selected.section] - 1), section: selected.section)
        } else {
            let section = min(selected.section, sectionCounts.count - 1)
            let probe = IndexPath(row: 0, section: section)
            selectedIndexPath = nextRow(after: IndexPath(row: -1, section: probe.section)) ?? lastRow
        }
        focusedControlIndex = nil
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        sectionCounts.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < sectionCounts[indexPath.section]
    }

    /// The first row of the table.
    var firstRow: IndexPath? { nextRow(after: IndexPath(row: -1, section: 0)) }

    /// The last row of the table.
    var lastRow: IndexPath? {
        for section in sectionCounts.indices.reversed() where sectionCounts[section] > 0 {
            return IndexPath(row: sectionCounts[section] - 1, section: section)
        }
        return nil
    }

    private func nextRow(after indexPath: IndexPath) -> IndexPath? {
        guard indexPath.section >= 0 else { return firstRow }
        if sectionCounts.indices.contains(indexPath.section), indexPath.row + 1 < sectionCounts[indexPath.section] {
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        var section = indexPath.section + 1
        while section < sectionCounts.count {
            if sectionCounts[section] > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }

    private func previousRow(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.row > 0, sectionCounts.indices.contains(indexPath.section) {
            return IndexPath(row: min(indexPath.row - 1, sectionCounts[indexPath.section] - 1), section: indexPath.section)
        }
        var section = indexPath.section - 1
        while section >= 0 {
            if sectionCounts[section] > 0 { return IndexPath(row: sectionCounts[section] - 1, section: section) }
            section -= 1
        }
        return nil
    }

    /// The table takes keyboard focus.
    open override var canBecomeFirstResponder: Bool { true }

    /// Focus changes the highlight colour of the selection.
    open override func didBecomeFirstResponder() { setNeedsLayout(); setNeedsDisplay() }
    /// Focus changes the highlight colour of the selection.
    open override func didResignFirstResponder() { setNeedsLayout(); setNeedsDisplay() }

    // MARK: Keyboard

    /// Moves the selection by `delta` rows (clamped at the ends).
    public func moveSelection(by delta: Int) {
        ensureCounts()
        guard totalRowCount > 0 else { return }
        guard let current = selectedIndexPath else {
            if let first = firstRow { setSelection(first, scrollPosition: .none, notify: true) }
            return
        }
        var target = current
        if delta > 0 {
            for _ in 0..<delta { guard let n = nextRow(after: target) else { break }; target = n }
        } else {
            for _ in 0..<(-delta) { guard let p = previousRow(before: target) else { break }; target = p }
        }
        if target == current {
            pendingScroll = (current, ScrollPosition.none)
            setNeedsLayout()
            if delta > 0, current == lastRow { delegate?.tableViewDidReachEnd(self) }
            return
        }
        setSelection(target, scrollPosition: .none, notify: true)
    }

    private var pageRowCount: Int {
        let rows = layoutEntries.filter {
            if case .row = $0.item { return $0.y >= 0 && $0.y + $0.height <= viewportHeight }
            return false
        }.count
        return max(1, rows - 1)
    }

    /// Whether Enter on a row selects it (``TableViewDelegate/tableView(_:didSelectRowAt:)``), as
    /// `UITableView.allowsSelection`; `false` for a list whose rows open nothing: Enter is then
    /// not the table's (a focused row button still takes it) and no `Enter Select` hint shows.
    public var allowsSelection = true

    /// `↑↓ Move` and `Enter Select` when there are rows; `r Refresh` with a refresh control.
    open override var keyHints: [KeyHint] {
        ensureCounts()
        let refreshes = refreshControl?.isEnabled ?? false
        guard totalRowCount > 0 else { return refreshes ? Self.refreshHints : [] }
        if allowsSelection { return refreshes ? Self.selectingRefreshingHints : Self.selectingHints }
        return refreshes ? Self.movingRefreshingHints : Self.movingHints
    }

    // Asked at every frame: the lists are made once.
    private static let refreshHints = [KeyHint("r", .refresh)]
    private static let movingHints = [KeyHint("↑↓", .move)]
    private static let movingRefreshingHints = movingHints + refreshHints
    private static let selectingHints = movingHints + [KeyHint("Enter", .select)]
    private static let selectingRefreshingHints = selectingHints + refreshHints

    /// Handles the table's keys (see the type's discussion).
    open override func handleKey(_ key: Key) -> Bool {
        ensureCounts()
        switch key {
        case .down, .character("j"):
            guard totalRowCount > 0 else { return false }
            moveSelection(by: 1)
        case .up, .character("k"):
            guard totalRowCount > 0 else { return false }
            // At the top row, ↑ is not the table's: focus may move to the view above it.
            if key == .up, let selected = selectedIndexPath, selected == firstRow { return false }
            moveSelection(by: -1)
        case .pageDown:
            guard totalRowCount > 0 else { return false }
            moveSelection(by: pageRowCount)
        case .pageUp:
            guard totalRowCount > 0 else { return false }
            moveSelection(by: -pageRowCount)
        case .home:
            guard let first = firstRow else { return false }
            setSelection(first, scrollPosition: .none, notify: true)
        case .end:
            guard let last = lastRow else { return false }
            if selectedIndexPath == last { delegate?.tableViewDidReachEnd(self) }
            setSelection(last, scrollPosition: .none, notify: true)
        case .enter:
            return activateSelection()
        case .tab, .right:
            return focusNextControl(wrapsOut: key == .tab)
        case .backTab, .left:
            return focusPreviousControl()
        case .character("r"):
            return refreshFromUser()
        default:
            return false
        }
        return true
    }

    /// What `r` does in the table, for a screen that wants `r` to refresh wherever its focus is:
    /// shows the refresh control's indicator and runs its actions, unless a refresh is already
    /// running. Returns `false` when the table has no enabled refresh control.
    @discardableResult
    public func refreshFromUser() -> Bool {
        guard let refreshControl, refreshControl.isEnabled else { return false }
        if !refreshControl.isRefreshing {
            refreshControl.beginRefreshing()
            refreshControl.sendActions()
        }
        return true
    }

    private var selectedControls: [Control] {
        guard let selected = selectedIndexPath else { return [] }
        // A reloaded row gets its cell back at the next layout; keys may arrive before it.
        if cellForRow(at: selected) == nil { layoutIfNeeded() }
        guard let cell = cellForRow(at: selected) else { return [] }
        return cell.focusableControls
    }

    /// Whether the selected row has buttons that Tab and → move into.
    public var selectedRowHasControls: Bool { !selectedControls.isEmpty }

    private func focusNextControl(wrapsOut: Bool) -> Bool {
        let controls = selectedControls
        guard !controls.isEmpty else { return false }
        let next = focusedControlIndex.map { $0 + 1 } ?? 0
        if next < controls.count {
            focusedControlIndex = next
            return true
        }
        if wrapsOut {
            focusedControlIndex = nil
            return false
        }
        return true
    }

    private func focusPreviousControl() -> Bool {
        guard let index = focusedControlIndex else { return false }
        focusedControlIndex = index > 0 ? index - 1 : nil
        return true
    }

    /// Enter: the focused button of the selected row, else `didSelectRowAt`.
    private func activateSelection() -> Bool {
        guard let selected = selectedIndexPath else { return false }
        let controls = selectedControls
        if let index = focusedControlIndex, controls.indices.contains(index) {
            controls[index].sendActions()
        } else if allowsSelection {
            delegate?.tableView(self, didSelectRowAt: selected)
        } else {
            return false
        }
        return true
    }

    // MARK: Visible cells

    /// The cell showing `indexPath`, when visible.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The row a visible cell shows.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard cell.tableView === self, let indexPath = cell.indexPath, visibleCellsByIndexPath[indexPath] === cell else { return nil }
        return indexPath
    }

    /// The visible cells, top to bottom.
    public var visibleCells: [TableViewCell] {
        indexPathsForVisibleRows.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The visible rows, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] { visibleCellsByIndexPath.keys.sorted() }

    /// Runs `body`; when `marking` is false, what it changes marks nothing to redraw (moved rows cover it).
    private func marks(_ marking: Bool, _ body: () -> Void) {
        if !marking, let application = window?.owningApplication { application.withoutDisplayMarks(body) } else { body() }
    }

    /// Takes `cell` off the table into the reuse pool. `marking: false` when moved rows already cover
    /// where it was: the cell's own changes as it leaves mark nothing (the delegate's still do).
    private func recycle(_ cell: TableViewCell, at indexPath: IndexPath, marking: Bool = true) {
        let detach = {
            cell.isSelected = false
            if cell.hadHighlightedControl {
                for control in cell.focusableControls { control.isHighlighted = false }
                cell.hadHighlightedControl = false
            }
            cell.removeFromSuperview()
        }
        marks(marking, detach)
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cell.indexPath = nil
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    private func recycleAllVisibleCells() {
        let visible = visibleCellsByIndexPath
        visibleCellsByIndexPath.removeAll(keepingCapacity: true)
        for (indexPath, cell) in visible { recycle(cell, at: indexPath) }
    }

    // MARK: Scrolling

    enum Item: Hashable {
        case tableHeader
        case sectionHeader(Int)
        case row(IndexPath)
        case sectionFooter(Int)
        case tableFooter

        var order: (Int, Int, Int) {
            switch self {
            case .tableHeader: return (-1, 0, 0)
            case .sectionHeader(let s): return (s, 0, 0)
            case .row(let ip): return (ip.section, 1, ip.row)
            case .sectionFooter(let s): return (s, 2, 0)
            case .tableFooter: return (Int.max, 0, 0)
            }
        }

        var isHeader: Bool {
            switch self { case .tableHeader, .sectionHeader: return true; default: return false }
        }

        var isFooter: Bool {
            switch self { case .tableFooter, .sectionFooter: return true; default: return false }
        }
    }

    struct LayoutEntry: Equatable {
        var item: Item
        var y: Int
        var height: Int
        var title: String?
    }

    /// The scroll position: `anchor` is the first item at least partly visible, `anchorOffset` how many
    /// of its lines are scrolled above the top.
    private var anchor: Item = .tableHeader
    private var anchorOffset = 0
    private var pendingScroll: (IndexPath, ScrollPosition)?
    private var laidOutViewportHeight = 0
    private var laidOutWidth = 0
    /// What the table draws itself (section titles, the scroll indicator) follows these: when
    /// they change, the table is drawn again; a selection that moves without scrolling redraws
    /// only the two cells.
    private(set) var layoutEntries: [LayoutEntry] = [] {
        didSet { if layoutEntries != oldValue && !isComputingEntries { setNeedsDisplay() } }
    }
    /// While a layout works out its entries: whether they changed is decided once, after (a scroll
    /// moves the drawn rows instead of drawing them again).
    private var isComputingEntries = false
    /// Where the table was when its rows were last laid out: a later layout may move the rows drawn
    /// there only if nothing of this changed.
    private struct DrawnGeometry: Equatable {
        var origin: Point
        var size: Size
        var viewportTop: Int
        var contentWidth: Int
    }
    private var drawnGeometry: DrawnGeometry?
    private var contentScrolls = false { didSet { if contentScrolls != oldValue { setNeedsDisplay() } } }

    /// The table moves its cells when laid out (they redraw themselves); it redraws itself only when
    /// what it draws changes.
    open override var redrawsWhenLaidOut: Bool { false }
    private var viewportTop = 0
    private var viewportHeight: Int { max(0, bounds.height - viewportTop) }
    /// The delegate's row heights, kept until the rows or the width change (see ``layoutSubviews()``).
    private var rowHeightCache: [IndexPath: Int] = [:]

    /// Scrolls so that the row at `indexPath` is visible at `scrollPosition`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool = false) {
        ensureCounts()
        guard isValid(indexPath) else { return }
        pendingScroll = (indexPath, scrollPosition)
        setNeedsLayout()
    }

    private func next(_ item: Item) -> Item? {
        let n = sectionCounts.count
        switch item {
        case .tableHeader: return n > 0 ? .sectionHeader(0) : .tableFooter
        case .sectionHeader(let s): return sectionCounts[s] > 0 ? .row(IndexPath(row: 0, section: s)) : .sectionFooter(s)
        case .row(let ip):
            return ip.row + 1 < sectionCounts[ip.section] ? .row(IndexPath(row: ip.row + 1, section: ip.section)) : .sectionFooter(ip.section)
        case .sectionFooter(let s): return s + 1 < n ? .sectionHeader(s + 1) : .tableFooter
        case .tableFooter: return nil
        }
    }

    private func previous(_ item: Item) -> Item? {
        let n = sectionCounts.count
        switch item {
        case .tableHeader: return nil
        case .sectionHeader(let s): return s > 0 ? .sectionFooter(s - 1) : .tableHeader
        case .row(let ip): return ip.row > 0 ? .row(IndexPath(row: ip.row - 1, section: ip.section)) : .sectionHeader(ip.section)
        case .sectionFooter(let s):
            return sectionCounts[s] > 0 ? .row(IndexPath(row: sectionCounts[s] - 1, section: s)) : .sectionHeader(s)
        case .tableFooter: return n > 0 ? .sectionFooter(n - 1) : .tableHeader
        }
    }

    private func isValid(_ item: Item) -> Bool {
        switch item {
        case .tableHeader, .tableFooter: return true
        case .sectionHeader(let s), .sectionFooter(let s): return sectionCounts.indices.contains(s)
        case .row(let ip): return isValid(ip)
        }
    }

    private var contentWidth: Int { max(0, bounds.width - (showsVerticalScrollIndicator && contentScrolls ? 1 : 0)) }

    private func extraViewHeight(_ view: View?) -> Int {
        guard let view, !view.isHidden else { return 0 }
        if view.frame.height > 0 { return view.frame.height }
        return max(0, view.sizeThatFits(Size(width: contentWidth, height: 10_000)).height)
    }

    private func title(of item: Item) -> String? {
        switch item {
        case .sectionHeader(let s): return dataSource?.tableView(self, titleForHeaderInSection: s)
        case .sectionFooter(let s): return dataSource?.tableView(self, titleForFooterInSection: s)
        default: return nil
        }
    }

    private func height(of item: Item) -> Int {
        switch item {
        case .tableHeader: return extraViewHeight(tableHeaderView)
        case .tableFooter: return extraViewHeight(tableFooterView)
        case .sectionHeader, .sectionFooter: return title(of: item) == nil ? 0 : 1
        case .row(let ip):
            if let cached = rowHeightCache[ip] { return cached }
            let h = max(1, delegate?.tableView(self, heightForRowAt: ip) ?? rowHeight)
            rowHeightCache[ip] = h
            return h
        }
    }

    private func isBefore(_ a: Item, _ b: Item) -> Bool { a.order < b.order }

    /// Puts `item`'s bottom at the viewport's bottom.
    private func alignBottom(_ item: Item) {
        var remaining = viewportHeight
        var current = item
        var steps = 0
        while steps < 100_000 {
            steps += 1
            let h = height(of: current)
            if h >= remaining {
                anchor = current
                anchorOffset = h - remaining
                return
            }
            remaining -= h
            guard let p = previous(current) else {
                anchor = current
                anchorOffset = 0
                return
            }
            current = p
        }
        anchor = current
        anchorOffset = 0
    }

    /// Total height of items from `first` through `last` (stops once it exceeds `limit`).
    private func height(from first: Item, through last: Item, limit: Int) -> Int {
        var total = 0
        var current: Item? = first
        while let item = current {
            total += height(of: item)
            if item == last || total > limit { break }
            current = next(item)
        }
        return total
    }

    private func applyScroll(to indexPath: IndexPath, position: ScrollPosition) {
        guard isValid(indexPath) else { return }
        let row = Item.row(indexPath)
        let vh = viewportHeight
        guard vh > 0 else { return }
        switch position {
        case .top:
            anchor = row; anchorOffset = 0
        case .bottom:
            alignBottom(row)
        case .middle:
            let h = height(of: row)
            var above = max(0, (vh - h) / 2)
            var current = row
            while above > 0, let p = previous(current) {
                let ph = height(of: p)
                if ph > above { anchor = p; anchorOffset = ph - above; return }
                above -= ph
                current = p
            }
            anchor = current; anchorOffset = 0
        case .none:
            var first = row
            while let p = previous(first), p.isHeader { first = p }
            var last = row
            // Keep the footers that follow in view too (past empty, untitled sections),
            // so selecting the last row shows the table footer ("No more").
            while let n = next(last), n.isFooter || (n.isHeader && height(of: n) == 0) { last = n }
            if height(from: first, through: row, limit: vh) > vh { first = row }
            if height(from: row, through: last, limit: vh) > vh { last = row }
            if isBefore(first, anchor) || (first == anchor && anchorOffset > 0) {
                anchor = first; anchorOffset = 0
                return
            }
            // Is `last` fully inside the viewport?
            var y = -anchorOffset
            var current: Item? = anchor
            while let item = current {
                let h = height(of: item)
                if item == last {
                    if y + h <= vh { return }
                    break
                }
                y += h
                if y >= vh { break }
                current = next(item)
            }
            if height(from: first, through: last, limit: vh) > vh {
                anchor = row; anchorOffset = 0
            } else {
                alignBottom(last)
            }
        }
    }

    private func clampAnchor() {
        if !isValid(anchor) {
            switch anchor {
            case .row(let ip) where sectionCounts.indices.contains(ip.section):
                anchor = sectionCounts[ip.section] > 0
                    ? .row(IndexPath(row: min(ip.row, sectionCounts[ip.section] - 1), section: ip.section))
                    : .sectionHeader(ip.section)
            default:
                anchor = .tableHeader
            }
            anchorOffset = 0
        }
        anchorOffset = max(0, min(anchorOffset, height(of: anchor) - 1))
    }

    // MARK: Layout

    /// Lays out the visible rows: recycles cells that scrolled out, asks the data source for cells of
    /// rows that scrolled in, and positions headers, footers and the refresh indicator.
    open override func layoutSubviews() {
        ensureCounts()
        // Heights are kept from layout to layout, as UIKit keeps them: asked again after a reload,
        // an insert or delete, `endUpdates()`, or a change of width (a wrapped row's lines).
        if bounds.width != laidOutWidth { rowHeightCache.removeAll(keepingCapacity: true) }
        let refreshing = refreshControl?.isRefreshing ?? false
        // One loader at a time: while a HUD covers the table (a retry of a first load), the HUD
        // is the refresh's progress and the `Refreshing…` line stays away.
        let showsRefreshLine = refreshing && HUD.hud(for: self) == nil
        viewportTop = showsRefreshLine ? 1 : 0
        if let refreshControl {
            refreshControl.isHidden = !showsRefreshLine
            refreshControl.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        }
        if selectedIndexPath == nil, selectsFirstRowAutomatically, isFirstResponder, let first = firstRow {
            selectedIndexPath = first
            focusedControlIndex = nil
        }
        clampAnchor()
        // The viewport changed size (a resize, the refresh line): keep the selection in view.
        if viewportHeight != laidOutViewportHeight || bounds.width != laidOutWidth, pendingScroll == nil,
           let selectedIndexPath, laidOutViewportHeight > 0 {
            pendingScroll = (selectedIndexPath, ScrollPosition.none)
        }
        laidOutViewportHeight = viewportHeight
        laidOutWidth = bounds.width
        let entriesBefore = layoutEntries
        isComputingEntries = true
        // Two passes: the first may discover that the rows overflow (a scroll indicator column is needed).
        for _ in 0..<2 {
            let widthBefore = contentWidth
            if let (indexPath, position) = pendingScroll { applyScroll(to: indexPath, position: position) }
            computeEntries()
            if contentWidth == widthBefore { break }
            rowHeightCache.removeAll(keepingCapacity: true)
        }
        isComputingEntries = false
        pendingScroll = nil
        // A scroll moves the rows already drawn (as UIKit moves a scroll view's layers) and draws only
        // what came into view; anything else that changed the entries draws the table again.
        let geometry = DrawnGeometry(origin: originInWindow, size: bounds.size, viewportTop: viewportTop, contentWidth: contentWidth)
        var movedBy: Int?
        if layoutEntries != entriesBefore {
            if geometry == drawnGeometry,
               let dy = DrawnRows.scrollShift(from: entriesBefore, to: layoutEntries, viewportHeight: viewportHeight),
               moveDrawnRows(by: dy) {
                movedBy = dy
            } else {
                setNeedsDisplay()
            }
        }
        drawnGeometry = geometry
        placeSubviews(movedBy: movedBy)
    }

    /// Moves the rows drawn last frame by `dy` lines (``Application/moveDrawnContent(in:by:)``) and
    /// marks the scroll indicator's column; false when they cannot be moved: the table is not wholly
    /// on screen, or something is drawn over its rows.
    private func moveDrawnRows(by dy: Int) -> Bool {
        guard let application = window?.owningApplication, isVisibleOnScreen else { return false }
        let origin = originInWindow
        let rows = Rect(x: origin.x, y: origin.y + viewportTop, width: contentWidth, height: viewportHeight)
        // Its subviews are its cells and its own views, or something else (a HUD) may be on the rows.
        var ownSubviews = visibleCellsByIndexPath.count
        for view in [tableHeaderView, tableFooterView, backgroundView, refreshControl] where view?.superview === self { ownSubviews += 1 }
        guard !rows.isEmpty, subviews.count == ownSubviews, DrawnRows.isWhollyShown(rows, in: self),
              !DrawnRows.isCovered(rows, above: self) else { return false }
        guard application.moveDrawnContent(in: rows, by: dy) else { return false }
        if contentWidth < bounds.width {
            setNeedsDisplay(inColumnsOf: Rect(x: contentWidth, y: viewportTop, width: bounds.width - contentWidth, height: viewportHeight))
        }
        return true
    }

    private func computeEntries() {
        let vh = viewportHeight
        var entries: [LayoutEntry] = []
        var y = -anchorOffset
        var current: Item? = anchor
        while let item = current, y < vh {
            let h = height(of: item)
            if h > 0 { entries.append(LayoutEntry(item: item, y: y, height: h, title: title(of: item))) }
            y += h
            current = next(item)
        }
        while let item = current, height(of: item) == 0 { current = next(item) }
        let atTop = previous(anchor) == nil && anchorOffset == 0
        if current == nil, y < vh, !atTop {
            // Scrolled past the end (rows were deleted or the table grew taller): pull back.
            alignBottom(.tableFooter)
            entries.removeAll()
            y = -anchorOffset
            current = anchor
            while let item = current, y < vh {
                let h = height(of: item)
                if h > 0 { entries.append(LayoutEntry(item: item, y: y, height: h, title: title(of: item))) }
                y += h
                current = next(item)
            }
            while let item = current, height(of: item) == 0 { current = next(item) }
        }
        let nowAtTop = previous(anchor) == nil && anchorOffset == 0
        contentScrolls = !(nowAtTop && current == nil && y <= vh)
        layoutEntries = entries
    }

    /// Positions the visible cells, headers and footers; after a move of the drawn rows (`movedBy`),
    /// views that moved with them are moved without being drawn again, and cells that left the screen
    /// are recycled without marking where they were (moved rows cover it).
    private func placeSubviews(movedBy dy: Int? = nil) {
        let width = contentWidth
        func place(_ view: View, _ frame: Rect) {
            if let dy, view.frame.offsetBy(dx: 0, dy: dy) == frame {
                view.moveFrameWithDrawnContent(to: frame)
            } else {
                view.frame = frame
            }
        }
        // The rows on screen: a screenful, so an array's linear search beats hashing index paths.
        var wanted: [IndexPath] = []
        wanted.reserveCapacity(layoutEntries.count)
        var headerPlaced = false, footerPlaced = false
        for entry in layoutEntries {
            switch entry.item {
            case .row(let ip): wanted.append(ip)
            case .tableHeader:
                if let header = tableHeaderView { place(header, Rect(x: 0, y: viewportTop + entry.y, width: width, height: entry.height)) }
                headerPlaced = true
            case .tableFooter:
                if let footer = tableFooterView { place(footer, Rect(x: 0, y: viewportTop + entry.y, width: width, height: entry.height)) }
                footerPlaced = true
            default: break
            }
        }
        if !headerPlaced, let header = tableHeaderView {
            marks(dy == nil) { header.frame = Rect(x: 0, y: -10_000, width: width, height: extraViewHeight(header)) }
        }
        if !footerPlaced, let footer = tableFooterView {
            marks(dy == nil) { footer.frame = Rect(x: 0, y: bounds.height + 10_000, width: width, height: extraViewHeight(footer)) }
        }
        // Recycle cells that scrolled out (their index paths collected first: removing while
        // iterating the dictionary copied it; most layouts recycle nothing and allocate nothing).
        var gone: [IndexPath] = []
        for indexPath in visibleCellsByIndexPath.keys where !wanted.contains(indexPath) { gone.append(indexPath) }
        for indexPath in gone {
            guard let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) else { continue }
            recycle(cell, at: indexPath, marking: dy == nil)
        }
        // Cells for rows that scrolled in, top to bottom.
        let focused = isFirstResponder
        for entry in layoutEntries {
            guard case .row(let indexPath) = entry.item else { continue }
            let cell: TableViewCell
            let frame = Rect(x: 0, y: viewportTop + entry.y, width: width, height: entry.height)
            if let existing = visibleCellsByIndexPath[indexPath] {
                cell = existing
                place(cell, frame)
            } else {
                guard let dataSource else { continue }
                cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.indexPath = indexPath
                // Placed before it joins the table: it marks only where it now is, not where it was.
                if cell.superview !== self { cell.frame = frame }
                visibleCellsByIndexPath[indexPath] = cell
                if cell.superview !== self {
                    if let background = backgroundView, background.superview === self {
                        insertSubview(cell, aboveSubview: background)
                    } else {
                        insertSubview(cell, at: 0)
                    }
                }
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                cell.frame = frame
            }
            let isSelected = indexPath == selectedIndexPath
            cell.isSelected = isSelected
            // The row's buttons are looked for only when one is, or was, highlighted.
            if cell.hadHighlightedControl || (isSelected && focused && focusedControlIndex != nil) {
                let controls = cell.focusableControls
                var any = false
                for (i, control) in controls.enumerated() {
                    let highlighted = isSelected && focused && focusedControlIndex == i
                    control.isHighlighted = highlighted
                    any = any || highlighted
                }
                cell.hadHighlightedControl = any
            }
        }
        if let backgroundView {
            // An error or empty state gives way while a refresh runs: what it said is being retried.
            backgroundView.isHidden = totalRowCount > 0 || (refreshControl?.isRefreshing ?? false)
            backgroundView.frame = Rect(x: 0, y: viewportTop, width: bounds.width, height: viewportHeight)
        }
        if let refreshControl { bringSubviewToFront(refreshControl) }
    }

    // MARK: Drawing

    /// Draws section titles and the scroll indicator (cells draw themselves).
    open override func draw(_ canvas: Canvas) {
        super.draw(canvas)
        let width = contentWidth
        for entry in layoutEntries {
            guard let title = entry.title else { continue }
            let y = viewportTop + entry.y
            switch entry.item {
            case .sectionHeader:
                canvas.draw(title, at: Point(x: 0, y: y), style: Theme.sectionHeader, maxWidth: width)
            case .sectionFooter:
                canvas.draw(title, at: Point(x: 1, y: y), style: Theme.sectionFooter, maxWidth: max(0, width - 1))
            default:
                break
            }
        }
        drawScrollIndicator(canvas)
    }

    private func drawScrollIndicator(_ canvas: Canvas) {
        guard showsVerticalScrollIndicator, contentScrolls, totalRowCount > 0 else { return }
        let vh = viewportHeight
        guard vh > 0 else { return }
        let x = bounds.width - 1
        let rows = layoutEntries.compactMap { entry -> IndexPath? in
            if case .row(let ip) = entry.item { return ip }
            return nil
        }
        let firstIndex = rows.first.map { globalIndex($0) } ?? 0
        let lastIndex = rows.last.map { globalIndex($0) } ?? firstIndex
        let total = max(1, totalRowCount)
        let thumb = max(1, min(vh, (vh * (lastIndex - firstIndex + 1) + total - 1) / total))
        var top = (vh * firstIndex) / total
        if lastIndex == total - 1 { top = vh - thumb }
        top = min(max(0, top), vh - thumb)
        let track = Style(foreground: .gray, attributes: [.dim])
        let thumbStyle = Style(foreground: .gray)
        for y in 0..<vh {
            let inThumb = y >= top && y < top + thumb
            (inThumb ? Self.thumbRun : Self.trackRun)
                .draw(in: canvas, at: Point(x: x, y: viewportTop + y), style: inThumb ? thumbStyle : track)
        }
    }

    private static let thumbRun = GlyphRun("┃")
    private static let trackRun = GlyphRun("│")

    private func globalIndex(_ indexPath: IndexPath) -> Int {
        (rowOffsets.indices.contains(indexPath.section) ? rowOffsets[indexPath.section] : 0) + indexPath.row
    }

    /// A table wants all the space it is offered.
    open override func sizeThatFits(_ size: Size) -> Size { size }
}
