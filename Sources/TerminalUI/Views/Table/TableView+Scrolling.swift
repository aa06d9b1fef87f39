/// Part of ``TableView``: the scroll position ("this item, so many lines scrolled") and moving it.
extension TableView {
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

    /// Where the table was when its rows were last laid out: a later layout may move the rows drawn
    /// there only if nothing of this changed.
    struct DrawnGeometry: Equatable {
        var origin: Point
        var size: Size
        var viewportTop: Int
        var contentWidth: Int
    }

    var viewportHeight: Int { max(0, bounds.height - viewportTop) }

    /// Scrolls so that the row at `indexPath` is visible at `scrollPosition`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool = false) {
        ensureCounts()
        guard isValid(indexPath) else { return }
        pendingScroll = (indexPath, scrollPosition)
        setNeedsLayout()
    }

    func next(_ item: Item) -> Item? {
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

    func previous(_ item: Item) -> Item? {
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

    func isValid(_ item: Item) -> Bool {
        switch item {
        case .tableHeader, .tableFooter: return true
        case .sectionHeader(let s), .sectionFooter(let s): return sectionCounts.indices.contains(s)
        case .row(let ip): return isValid(ip)
        }
    }

    var contentWidth: Int { max(0, bounds.width - (showsVerticalScrollIndicator && contentScrolls ? 1 : 0)) }

    func extraViewHeight(_ view: View?) -> Int {
        guard let view, !view.isHidden else { return 0 }
        if view.frame.height > 0 { return view.frame.height }
        return max(0, view.sizeThatFits(Size(width: contentWidth, height: 10_000)).height)
    }

    func title(of item: Item) -> String? {
        switch item {
        case .sectionHeader(let s): return dataSource?.tableView(self, titleForHeaderInSection: s)
        case .sectionFooter(let s): return dataSource?.tableView(self, titleForFooterInSection: s)
        default: return nil
        }
    }

    func height(of item: Item) -> Int {
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

    func isBefore(_ a: Item, _ b: Item) -> Bool { a.order < b.order }

    /// Puts `item`'s bottom at the viewport's bottom.
    func alignBottom(_ item: Item) {
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
    func height(from first: Item, through last: Item, limit: Int) -> Int {
        var total = 0
        var current: Item? = first
        while let item = current {
            total += height(of: item)
            if item == last || total > limit { break }
            current = next(item)
        }
        return total
    }

    func applyScroll(to indexPath: IndexPath, position: ScrollPosition) {
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

    func clampAnchor() {
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
}
