/// Part of ``TableView``: which items are on screen, their frames, and moving what was drawn when a scroll moves it.
extension TableView {
    /// Moves the rows drawn last frame by `dy` lines (``Application/moveDrawnContent(in:by:)``) and
    /// marks the scroll indicator's column; false when they cannot be moved: the table is not wholly
    /// on screen, or something is drawn over its rows.
    func moveDrawnRows(by dy: Int) -> Bool {
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

    func computeEntries() {
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
    func placeSubviews(movedBy dy: Int? = nil) {
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
}
