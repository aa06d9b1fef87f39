/// Part of ``TableView``: row counts per section and the data source's updates (reload, insert, delete).
extension TableView {
    func loadCounts() {
        let sections = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        sectionCounts = (0..<sections).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        rowOffsets = []
        rowOffsets.reserveCapacity(sections)
        var total = 0
        for count in sectionCounts { rowOffsets.append(total); total += count }
        totalRowCount = total
        countsLoaded = true
    }

    func ensureCounts() {
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
}
