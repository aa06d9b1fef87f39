/// Part of ``TableView``: the selected row, and the rows before and after it (skipping headers and footers).
extension TableView {
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

    func setSelection(_ indexPath: IndexPath, scrollPosition: ScrollPosition, notify: Bool) {
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
    func moveSelectionInPlace(from old: IndexPath?, to new: IndexPath) -> Bool {
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

    func clampSelection() {
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

    func isValid(_ indexPath: IndexPath) -> Bool {
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

    func nextRow(after indexPath: IndexPath) -> IndexPath? {
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

    func previousRow(before indexPath: IndexPath) -> IndexPath? {
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
}
