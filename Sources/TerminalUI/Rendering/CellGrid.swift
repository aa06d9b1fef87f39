/// A full frame of terminal cells, row-major, that views draw into and the ``FrameEncoder`` diffs.
///
/// Invariants kept by every mutating method except the raw subscript setter: a wide (two-column)
/// grapheme is a cell of width 2 followed by a continuation cell (`""`, width 0, same style);
/// a wide grapheme never starts in the last column; overwriting either half of a wide grapheme
/// blanks the other half; cells never hold control characters.
///
/// Used on the main actor only; not `Sendable`.
public final class CellGrid {
    /// Width and height in cells.
    public private(set) var size: Size
    /// Row-major storage, `size.width * size.height` cells.
    var cells: [Cell]

    /// A blank (plain spaces) grid of `size`; negative dimensions count as 0.
    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: .empty, count: self.size.width * self.size.height)
    }

    /// The cell at column `x`, row `y`. Reading outside the grid returns a blank cell and writing
    /// there is ignored. The setter stores the cell as given (no wide-character bookkeeping);
    /// prefer ``put(_:at:style:clip:)`` and ``fill(_:style:)``.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x, y) ? cells[y * size.width + x] : .empty }
        set { if contains(x, y) { cells[y * size.width + x] = newValue } }
    }

    /// Changes the size, keeping the overlapping top-left content and blanking the rest.
    /// A wide grapheme cut by the new right edge is blanked.
    public func resize(to newSize: Size) {
        let s = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        guard s != size else { return }
        var next = Array(repeating: Cell.empty, count: s.width * s.height)
        let copyWidth = min(s.width, size.width)
        for y in 0..<min(s.height, size.height) {
            for x in 0..<copyWidth { next[y * s.width + x] = cells[y * size.width + x] }
            if copyWidth > 0, copyWidth == s.width, next[y * s.width + copyWidth - 1].width == 2 {
                next[y * s.width + copyWidth - 1] = .blank(next[y * s.width + copyWidth - 1].style)
            }
        }
        size = s
        cells = next
    }

    /// Moves the cells of `rect` (inside the grid) by `dy` rows within it, as a scroll moves them: up
    /// when `dy` is negative. The rows the move uncovers keep their old cells (the caller draws them
    /// again). Returns the rows where a wide grapheme now crosses the rectangle's left or right edge
    /// (a half moved, the other did not): those rows need drawing again as well.
    func moveRows(in rect: Rect, by dy: Int) -> [Int] {
        guard dy != 0, abs(dy) < rect.height, rect.minX >= 0, rect.minY >= 0,
              rect.maxX <= size.width, rect.maxY <= size.height else { return [] }
        let width = size.width
        let rows = dy < 0 ? Array(rect.minY..<(rect.maxY + dy)) : Array((rect.minY + dy)..<rect.maxY).reversed()
        cells.withUnsafeMutableBufferPointer { c in
            guard let base = c.baseAddress else { return }
            for y in rows {  // a cell holds no reference: each row's run is copied as memory
                (base + y * width + rect.minX).update(from: base + (y - dy) * width + rect.minX, count: rect.width)
            }
        }
        var broken: [Int] = []
        for y in rect.minY..<rect.maxY {
            let row = y * width
            let leftCut = rect.minX > 0 && (cells[row + rect.minX].width == 0 || cells[row + rect.minX - 1].width == 2)
            let rightCut = rect.maxX < width && (cells[row + rect.maxX].width == 0 || cells[row + rect.maxX - 1].width == 2)
            if leftCut || rightCut { broken.append(y) }
        }
        return broken
    }

    /// Blanks every cell in `style`.
    public func clear(style: Style = .plain) {
        let blank = Cell.blank(style)
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: blank) }
    }

    /// Fills `rect` (clipped to the grid) with spaces in `style`. A wide grapheme cut by the
    /// rectangle's edge loses its other half too.
    public func fill(_ rect: Rect, style: Style) {
        fill(rect, with: .blank(style))
    }

    /// Fills `rect` (clipped to the grid) with copies of `cell`, which must be one column wide. A
    /// wide grapheme cut by the rectangle's edge loses its other half too.
    func fill(_ rect: Rect, with cell: Cell) {
        let r = rect.intersection(Rect(origin: .zero, size: size))
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            splitWide(at: r.minX, y)
            splitWide(at: r.maxX - 1, y)
        }
        updateCells(in: r) { $0 = cell }
    }

    /// Adds `attributes` to the style of every cell of `rect` (clipped to the grid).
    func insert(_ attributes: Style.Attributes, in rect: Rect) {
        updateCells(in: rect) { $0.style.attributes.formUnion(attributes) }
    }

    /// Gives every cell of `rect` (clipped to the grid) that has the default background the
    /// background `color`; those whose foreground is `lifted` get `replacement` instead.
    func fillBackground(_ color: Color, in rect: Rect, lifting lifted: Color, to replacement: Color) {
        updateCells(in: rect) { cell in
            guard cell.style.background == .default else { return }
            if cell.style.foreground == lifted { cell.style.foreground = replacement }
            cell.style.background = color
        }
    }

    /// Changes every cell of `rect` (clipped to the grid) with `change`, through one access to the
    /// storage for the whole rectangle (not a uniqueness check per cell).
    @inline(__always)
    private func updateCells(in rect: Rect, _ change: (inout Cell) -> Void) {
        let r = rect.intersection(Rect(origin: .zero, size: size))
        guard !r.isEmpty else { return }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { c in
            for y in r.minY..<r.maxY {
                let base = y * width
                for x in r.minX..<r.maxX { change(&c[base + x]) }
            }
        }
    }

    /// Draws one line of text starting at `at`, never past `clip` (grid coordinates) or the grid.
    ///
    /// Graphemes are placed by ``TextWidth``; control characters and lone zero-width marks are
    /// dropped. Graphemes left of `clip` are skipped (a wide one straddling the clip's left edge
    /// leaves a blank). A wide grapheme that would cross the right limit is not drawn and its first
    /// column is blanked instead. Returns the columns used, counted from `at.x`.
    @discardableResult
    public func put(_ text: String, at: Point, style: Style, clip: Rect) -> Int {
        let bounds = clip.intersection(Rect(origin: .zero, size: size))
        guard !bounds.isEmpty, at.y >= bounds.minY, at.y < bounds.maxY else { return 0 }
        let y = at.y
        var x = at.x
        guard x < bounds.maxX else { return 0 }
        let limit = bounds.maxX
        let base = y * size.width
        var text = text
        if let used = text.withUTF8({ putPrintableASCII($0, x: x, y: y, bounds: bounds, style: style) }) {
            return max(0, used - at.x)
        }
        for character in text {
            let w = TextWidth.width(of: character)
            if w == 0 { continue }
            if x + w > limit {
                if x >= bounds.minX && x < limit { setNarrow(.blank(style), x: x, y: y); x += 1 }
                break
            }
            if x + w <= bounds.minX { x += w; continue }
            if x < bounds.minX {  // right half of a wide grapheme peeks into the clip
                setNarrow(.blank(style), x: bounds.minX, y: y)
                x += w
                continue
            }
            if w == 1 {
                if let ascii = character.asciiValue, cells[base + x].width == 1 {
                    cells[base + x] = Cell(cluster: Grapheme(ascii: ascii), width: 1, style: style)
                } else {
                    setNarrow(Cell(cluster: Grapheme(character), width: 1, style: style), x: x, y: y)
                }
            } else {
                splitWide(at: x, y)
                splitWide(at: x + 1, y)
                cells[base + x] = Cell(cluster: Grapheme(character), width: 2, style: style)
                cells[base + x + 1] = Cell(cluster: .none, width: 0, style: style)
            }
            x += w
        }
        return max(0, x - at.x)
    }

    /// ``put(_:at:style:clip:)`` for text all in printable ASCII (a column a byte, no grapheme to
    /// find or measure): the column after the text, or nil when `bytes` are not all printable ASCII.
    private func putPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, x start: Int, y: Int, bounds: Rect, style: Style) -> Int? {
        guard bytes.allSatisfy(TextWidth.isPrintableASCII) else { return nil }
        let base = y * size.width
        var x = start
        for byte in bytes {
            if x >= bounds.maxX { break }
            if x >= bounds.minX {
                let cell = Cell(cluster: Grapheme(ascii: byte), width: 1, style: style)
                if cells[base + x].width == 1 { cells[base + x] = cell } else { setNarrow(cell, x: x, y: y) }
            }
            x += 1
        }
        return x
    }

    /// Takes the colours out of every cell (``Style/withoutColors``).
    public func removeColors() {
        for i in cells.indices where cells[i].style.foreground != .default || cells[i].style.background != .default {
            cells[i].style = cells[i].style.withoutColors
        }
    }

    /// ``removeColors()`` for the cells of `rect` only.
    public func removeColors(in rect: Rect) {
        let r = rect.intersection(Rect(origin: .zero, size: size))
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            for i in (y * size.width + r.minX)..<(y * size.width + r.maxX)
            where cells[i].style.foreground != .default || cells[i].style.background != .default {
                cells[i].style = cells[i].style.withoutColors
            }
        }
    }

    /// Each row as text: a wide grapheme once, continuation cells skipped, trailing spaces trimmed.
    public func textLines() -> [String] {
        var bytes: [UInt8] = []
        return (0..<size.height).map { y in
            bytes.removeAll(keepingCapacity: true)
            let base = y * size.width
            for x in 0..<size.width where cells[base + x].width != 0 { cells[base + x].cluster.appendUTF8(to: &bytes) }
            while bytes.last == 0x20 { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    // MARK: Internals

    private func contains(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < size.width && y < size.height }

    /// Writes a one-column cell at (x, y), blanking the other half of any wide grapheme it hits.
    private func setNarrow(_ cell: Cell, x: Int, y: Int) {
        splitWide(at: x, y)
        cells[y * size.width + x] = cell
    }

    /// If (x, y) is half of a wide grapheme, turns both halves into blanks of its style.
    func splitWide(at x: Int, _ y: Int) {
        guard contains(x, y) else { return }
        let i = y * size.width + x
        let cell = cells[i]
        if cell.width == 0 {
            cells[i] = .blank(cell.style)
            if x > 0, cells[i - 1].width == 2 { cells[i - 1] = .blank(cells[i - 1].style) }
        } else if cell.width == 2 {
            cells[i] = .blank(cell.style)
            if x + 1 < size.width, cells[i + 1].width == 0 { cells[i + 1] = .blank(cells[i + 1].style) }
        }
    }
}
