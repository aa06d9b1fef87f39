/// Turns successive frames (``CellGrid``s) into the bytes that bring a terminal from the previous
/// frame to the current one.
///
/// - The first frame, and the first after a size change or ``invalidate()``, is a full repaint:
///   reset pen and scroll region, clear the screen, then draw every non-blank cell.
/// - Later frames write only the cells that changed. Adjacent changed cells need no cursor move;
///   each move uses the cheapest of CUP, CHA, CR/LF, relative moves, or rewriting the few unchanged
///   cells in between. SGR is written only when the style changes, as the shorter of a delta or a
///   reset. Plain trailing blanks are cleared with EL.
/// - A run of blanks in one background (no foreground colour, no attribute) is erased rather than
///   written: EL when it reaches the row's end, ECH when it stops short of it (a scroll indicator
///   in the last column) and is long enough to pay for the erase and the move after it.
/// - When a band of rows equals the previous frame's band shifted up or down by `k` rows (compared
///   without their last column, where a full-width scroll view keeps its indicator), the band is
///   moved by the terminal (DECSTBM scroll region + SU/SD, region reset) and the rest is diffed
///   against the shifted picture.
/// - Every non-empty frame is one byte array wrapped in synchronized output (`CSI ?2026h … CSI ?2026l`)
///   with the cursor hidden while drawing. A frame with no change encodes to zero bytes.
///
/// The encoder assumes it is the only writer to the terminal between frames. Cells that break the
/// grid's invariants (a wide head without its continuation, an orphan continuation, a control
/// character) are written as a blank or U+FFFD.
public struct FrameEncoder {
    /// What the terminal shows after the last frame (row-major, `size` cells).
    private var model: [Cell] = []
    private var modelHashes: [UInt64] = []
    /// The hashes of the model's rows without their last column (``RowHasher/hashes(_:from:count:)``).
    private var modelBodyHashes: [UInt64] = []
    /// The hashes of a blank row at the model's width (worked out at each full repaint).
    private var blankHashes: (row: UInt64, body: UInt64) = (0, 0)
    /// nil until the first frame, and after ``invalidate()``: the next frame is a full repaint.
    private var modelSize: Size?
    /// The terminal's pen (nil when unknown).
    private var pen: Style?
    /// The terminal's cursor row and column; `x == nil` with a known `y` means the column is
    /// unknown (pending wrap after the last column, or after a grapheme terminals may measure differently).
    private var cursorX: Int?
    private var cursorY: Int?
    /// Where the app's visible cursor was left by the last frame (nil: hidden).
    private var shownCursor: Point?
    /// The rows the frame being encoded wrote (kept to reuse its storage).
    private var writtenRows: [Int] = []

    /// Whether scrolled bands are moved with DECSTBM + SU/SD (on by default).
    public var usesScrollRegions = true
    /// Whether runs of blanks are erased with EL and ECH (on by default).
    public var usesEraseLine = true

    /// A fresh encoder: its first frame is a full repaint.
    public init() {}

    /// Forces a full repaint on the next frame (after SIGCONT, a resize, or anything else that may
    /// have changed the screen behind the encoder's back).
    public mutating func invalidate() {
        modelSize = nil
        pen = nil
        cursorX = nil; cursorY = nil
    }

