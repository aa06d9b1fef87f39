/// The check the test driver turns on (``Application/verifiesPartialRedraws``): a frame that redrew
/// only some rows must equal a full redraw of the same state.
extension Application {
    /// Draws everything into a scratch grid and compares it with `grid`, which redrew only `rows`.
    func verifyPartialRedraw(of grid: CellGrid, rows: [Bool]) {
        let scratch = grids[1 - gridIndex]
        scratch.clear()
        window.drawHierarchy(in: Canvas(grid: scratch, origin: .zero, clip: Rect(origin: .zero, size: scratch.size)))
        if !usesColor { scratch.removeColors() }
        var differences: [String] = []
        for y in 0..<grid.size.height {
            let drawn = (0..<grid.size.width).map { grid[$0, y] }
            let expected = (0..<grid.size.width).map { scratch[$0, y] }
            guard drawn != expected else { continue }
            let text = { (cells: [Cell]) in cells.map(\.grapheme).joined() }
            differences.append("row \(y)\(rows[y] ? " (redrawn)" : " (kept)"): drew |\(text(drawn))| full |\(text(expected))|")
            if differences.count == 3 { break }
        }
        guard !differences.isEmpty else { return }
        let message = "A partial redraw differs from a full one (a view changed without setNeedsDisplay()):\n"
            + differences.joined(separator: "\n")
        if let onPartialRedrawMismatch { onPartialRedrawMismatch(message) } else { assertionFailure(message) }
    }
}
