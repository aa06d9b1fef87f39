/// What a table needs to move the rows it drew instead of drawing them again
/// (``Application/moveDrawnContent(in:by:)``): whether its new layout is a pure scroll of the old
/// one, and whether anything else shows in its rows' rectangle.
@MainActor
enum DrawnRows {
    /// How many lines every entry moved from `previous` to `current` when the rows only scrolled:
    /// each entry on screen both times has the same height and title and moved by the same amount,
    /// less than the viewport. Nil otherwise. Both lists are in the table's order.
    static func scrollShift(from previous: [TableView.LayoutEntry], to current: [TableView.LayoutEntry],
                            viewportHeight: Int) -> Int? {
        var shift: Int?
        var i = 0
        for entry in current {
            while i < previous.count, previous[i].item.order < entry.item.order { i += 1 }
            guard i < previous.count, previous[i].item == entry.item else { continue }
            let old = previous[i]
            guard old.height == entry.height, old.title == entry.title else { return nil }
            let dy = entry.y - old.y
            if let shift, shift != dy { return nil }
            shift = dy
        }
        guard let shift, shift != 0, abs(shift) < viewportHeight else { return nil }
        return shift
    }

    /// Whether `rect` (screen coordinates) lies inside every superview of `view`, so none of it was
    /// clipped away.
    static func isWhollyShown(_ rect: Rect, in view: View) -> Bool {
        var current = view.superview
        while let ancestor = current {
            if screenRect(of: ancestor).intersection(rect) != rect { return false }
            current = ancestor.superview
        }
        return true
    }

    /// Whether a view drawn after `view` reaches into `rect`: a view in front of it or of one of its
    /// ancestors (a sheet, an alert, a badge).
    static func isCovered(_ rect: Rect, above view: View) -> Bool {
        var child = view
        while let parent = child.superview {
            let siblings = parent.subviewsForDrawing
            if let index = siblings.firstIndex(where: { $0 === child }) {
                for later in siblings[(index + 1)...] where !later.isHidden {
                    if !screenRect(of: later).intersection(rect).isEmpty { return true }
                }
            }
            child = parent
        }
        return false
    }

    private static func screenRect(of view: View) -> Rect {
        Rect(origin: view.originInWindow, size: view.frame.size)
    }
}