    /// The bytes that turn the previous frame into `grid`: a full repaint on the first frame and
    /// after a size change or ``invalidate()``, otherwise the minimal diff; `[]` when nothing changed.
    /// `cursor`, when given, is where the terminal's cursor is shown after drawing; nil keeps it hidden.
    /// `changedRows`, when given, says which rows may differ from the previous frame (the rows the
    /// app redrew): the others are taken as they were, without looking at them. `bodySources`, with
    /// `changedRows`, says per row which row of the previous frame it holds every column but the last
    /// of, moved there unchanged (-1: none): those cells are neither hashed nor compared again.
    public mutating func encode(_ grid: CellGrid, cursor: Point? = nil, changedRows maybeChanged: [Bool]? = nil,
                                bodySources: [Int]? = nil) -> [UInt8] {
        let size = grid.size
        let cells = grid.cells
        let full = modelSize != size
        let onlyRows = full ? nil : maybeChanged.flatMap { $0.count == size.height ? $0 : nil }
        let sources = onlyRows == nil || size.width == 0 ? nil : bodySources.flatMap { $0.count == size.height ? $0 : nil }
        var hashes: [UInt64]
        var bodies: [UInt64]
        if let onlyRows {
            hashes = modelHashes
            bodies = modelBodyHashes
            for y in 0..<size.height where onlyRows[y] {
                if let s = sources?[y], s >= 0, s < size.height {
                    bodies[y] = modelBodyHashes[s]
                    hashes[y] = RowHasher.row(body: bodies[y], last: cells[y * size.width + size.width - 1])
                } else {
                    (hashes[y], bodies[y]) = RowHasher.hashes(cells, from: y * size.width, count: size.width)
                }
            }
        } else {
            (hashes, bodies) = RowHasher.hashes(of: cells, size: size)
        }
        func mayDiffer(_ y: Int) -> Bool { onlyRows?[y] ?? true }
        var changedRows = 0
        var scrolled: ScrollDetector.Scroll?
        if !full {
            for y in 0..<size.height where mayDiffer(y) && !rowEqual(cells, y, hashes, size.width) { changedRows += 1 }
            if changedRows == 0 && cursor == shownCursor { return [] }
        }

        var out = ByteBuffer(capacity: full ? size.width * size.height * 2 + 64 : 256)
        out.append(Sequences.beginSync)
        if full || shownCursor != nil { out.append(Sequences.hideCursor) }
        if full {
            out.append(Sequences.resetPen); pen = .plain
            out.append(Sequences.resetScrollRegion)
            out.append(Sequences.eraseScreen)
            cursorX = nil; cursorY = nil  // the first move is absolute
            model = Array(repeating: .empty, count: size.width * size.height)
            blankHashes = RowHasher.blankRowHashes(width: size.width)
            modelHashes = Array(repeating: blankHashes.row, count: size.height)
            modelBodyHashes = Array(repeating: blankHashes.body, count: size.height)
            modelSize = size
        } else if usesScrollRegions && changedRows >= 2 && size.height >= 3 {
            if let scroll = ScrollDetector.best(new: bodies, old: modelBodyHashes,
                                                blank: blankHashes.body),
               verify(scroll, cells: cells, width: size.width, sources: sources) {
                emitScroll(scroll, size: size, into: &out)
                scrolled = scroll
            }
        }

        // After a scroll the terminal's picture moved: every row is compared again — but a row the
        // app moved as the terminal did holds the body the terminal now shows there.
        let comparesAll = full || scrolled != nil || onlyRows == nil
        var patches: [(Int, Cell)] = []
        writtenRows.removeAll(keepingCapacity: true)
        for y in 0..<size.height where comparesAll || mayDiffer(y) {
            if let scroll = scrolled, let sources, sources[y] >= 0, sources[y] == y + scroll.shift,
               y >= scroll.bandTop, y <= scroll.bandBottom {
                let last = y * size.width + size.width - 1
                if hashes[y] == modelHashes[y] && cells[last] == model[last] { continue }
            } else if rowEqual(cells, y, hashes, size.width) {
                continue
            }
            encodeRow(y, cells: cells, width: size.width, into: &out, patches: &patches)
            writtenRows.append(y)
        }

        if let c = cursor, c.x >= 0, c.y >= 0, c.x < size.width, c.y < size.height {
            move(toX: c.x, y: c.y, cells: cells, width: size.width, into: &out)
            out.append(Sequences.showCursor)
            shownCursor = c
        } else {
            shownCursor = nil
        }
        out.append(Sequences.endSync)

        // The rows written now show the grid's cells; every other row already did (it compared equal,
        // or was not drawn again). Copied into the model's own storage, never shared with the grid: a
        // shared buffer would make the app's next drawing copy the whole grid (copy-on-write).
        let width = size.width, written = writtenRows
        model.withUnsafeMutableBufferPointer { m in
            cells.withUnsafeBufferPointer { c in
                for y in written {
                    (m.baseAddress! + y * width).update(from: c.baseAddress! + y * width, count: width)
                }
            }
        }
        modelHashes = hashes
        modelBodyHashes = bodies
        if !patches.isEmpty {
            for (i, cell) in patches { model[i] = cell }
            for y in Set(patches.map { $0.0 / max(1, size.width) }) {
                (modelHashes[y], modelBodyHashes[y]) = RowHasher.hashes(model, from: y * size.width, count: size.width)
            }
        }
        return out.bytes
    }

