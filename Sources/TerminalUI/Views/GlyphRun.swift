/// One grapheme cluster with its display width, measured once (see ``GlyphRun``).
struct Glyph: Equatable {
    var cluster: Grapheme
    var width: UInt8
}

/// A line of text measured once, so views that redraw every frame (labels, table rows) do not measure
/// their text again: drawing writes the pre-measured cells straight into the canvas's grid, with the
/// same clipping and wide-character rules as `CellGrid.put`.
struct GlyphRun: Equatable {
    /// The graphemes (zero-width ones dropped).
    var glyphs: [Glyph]
    /// The total display width.
    var width: Int

    /// Measures `text`.
    init(_ text: String) {
        if let ascii = Self.measuringASCII(text) { self = ascii; return }
        self.init(measuringEachCharacter: text)
    }

    private init(glyphs: [Glyph], width: Int) {
        self.glyphs = glyphs
        self.width = width
    }

    /// The run of an all-ASCII `text` (most text on screen), byte by byte without grapheme
    /// breaking — the same run as ``init(measuringEachCharacter:)``: each printable byte is one
    /// glyph one column wide and control bytes (CR LF too) are dropped; nil when `text` is not ASCII.
    private static func measuringASCII(_ text: String) -> GlyphRun? {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte >= 0x80 { return nil }
            if TextWidth.isPrintableASCII(byte) { glyphs.append(Glyph(cluster: Grapheme(ascii: byte), width: 1)) }
        }
        return GlyphRun(glyphs: glyphs, width: glyphs.count)
    }

    /// Measures `text` one grapheme at a time.
    init(measuringEachCharacter text: String) {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        var total = 0
        for character in text {
            let w = TextWidth.width(of: character)
            guard w > 0 else { continue }
            glyphs.append(Glyph(cluster: Grapheme(character), width: UInt8(w)))
            total += w
        }
        self.glyphs = glyphs
        self.width = total
    }

    /// Draws the run at `point` (canvas coordinates) in `style`, clipped to the canvas; returns the
    /// columns used.
    @MainActor
    @discardableResult
    func draw(in canvas: Canvas, at point: Point, style: Style) -> Int {
        let grid = canvas.grid
        let bounds = canvas.clip.intersection(Rect(origin: .zero, size: grid.size))
        let y = point.y + canvas.origin.y
        let start = point.x + canvas.origin.x
        guard !bounds.isEmpty, y >= bounds.minY, y < bounds.maxY, start < bounds.maxX else { return 0 }
        let limit = bounds.maxX
        var x = start
        let base = y * grid.size.width
        var index = 0
        while index < glyphs.count {
            // Most glyphs: one column, inside the clip, over a one-column cell — written through one
            // access to the grid's storage until the first that is not.
            (index, x) = grid.cells.withUnsafeMutableBufferPointer { cells in
                var i = index, x = x
                while i < glyphs.count, glyphs[i].width == 1, x >= bounds.minX, x < limit, cells[base + x].width == 1 {
                    cells[base + x] = Cell(cluster: glyphs[i].cluster, width: 1, style: style)
                    i += 1; x += 1
                }
                return (i, x)
            }
            guard index < glyphs.count else { break }
            let glyph = glyphs[index]
            index += 1
            let w = Int(glyph.width)
            if x + w > limit {
                if x >= bounds.minX && x < limit { Self.setNarrow(.blank(style), grid: grid, x: x, y: y) ; x += 1 }
                break
            }
            if x + w <= bounds.minX { x += w; continue }
            if x < bounds.minX {
                Self.setNarrow(.blank(style), grid: grid, x: bounds.minX, y: y)
                x += w
                continue
            }
            if w == 1 {
                Self.setNarrow(Cell(cluster: glyph.cluster, width: 1, style: style), grid: grid, x: x, y: y)
            } else {
                Self.split(grid: grid, x: x, y: y)
                Self.split(grid: grid, x: x + 1, y: y)
                grid[x, y] = Cell(cluster: glyph.cluster, width: 2, style: style)
                grid[x + 1, y] = Cell(cluster: .none, width: 0, style: style)
            }
            x += w
        }
        return max(0, x - start)
    }

    @MainActor
    private static func setNarrow(_ cell: Cell, grid: CellGrid, x: Int, y: Int) {
        let current = grid[x, y]
        if current.width != 1 { split(grid: grid, x: x, y: y) }
        grid[x, y] = cell
    }

    /// If (x, y) is half of a wide grapheme, blanks both halves.
    @MainActor
    private static func split(grid: CellGrid, x: Int, y: Int) {
        let cell = grid[x, y]
        if cell.width == 0 {
            grid[x, y] = .blank(cell.style)
            if x > 0, grid[x - 1, y].width == 2 { grid[x - 1, y] = .blank(grid[x - 1, y].style) }
        } else if cell.width == 2 {
            grid[x, y] = .blank(cell.style)
            if grid[x + 1, y].width == 0 { grid[x + 1, y] = .blank(grid[x + 1, y].style) }
        }
    }
}
