/// What the next frame draws again, row by row: whole rows (what views marked with
/// `setNeedsDisplay()`), narrow column strips of other rows (a table's scroll indicator), and the rows
/// whose cells a move of drawn content shifted (not drawn, but compared by the encoder).
struct RedrawMarks {
    /// Rows drawn again across the whole width.
    private(set) var wholeRows: [Bool] = []
    /// Per row, the columns drawn again where the row is not whole (empty: none).
    private(set) var strips: [Range<Int>] = []
    /// Rows whose cells moved since the last frame.
    private(set) var movedRows: [Bool] = []
    /// Per row, the row of the last frame whose body (every column but the last) it now holds, moved
    /// there whole; -1 when a move left it unknown. Rows nothing moved hold their own.
    private var sources: [Int] = []
    /// Whether anything is marked.
    private(set) var isEmpty = true

    /// The screen height the marks are for (0 before the first frame).
    var height: Int { wholeRows.count }

    /// Clears every mark, for a screen `height` rows tall.
    mutating func reset(height: Int) {
        if wholeRows.count != height {
            wholeRows = Array(repeating: false, count: height)
            strips = Array(repeating: 0..<0, count: height)
            movedRows = Array(repeating: false, count: height)
            sources = Array(0..<height)
        } else if !isEmpty {
            for y in 0..<height { wholeRows[y] = false; strips[y] = 0..<0; movedRows[y] = false; sources[y] = y }
        }
        isEmpty = true
    }

    /// Marks `rows` whole (clamped to the screen).
    mutating func mark(rows: Range<Int>) {
        let rows = rows.clamped(to: 0..<height)
        guard !rows.isEmpty else { return }
        for y in rows { wholeRows[y] = true }
        isEmpty = false
    }

    /// Marks `columns` of `rows` (clamped to the screen's rows).
    mutating func mark(columns: Range<Int>, rows: Range<Int>) {
        let rows = rows.clamped(to: 0..<height)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        for y in rows { strips[y] = Self.union(strips[y], columns) }
        isEmpty = false
    }

    /// After the cells of `rows` moved by `dy`: each mark moves with what it marks and also stays
    /// (a whole row's mark may reach beyond the moved columns); `uncovered` and `broken` rows are
    /// marked whole; every row of `rows` is marked moved. `movesBodies`: the move took every column
    /// of the rows but perhaps the last (their bodies moved whole).
    mutating func move(rows: Range<Int>, by dy: Int, uncovered: Range<Int>, broken: [Int], movesBodies: Bool) {
        let order = dy < 0 ? Array(rows) : Array(rows.reversed())
        for y in order where rows.contains(y - dy) {
            if wholeRows[y - dy] { wholeRows[y] = true }
            strips[y] = Self.union(strips[y], strips[y - dy])
            sources[y] = movesBodies ? sources[y - dy] : -1
        }
        mark(rows: uncovered)
        for y in broken { mark(rows: y..<(y + 1)) }
        for y in rows.clamped(to: 0..<height) { movedRows[y] = true }
        isEmpty = false
    }

    /// Per row, whether the frame may differ there (drawn again or moved): what the encoder compares.
    var changedRows: [Bool] {
        var changed = wholeRows
        for y in 0..<height where !strips[y].isEmpty || movedRows[y] { changed[y] = true }
        return changed
    }

    /// Per row, the row of the last frame whose body (every column but the last, of `width`) the row
    /// holds after the frame is drawn, or -1: rows drawn whole, or in columns of the body, hold new
    /// cells; rows nothing moved hold their own.
    func bodySources(width: Int) -> [Int] {
        var result = sources
        for y in 0..<height where wholeRows[y] || (!strips[y].isEmpty && strips[y].lowerBound < width - 1) {
            result[y] = -1
        }
        return result
    }

    /// How many rows and cells the marks draw on a screen `width` columns wide.
    func drawnCounts(width: Int) -> (rows: Int, cells: Int) {
        var rows = 0, cells = 0
        for y in 0..<height where wholeRows[y] || !strips[y].isEmpty {
            rows += 1
            cells += wholeRows[y] ? width : strips[y].count
        }
        return (rows, cells)
    }

    private static func union(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
    }
}