    // MARK: Rows

    private func rowEqual(_ cells: [Cell], _ y: Int, _ hashes: [UInt64], _ width: Int) -> Bool {
        guard hashes[y] == modelHashes[y] else { return false }
        return Self.cellsEqual(cells, from: y * width, model, from: y * width, count: width)
    }

    /// Whether `count` cells of `a` from `aStart` equal those of `b` from `bStart` (both ranges are
    /// checked once; the cells are then compared without a bounds check each).
    private static func cellsEqual(_ a: [Cell], from aStart: Int, _ b: [Cell], from bStart: Int, count: Int) -> Bool {
        precondition(aStart >= 0 && bStart >= 0 && count >= 0 && aStart + count <= a.count && bStart + count <= b.count)
        guard count > 0 else { return true }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                let p = a.baseAddress! + aStart, q = b.baseAddress! + bStart
                for i in 0..<count where p[i] != q[i] { return false }
                return true
            }
        }
    }

    /// Writes the changed cells of row `y`, updating the model's view of the cursor and pen.
    private mutating func encodeRow(_ y: Int, cells: [Cell], width: Int, into out: inout ByteBuffer,
                                    patches: inout [(Int, Cell)]) {
        let base = y * width
        var x = 0
        while x < width {
            let i = base + x
            let cell = cells[i]
            let isWide = cell.width == 2 && x + 1 < width && cells[i + 1].width == 0
            let span = isWide ? 2 : 1
            if cell == model[i] && (!isWide || cells[i + 1] == model[i + 1]) {
                x += span
                continue
            }
            if usesEraseLine, let end = eraseRun(of: cell, at: x, y: y, cells: cells, width: width, into: &out) {
                x = end
                continue
            }
            move(toX: x, y: y, cells: cells, width: width, into: &out)
            var drawn = cell
            if cell.width == 2 && !isWide || cell.width == 0 {
                drawn = .blank(cell.style)  // broken wide pair: draw a blank
                patches.append((i, drawn))
            }
            writeCell(drawn, x: x, width: width, into: &out, patchIndex: i, patches: &patches)
            x += span
            x = writeRun(y, from: x, cells: cells, width: width, into: &out)
        }
    }

    /// Writes the changed cells from column `x` on that the loop above would write as they are —
    /// printable ASCII in the pen's style, one column each, not blanks it would try to erase, the
    /// cursor already there — byte after byte, without the loop's checks for each; returns the
    /// column where it stopped (the same bytes, the same cursor and pen).
    private mutating func writeRun(_ y: Int, from x: Int, cells: [Cell], width: Int, into out: inout ByteBuffer) -> Int {
        guard let pen, cursorY == y, cursorX == x, x < width else { return x }
        let erasable = usesEraseLine && pen == Style(background: pen.background)
        var x = x
        reading(row: y, width: width, of: cells) { c, m in
            while x < width {
                let cell = c[x]
                guard cell.width == 1, cell.style == pen, let byte = cell.cluster.printableASCII,
                      !(erasable && byte == 0x20), cell != m[x] else { break }
                out.append(byte)
                x += 1
            }
        }
        cursorX = x >= width ? nil : x
        return x
    }

    /// Erases the run of blanks equal to `cell` that starts at the changed column `x`, when `cell` is
    /// what an erase leaves (a space in one background, no foreground colour, no attribute: back-colour
    /// erase) and erasing beats writing the run's changed cells: EL when the run reaches the row's end,
    /// ECH when it stops short of it (then the cursor stays at `x`). Returns the column after the run,
    /// or nil when the cells are better written one by one.
    private mutating func eraseRun(of cell: Cell, at x: Int, y: Int, cells: [Cell], width: Int,
                                   into out: inout ByteBuffer) -> Int? {
        guard cell.cluster == .space, cell.width == 1, cell.style == Style(background: cell.style.background) else { return nil }
        let base = y * width
        let (end, changed) = reading(row: y, width: width, of: cells) { c, m in
            var end = x + 1, changed = 1
            while end < width && c[end] == cell {
                if m[end] != cell { changed += 1 }
                end += 1
            }
            return (end, changed)
        }
        let toEnd = end == width
        // EL is 3 bytes; ECH is `CSI n X`, and a move of about the same size follows it.
        guard changed >= (toEnd ? 4 : 6 + 2 * ByteBuffer.digits(end - x)) else { return nil }
        // Never erase half of a wide character the terminal shows (terminals differ on the other half).
        guard model[base + x].width != 0, toEnd || model[base + end].width != 0 else { return nil }
        move(toX: x, y: y, cells: cells, width: width, into: &out)
        SGR.append(from: pen, to: cell.style, into: &out)
        pen = cell.style
        if toEnd {
            out.append(Sequences.eraseToEndOfLine)
        } else {
            out.appendCSI(); out.appendDecimal(end - x); out.append(0x58)  // ECH
        }
        return end
    }

    /// Runs `body` with row `y` of `cells` and of the model, each read through one access (no
    /// bounds check a cell; both are checked to hold the row once).
    private func reading<R>(row y: Int, width: Int, of cells: [Cell],
                            _ body: (UnsafePointer<Cell>, UnsafePointer<Cell>) -> R) -> R {
        let base = y * width
        precondition(y >= 0 && width > 0 && base + width <= cells.count && base + width <= model.count)
        return cells.withUnsafeBufferPointer { c in
            model.withUnsafeBufferPointer { m in body(c.baseAddress! + base, m.baseAddress! + base) }
        }
    }

    /// Writes one cell at the cursor (which is at its column) and advances the cursor model.
    private mutating func writeCell(_ cell: Cell, x: Int, width: Int, into out: inout ByteBuffer,
                                    patchIndex: Int, patches: inout [(Int, Cell)]) {
        SGR.append(from: pen, to: cell.style, into: &out)
        pen = cell.style
        let w = Int(cell.width)
        if let byte = cell.cluster.printableASCII {  // most cells: nothing to check
            out.append(byte)
            cursorX = x + max(1, w) >= width ? nil : x + max(1, w)
            return
        }
        var simple = true
        if let written = Self.sanitized(cell.cluster, simple: &simple) {
            out.append(written)
            if written != cell.cluster { patches.append((patchIndex, Cell(cluster: written, width: cell.width, style: cell.style))) }
        } else {
            out.append(0x20)
            patches.append((patchIndex, .blank(cell.style)))
        }
        let end = x + max(1, w)
        cursorX = end >= width || !simple ? nil : end  // pending wrap, or a grapheme worth re-syncing after
    }

    /// The grapheme as it may be written: nil for an empty one (written as a space), control
    /// characters replaced by U+FFFD. `simple` is cleared for multi-scalar clusters, whose width
    /// terminals disagree on (the encoder re-positions the cursor after them).
    static func sanitized(_ grapheme: Grapheme, simple: inout Bool) -> Grapheme? {
        if grapheme.isEmpty { return nil }
        simple = grapheme.scalarCount == 1
        return grapheme.containsControl ? replacementCharacter : grapheme
    }

    /// U+FFFD, written for a control character.
    static let replacementCharacter = Grapheme("\u{FFFD}")

    // MARK: Cursor movement

    /// Moves the cursor to (x, y) with the fewest bytes, possibly by rewriting unchanged cells.
    private mutating func move(toX x: Int, y: Int, cells: [Cell], width: Int, into out: inout ByteBuffer) {
        if cursorY == y, cursorX == x { return }
        var best = CursorMove.absolute
        var bestCost = CursorMove.absolute.cost(fromX: cursorX, fromY: cursorY, toX: x, toY: y) ?? Int.max
        for candidate in CursorMove.relativeCandidates {
            if let c = candidate.cost(fromX: cursorX, fromY: cursorY, toX: x, toY: y), c < bestCost {
                best = candidate; bestCost = c
            }
        }
        if cursorY == y, let cx = cursorX, cx < x,
           let rewrite = rewriteCost(from: cx, to: x, row: y * width, cells: cells), rewrite < bestCost {
            for i in (y * width + cx)..<(y * width + x) where cells[i].width != 0 { out.append(cells[i].cluster) }
            cursorX = x
            return
        }
        best.emit(fromX: cursorX, fromY: cursorY, toX: x, toY: y, into: &out)
        cursorX = x; cursorY = y
    }

    /// Bytes needed to reach column `to` by rewriting the unchanged cells in between with the current
    /// pen, or nil when that is not possible (another style, a multi-scalar grapheme, too far).
    private func rewriteCost(from: Int, to: Int, row base: Int, cells: [Cell]) -> Int? {
        guard to - from <= 8, let pen else { return nil }
        var bytes = 0
        for i in (base + from)..<(base + to) {
            let c = cells[i]
            guard c == model[i], c.style == pen else { return nil }
            if c.width == 0 { continue }
            guard c.width == 1 || c.width == 2, c.cluster.scalarCount == 1, !c.cluster.containsControl else { return nil }
            bytes += c.cluster.utf8Count
        }
        return bytes
    }

    // MARK: Scrolling

    /// Re-checks a hash-detected scroll against the real cells (hash collisions are possible), as
    /// the detector compared them: without the last column, which the diff after the scroll mends.
    /// Rows whose body the app moved from the row the scroll brings there (`sources`) are equal by
    /// then, and not compared.
    private func verify(_ scroll: ScrollDetector.Scroll, cells: [Cell], width: Int, sources: [Int]?) -> Bool {
        for y in scroll.bandTop...scroll.bandBottom where sources?[y] != y + scroll.shift
        && !Self.cellsEqual(cells, from: y * width, model, from: (y + scroll.shift) * width, count: width - 1) {
            return false
        }
        return true
    }

    /// Emits the scroll and applies it to the model.
    private mutating func emitScroll(_ scroll: ScrollDetector.Scroll, size: Size, into out: inout ByteBuffer) {
        if pen != .plain { SGR.append(from: pen, to: .plain, into: &out); pen = .plain }  // blank lines in default colours
        let whole = scroll.regionTop == 0 && scroll.regionBottom == size.height - 1
        if !whole {
            out.appendCSI(); out.appendDecimal(scroll.regionTop + 1); out.append(0x3B)
            out.appendDecimal(scroll.regionBottom + 1); out.append(0x72)  // DECSTBM
        }
        let n = abs(scroll.shift)
        out.appendCSI()
        if n > 1 { out.appendDecimal(n) }
        out.append(scroll.shift > 0 ? 0x53 : 0x54)  // SU / SD
        if !whole {
            out.append(Sequences.resetScrollRegion)
            cursorX = 0; cursorY = 0  // DECSTBM homes the cursor
        } else {
            cursorX = nil; cursorY = nil
        }
        applyToModel(scroll, width: size.width)
    }

    private mutating func applyToModel(_ scroll: ScrollDetector.Scroll, width: Int) {
        guard width > 0 else { return }
        let blank = blankHashes
        let top = scroll.regionTop, bottom = scroll.regionBottom, k = scroll.shift
        let rows: [Int] = k > 0 ? Array(top...bottom) : Array((top...bottom).reversed())
        for y in rows {
            let source = y + k
            if source >= top && source <= bottom {
                model.withUnsafeMutableBufferPointer { m in  // a cell holds no reference: moved as memory
                    (m.baseAddress! + y * width).update(from: m.baseAddress! + source * width, count: width)
                }
                modelHashes[y] = modelHashes[source]
                modelBodyHashes[y] = modelBodyHashes[source]
            } else {
                model.withUnsafeMutableBufferPointer { m in (m.baseAddress! + y * width).update(repeating: .empty, count: width) }
                modelHashes[y] = blank.row
                modelBodyHashes[y] = blank.body
            }
        }
    }
}

/// The fixed escape sequences the encoder and terminals write.
package enum Sequences {
    static let beginSync = "\u{1B}[?2026h"
    static let endSync = "\u{1B}[?2026l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let resetPen = "\u{1B}[m"
    static let resetScrollRegion = "\u{1B}[r"
    static let eraseScreen = "\u{1B}[2J"
    static let eraseToEndOfLine = "\u{1B}[K"
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"

    /// What a terminal device writes when it starts: alternate screen, hidden cursor, bracketed paste.
    package static let start = enterAlternateScreen + hideCursor + bracketedPasteOn
    /// What it writes when it stops: everything `start` and the frames changed, undone.
    package static let stop = endSync + resetPen + resetScrollRegion + bracketedPasteOff + showCursor + leaveAlternateScreen
}
