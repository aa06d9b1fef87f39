/// Part of ``TableView``: the cells on screen, and recycling the ones that leave it.
extension TableView {
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
    func marks(_ marking: Bool, _ body: () -> Void) {
        if !marking, let application = window?.owningApplication { application.withoutDisplayMarks(body) } else { body() }
    }

    /// Takes `cell` off the table into the reuse pool. `marking: false` when moved rows already cover
    /// where it was: the cell's own changes as it leaves mark nothing (the delegate's still do).
    func recycle(_ cell: TableViewCell, at indexPath: IndexPath, marking: Bool = true) {
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

    func recycleAllVisibleCells() {
        let visible = visibleCellsByIndexPath
        visibleCellsByIndexPath.removeAll(keepingCapacity: true)
        for (indexPath, cell) in visible { recycle(cell, at: indexPath) }
    }
}
