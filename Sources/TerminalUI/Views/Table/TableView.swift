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

    var registrations: [String: TableViewCell.Type] = [:]
    var reusePool: [String: [TableViewCell]] = [:]
    var visibleCellsByIndexPath: [IndexPath: TableViewCell] = [:]

    /// How many cells this table has created (for tests and the benchmark).
    public internal(set) var createdCellCount = 0

    // MARK: Data

    var sectionCounts: [Int] = []
    var rowOffsets: [Int] = []
    var countsLoaded = false

    /// Total rows over all sections.
    public internal(set) var totalRowCount = 0

    // MARK: Selection and focus

    var selectedIndexPath: IndexPath?

    /// Which of the selected row's ``TableViewCell/focusableControls`` has focus (`nil`: the row itself).
    public internal(set) var focusedControlIndex: Int? { didSet { if focusedControlIndex != oldValue { setNeedsLayout() } } }

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

    var pageRowCount: Int {
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
    static let refreshHints = [KeyHint("r", .refresh)]

    static let movingHints = [KeyHint("↑↓", .move)]

    static let movingRefreshingHints = movingHints + refreshHints

    static let selectingHints = movingHints + [KeyHint("Enter", .select)]

    static let selectingRefreshingHints = selectingHints + refreshHints

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

    var selectedControls: [Control] {
        guard let selected = selectedIndexPath else { return [] }
        // A reloaded row gets its cell back at the next layout; keys may arrive before it.
        if cellForRow(at: selected) == nil { layoutIfNeeded() }
        guard let cell = cellForRow(at: selected) else { return [] }
        return cell.focusableControls
    }

    /// Whether the selected row has buttons that Tab and → move into.
    public var selectedRowHasControls: Bool { !selectedControls.isEmpty }

    func focusNextControl(wrapsOut: Bool) -> Bool {
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

    func focusPreviousControl() -> Bool {
        guard let index = focusedControlIndex else { return false }
        focusedControlIndex = index > 0 ? index - 1 : nil
        return true
    }

    /// Enter: the focused button of the selected row, else `didSelectRowAt`.
    func activateSelection() -> Bool {
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

    // MARK: Scrolling

    /// The scroll position: `anchor` is the first item at least partly visible, `anchorOffset` how many
    /// of its lines are scrolled above the top.
    var anchor: Item = .tableHeader
    var anchorOffset = 0
    var pendingScroll: (IndexPath, ScrollPosition)?
    var laidOutViewportHeight = 0
    var laidOutWidth = 0

    /// What the table draws itself (section titles, the scroll indicator) follows these: when
    /// they change, the table is drawn again; a selection that moves without scrolling redraws
    /// only the two cells.
    var layoutEntries: [LayoutEntry] = [] {
        didSet { if layoutEntries != oldValue && !isComputingEntries { setNeedsDisplay() } }
    }

    /// While a layout works out its entries: whether they changed is decided once, after (a scroll
    /// moves the drawn rows instead of drawing them again).
    var isComputingEntries = false
    var drawnGeometry: DrawnGeometry?
    var contentScrolls = false { didSet { if contentScrolls != oldValue { setNeedsDisplay() } } }

    /// The table moves its cells when laid out (they redraw themselves); it redraws itself only when
    /// what it draws changes.
    open override var redrawsWhenLaidOut: Bool { false }

    var viewportTop = 0

    /// The delegate's row heights, kept until the rows or the width change (see ``layoutSubviews()``).
    var rowHeightCache: [IndexPath: Int] = [:]

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

    /// A table wants all the space it is offered.
    open override func sizeThatFits(_ size: Size) -> Size { size }
}
