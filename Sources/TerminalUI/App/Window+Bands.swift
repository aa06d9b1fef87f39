/// A partial frame: the window draws only the marked rows and strips of the grid (``RedrawMarks``),
/// band by band — each band is blanked, then every view that reaches into it draws, clipped to it,
/// back to front.
extension Window {
    /// Draws the marked rows again, whole.
    func drawRows(_ rows: [Bool], into grid: CellGrid, usesColor: Bool) {
        var y = 0
        while y < rows.count {
            guard rows[y] else { y += 1; continue }
            var end = y
            while end < rows.count, rows[end] { end += 1 }
            draw(band: Rect(x: 0, y: y, width: grid.size.width, height: end - y), into: grid, usesColor: usesColor)
            y = end
        }
    }

    /// Draws the column strips marked in rows not drawn whole (consecutive rows with the same strip
    /// make one band).
    func drawStrips(_ strips: [Range<Int>], besides wholeRows: [Bool], into grid: CellGrid, usesColor: Bool) {
        var y = 0
        while y < strips.count {
            let strip = strips[y]
            guard !strip.isEmpty, !wholeRows[y] else { y += 1; continue }
            var end = y + 1
            while end < strips.count, strips[end] == strip, !wholeRows[end] { end += 1 }
            var band = Rect(x: strip.lowerBound, y: y, width: strip.count, height: end - y)
            // A wide character across the strip's edge (drawn there before) takes its whole rows.
            for row in y..<end where Self.crossesWide(grid, x: band.minX, y: row) || Self.crossesWide(grid, x: band.maxX, y: row) {
                band = Rect(x: 0, y: y, width: grid.size.width, height: end - y)
                break
            }
            draw(band: band, into: grid, usesColor: usesColor)
            y = end
        }
    }

    private func draw(band: Rect, into grid: CellGrid, usesColor: Bool) {
        grid.fill(band, style: .plain)
        drawHierarchy(in: Canvas(grid: grid, origin: .zero, clip: band))
        if !usesColor { grid.removeColors(in: band) }
    }

    /// Whether a wide character's two halves lie on both sides of the edge before column `x`.
    private static func crossesWide(_ grid: CellGrid, x: Int, y: Int) -> Bool {
        x > 0 && x < grid.size.width && (grid[x, y].width == 0 || grid[x - 1, y].width == 2)
    }
}
