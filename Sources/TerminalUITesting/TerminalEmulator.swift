import TerminalUI
/// A small VT/xterm emulator: enough of the protocol to interpret everything ``FrameEncoder`` and the
/// terminal devices write, so tests can compare the emulated screen with the grid that was encoded.
///
/// Understood: UTF-8 text (grapheme clusters, wide characters via ``TextWidth``, deferred wrap),
/// CR, LF, BS, HT; CSI CUP/HVP, CUU, CUD, CUF, CUB, CNL, CPL, CHA, VPA, ED, EL, ECH, IL, DL, ICH, DCH,
/// SU, SD, DECSTBM, SGR (16/256/RGB colours, attributes), DEC modes `?25`, `?7`, `?1049`/`?47`/`?1047`,
/// `?2004`, `?2026`; ESC 7/8, ESC D/E/M, ESC c. Everything else is parsed and ignored; malformed
/// input never traps.
public struct TerminalEmulator: Sendable {
    /// The screen size in cells.
    public private(set) var size: Size
    /// The cursor position (column, row).
    public private(set) var cursor: Point = .zero
    /// Whether the cursor is shown (`?25`).
    public private(set) var isCursorVisible = true
    /// Whether the alternate screen is active (`?1049`).
    public private(set) var isAlternateScreen = false
    /// Whether bracketed paste is on (`?2004`).
    public private(set) var isBracketedPaste = false
    /// Whether a synchronized update is open (`?2026h` without its `l`).
    public private(set) var isSynchronizedUpdate = false
    /// Whether auto-wrap is on (`?7`).
    public private(set) var isAutoWrap = true
    /// The current pen.
    public private(set) var pen: Style = .plain
    /// The first row of the scroll region (DECSTBM), inclusive.
    public private(set) var scrollTop = 0
    /// The last row of the scroll region (DECSTBM), inclusive.
    public private(set) var scrollBottom: Int

    private var cells: [Cell]
    private var savedMain: [Cell]?
    private var savedCursor: (Point, Style) = (.zero, .plain)
    private var wrapPending = false
    private var parser = VTParser()
    private var cluster: [Unicode.Scalar] = []

    /// A blank screen of `size`.
    public init(size: Size) {
        self.size = Size(width: max(1, size.width), height: max(1, size.height))
        cells = Array(repeating: .empty, count: self.size.width * self.size.height)
        scrollBottom = self.size.height - 1
    }

    // MARK: Reading the screen

    /// The cell at (x, y); blank outside the screen.
    public func cell(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .empty }
        return cells[y * size.width + x]
    }

    /// Each row as text: a wide character once, continuation cells skipped, trailing spaces trimmed.
    public var textLines: [String] {
        var bytes: [UInt8] = []
        return (0..<size.height).map { y in
            bytes.removeAll(keepingCapacity: true)
            for x in 0..<size.width where cells[y * size.width + x].width != 0 { cells[y * size.width + x].cluster.appendUTF8(to: &bytes) }
            while bytes.last == 0x20 { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether the screen shows exactly `grid` (graphemes, widths and styles of every cell).
    public func matches(_ grid: CellGrid) -> Bool { firstMismatch(with: grid) == nil }

    /// The first cell where the screen differs from `grid`, or nil when they are equal.
    public func firstMismatch(with grid: CellGrid) -> (x: Int, y: Int, screen: Cell, grid: Cell)? {
        guard grid.size == size else { return (-1, -1, .empty, .empty) }
        for y in 0..<size.height {
            for x in 0..<size.width where cells[y * size.width + x] != grid[x, y] {
                return (x, y, cells[y * size.width + x], grid[x, y])
            }
        }
        return nil
    }

    // MARK: Input

    /// Interprets bytes written to the terminal. Sequences split across calls are resumed.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        var machine = parser
        for byte in bytes {
            machine.consume(byte) { action in perform(action) }
        }
        parser = machine
        flushCluster()
    }

    /// Changes the screen size, keeping the top-left content; resets the scroll region.
    public mutating func resize(to newSize: Size) {
        let s = Size(width: max(1, newSize.width), height: max(1, newSize.height))
        guard s != size else { return }
        cells = Self.resized(cells, from: size, to: s)
        if let main = savedMain { savedMain = Self.resized(main, from: size, to: s) }
        size = s
        scrollTop = 0; scrollBottom = s.height - 1
        cursor = Point(x: min(cursor.x, s.width - 1), y: min(cursor.y, s.height - 1))
        wrapPending = false
    }

    private static func resized(_ cells: [Cell], from old: Size, to new: Size) -> [Cell] {
        var next = Array(repeating: Cell.empty, count: new.width * new.height)
        for y in 0..<min(old.height, new.height) {
            for x in 0..<min(old.width, new.width) { next[y * new.width + x] = cells[y * old.width + x] }
            if new.width < old.width, next[y * new.width + new.width - 1].width == 2 {
                next[y * new.width + new.width - 1] = .empty
            }
        }
        return next
    }

    // MARK: Actions

    private mutating func perform(_ action: VTParser.Action) {
        switch action {
        case .print(let scalar): printScalar(scalar)
        case .control(let byte): flushCluster(); control(byte)
        case .escape(let final, let intermediates): flushCluster(); escape(final, intermediates)
        case .csi(let final, let params, let privateMarker, let intermediates):
            flushCluster(); csi(final, params, privateMarker, intermediates)
        }
    }

    private mutating func printScalar(_ scalar: Unicode.Scalar) {
        if let last = cluster.last, scalar.value < 0x300 && last.value < 0x600 {
            flushCluster()  // Latin after a non-prepend scalar always starts a new grapheme
        } else if !cluster.isEmpty {
            var probe = String(String.UnicodeScalarView(cluster))
            probe.unicodeScalars.append(scalar)
            if probe.count == 1 { cluster.append(scalar); return }
            flushCluster()
        }
        cluster.append(scalar)
    }

    private mutating func flushCluster() {
        guard !cluster.isEmpty else { return }
        let grapheme = String(String.UnicodeScalarView(cluster))
        cluster.removeAll(keepingCapacity: true)
        guard let character = grapheme.first else { return }
        let w = TextWidth.width(of: character)
        guard w > 0 else { return }  // lone zero-width marks are dropped
        if wrapPending && isAutoWrap { wrapPending = false; cursor.x = 0; lineFeed() }
        if w == 2 && cursor.x == size.width - 1 {
            guard isAutoWrap else { return }
            setNarrow(.blank(pen), x: cursor.x, y: cursor.y)
            cursor.x = 0; lineFeed()
        }
        if w == 2 {
            splitWide(cursor.x, cursor.y); splitWide(cursor.x + 1, cursor.y)
            cells[index(cursor.x, cursor.y)] = Cell(grapheme: grapheme, width: 2, style: pen)
            cells[index(cursor.x + 1, cursor.y)] = Cell(grapheme: "", width: 0, style: pen)
        } else {
            setNarrow(Cell(grapheme: grapheme, width: 1, style: pen), x: cursor.x, y: cursor.y)
        }
        if cursor.x + w >= size.width {
            cursor.x = size.width - 1; wrapPending = true
        } else {
            cursor.x += w
        }
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: cursor.x = 0; wrapPending = false
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08: if cursor.x > 0 { cursor.x -= 1 }; wrapPending = false
        case 0x09: cursor.x = min(size.width - 1, (cursor.x / 8 + 1) * 8); wrapPending = false
        default: break
        }
    }

    private mutating func escape(_ final: UInt8, _ intermediates: [UInt8]) {
        guard intermediates.isEmpty else { return }  // charset designations etc.
        switch final {
        case UInt8(ascii: "7"): savedCursor = (cursor, pen)
        case UInt8(ascii: "8"): cursor = savedCursor.0; pen = savedCursor.1; wrapPending = false
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"): cursor.x = 0; lineFeed()
        case UInt8(ascii: "M"): reverseIndex()
        case UInt8(ascii: "c"): self = TerminalEmulator(size: size)
        default: break
        }
    }

    private mutating func csi(_ final: UInt8, _ p: [Int], _ privateMarker: UInt8?, _ intermediates: [UInt8]) {
        func arg(_ i: Int, _ def: Int) -> Int { i < p.count && p[i] > 0 ? p[i] : def }
        if let marker = privateMarker {
            if marker == UInt8(ascii: "?") && (final == UInt8(ascii: "h") || final == UInt8(ascii: "l")) {
                for mode in p { setMode(mode, on: final == UInt8(ascii: "h")) }
            }
            return
        }
        guard intermediates.isEmpty else { return }
        let w = size.width, h = size.height
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"): moveTo(x: arg(1, 1) - 1, y: arg(0, 1) - 1)
        case UInt8(ascii: "A"): moveTo(x: cursor.x, y: max(cursor.y >= scrollTop ? scrollTop : 0, cursor.y - arg(0, 1)))
        case UInt8(ascii: "B"): moveTo(x: cursor.x, y: min(cursor.y <= scrollBottom ? scrollBottom : h - 1, cursor.y + arg(0, 1)))
        case UInt8(ascii: "C"): moveTo(x: cursor.x + arg(0, 1), y: cursor.y)
        case UInt8(ascii: "D"): moveTo(x: cursor.x - arg(0, 1), y: cursor.y)
        case UInt8(ascii: "E"): moveTo(x: 0, y: cursor.y + arg(0, 1))
        case UInt8(ascii: "F"): moveTo(x: 0, y: cursor.y - arg(0, 1))
        case UInt8(ascii: "G"), UInt8(ascii: "`"): moveTo(x: arg(0, 1) - 1, y: cursor.y)
        case UInt8(ascii: "d"): moveTo(x: cursor.x, y: arg(0, 1) - 1)
        case UInt8(ascii: "J"):
            switch p.first ?? 0 {
            case 0: erase(from: index(cursor.x, cursor.y), to: w * h)
            case 1: erase(from: 0, to: index(cursor.x, cursor.y) + 1)
            case 2, 3: erase(from: 0, to: w * h)
            default: break
            }
        case UInt8(ascii: "K"):
            let row = cursor.y * w
            switch p.first ?? 0 {
            case 0: erase(from: row + cursor.x, to: row + w)
            case 1: erase(from: row, to: row + cursor.x + 1)
            case 2: erase(from: row, to: row + w)
            default: break
            }
        case UInt8(ascii: "X"):
            let row = cursor.y * w
            erase(from: row + cursor.x, to: row + min(w, cursor.x + arg(0, 1)))
        case UInt8(ascii: "S"): scrollUp(arg(0, 1), top: scrollTop, bottom: scrollBottom)
        case UInt8(ascii: "T"): scrollDown(arg(0, 1), top: scrollTop, bottom: scrollBottom)
        case UInt8(ascii: "L"):
            if cursor.y >= scrollTop && cursor.y <= scrollBottom { scrollDown(arg(0, 1), top: cursor.y, bottom: scrollBottom); cursor.x = 0 }
        case UInt8(ascii: "M"):
            if cursor.y >= scrollTop && cursor.y <= scrollBottom { scrollUp(arg(0, 1), top: cursor.y, bottom: scrollBottom); cursor.x = 0 }
        case UInt8(ascii: "@"): shiftRow(by: arg(0, 1))
        case UInt8(ascii: "P"): shiftRow(by: -arg(0, 1))
        case UInt8(ascii: "r"):
            let top = arg(0, 1) - 1, bottom = min(h, arg(1, h)) - 1
            if top < bottom { scrollTop = top; scrollBottom = bottom; moveTo(x: 0, y: 0) }
        case UInt8(ascii: "m"): applySGR(p)
        default: break
        }
    }

    private mutating func setMode(_ mode: Int, on: Bool) {
        switch mode {
        case 25: isCursorVisible = on
        case 7: isAutoWrap = on
        case 2004: isBracketedPaste = on
        case 2026: isSynchronizedUpdate = on
        case 47, 1047, 1049:
            guard on != isAlternateScreen else { return }
            if on {
                if mode == 1049 { savedCursor = (cursor, pen) }
                savedMain = cells
                cells = Array(repeating: .empty, count: size.width * size.height)
                isAlternateScreen = true
            } else {
                cells = savedMain ?? Array(repeating: .empty, count: size.width * size.height)
                savedMain = nil
                isAlternateScreen = false
                if mode == 1049 { cursor = savedCursor.0; pen = savedCursor.1 }
            }
            wrapPending = false
        default: break
        }
    }

    private mutating func applySGR(_ params: [Int]) {
        let p = params.isEmpty ? [0] : params
        var i = 0
        func color(at j: inout Int) -> Color? {
            guard j + 1 < p.count else { j = p.count; return nil }
            if p[j + 1] == 5, j + 2 < p.count { defer { j += 2 }; return .palette(UInt8(clamping: p[j + 2])) }
            if p[j + 1] == 2, j + 4 < p.count {
                defer { j += 4 }
                return .rgb(UInt8(clamping: p[j + 2]), UInt8(clamping: p[j + 3]), UInt8(clamping: p[j + 4]))
            }
            j = p.count
            return nil
        }
        while i < p.count {
            let n = p[i]
            switch n {
            case 0: pen = .plain
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 3: pen.attributes.insert(.italic)
            case 4: pen.attributes.insert(.underline)
            case 7: pen.attributes.insert(.inverse)
            case 9: pen.attributes.insert(.strikethrough)
            case 22: pen.attributes.subtract([.bold, .dim])
            case 23: pen.attributes.remove(.italic)
            case 24: pen.attributes.remove(.underline)
            case 27: pen.attributes.remove(.inverse)
            case 29: pen.attributes.remove(.strikethrough)
            case 30...37: pen.foreground = .ansi(UInt8(n - 30))
            case 38: if let c = color(at: &i) { pen.foreground = c }
            case 39: pen.foreground = .default
            case 40...47: pen.background = .ansi(UInt8(n - 40))
            case 48: if let c = color(at: &i) { pen.background = c }
            case 49: pen.background = .default
            case 90...97: pen.foreground = .ansi(UInt8(n - 90 + 8))
            case 100...107: pen.background = .ansi(UInt8(n - 100 + 8))
            default: break
            }
            i += 1
        }
    }

    // MARK: Screen operations

    private func index(_ x: Int, _ y: Int) -> Int { y * size.width + x }

    private mutating func moveTo(x: Int, y: Int) {
        cursor = Point(x: min(max(0, x), size.width - 1), y: min(max(0, y), size.height - 1))
        wrapPending = false
    }

    /// Blanks cells `from..<to` (row-major) with the pen's background (back-colour erase),
    /// also blanking the outer halves of wide characters cut by the range.
    private mutating func erase(from: Int, to: Int) {
        guard from < to else { return }
        let blank = Cell.blank(Style(background: pen.background))
        splitWide(from % size.width, from / size.width)
        splitWide((to - 1) % size.width, (to - 1) / size.width)
        for i in from..<to { cells[i] = blank }
        wrapPending = false
    }

    private mutating func lineFeed() {
        if cursor.y == scrollBottom { scrollUp(1, top: scrollTop, bottom: scrollBottom) }
        else if cursor.y < size.height - 1 { cursor.y += 1 }
        wrapPending = false
    }

    private mutating func reverseIndex() {
        if cursor.y == scrollTop { scrollDown(1, top: scrollTop, bottom: scrollBottom) }
        else if cursor.y > 0 { cursor.y -= 1 }
        wrapPending = false
    }

    private mutating func scrollUp(_ n: Int, top: Int, bottom: Int) {
        let n = min(n, bottom - top + 1)
        let w = size.width
        let blank = Cell.blank(Style(background: pen.background))
        for y in top...bottom {
            for x in 0..<w { cells[y * w + x] = y + n <= bottom ? cells[(y + n) * w + x] : blank }
        }
    }

    private mutating func scrollDown(_ n: Int, top: Int, bottom: Int) {
        let n = min(n, bottom - top + 1)
        let w = size.width
        let blank = Cell.blank(Style(background: pen.background))
        for y in stride(from: bottom, through: top, by: -1) {
            for x in 0..<w { cells[y * w + x] = y - n >= top ? cells[(y - n) * w + x] : blank }
        }
    }

    /// ICH (positive) / DCH (negative) on the cursor row.
    private mutating func shiftRow(by n: Int) {
        let w = size.width, row = cursor.y * w, x0 = cursor.x
        let blank = Cell.blank(Style(background: pen.background))
        splitWide(x0, cursor.y)
        var line = Array(cells[row..<(row + w)])
        if n > 0 {
            let k = min(n, w - x0)
            line.replaceSubrange(x0..<x0, with: Array(repeating: blank, count: k))
            line.removeLast(k)
        } else {
            let k = min(-n, w - x0)
            line.removeSubrange(x0..<(x0 + k))
            line.append(contentsOf: Array(repeating: blank, count: k))
        }
        // Repair pairs broken at the edges.
        for x in 0..<w {
            if line[x].width == 2 && (x + 1 >= w || line[x + 1].width != 0) { line[x] = .blank(line[x].style) }
            if line[x].width == 0 && (x == 0 || line[x - 1].width != 2) { line[x] = .blank(line[x].style) }
        }
        cells.replaceSubrange(row..<(row + w), with: line)
        wrapPending = false
    }

    private mutating func setNarrow(_ cell: Cell, x: Int, y: Int) {
        splitWide(x, y)
        cells[index(x, y)] = cell
    }

    private mutating func splitWide(_ x: Int, _ y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let i = index(x, y)
        if cells[i].width == 0 {
            cells[i] = .blank(cells[i].style)
            if x > 0, cells[i - 1].width == 2 { cells[i - 1] = .blank(cells[i - 1].style) }
        } else if cells[i].width == 2 {
            cells[i] = .blank(cells[i].style)
            if x + 1 < size.width, cells[i + 1].width == 0 { cells[i + 1] = .blank(cells[i + 1].style) }
        }
    }
}

/// The byte-level state machine of the emulator (after the VT500 parser model): decodes UTF-8
/// and splits the stream into printable scalars, C0 controls, ESC and CSI sequences; OSC, DCS,
/// APC, PM and SOS strings are skipped. Parameters and strings are bounded.
struct VTParser: Sendable {
    enum Action {
        case print(Unicode.Scalar)
        case control(UInt8)
        case escape(final: UInt8, intermediates: [UInt8])
        case csi(final: UInt8, params: [Int], privateMarker: UInt8?, intermediates: [UInt8])
    }

    private enum State: Sendable { case ground, escape, csi, string, stringEscape }

    private var state = State.ground
    private var params: [Int] = []
    private var current: Int?
    private var privateMarker: UInt8?
    private var intermediates: [UInt8] = []
    private var utf8 = UTF8Decoder()

    private static let maxParams = 32

    mutating func consume(_ byte: UInt8, _ emit: (Action) -> Void) {
        if state == .ground && (byte >= 0x80 || utf8.isMidSequence) {
            switch utf8.decode(byte) {
            case .pending: return
            case .scalar(let s): emit(.print(s)); return
            case .invalid: emit(.print("\u{FFFD}")); return
            case .invalidAndReprocess:
                emit(.print("\u{FFFD}"))
                if byte >= 0x80 { consume(byte, emit); return }
            }
        }
        if byte >= 0x80 {  // high bytes inside sequences: abandon the sequence, decode as text
            if state == .escape || state == .csi { state = .ground; consume(byte, emit) }
            return
        }
        switch state {
        case .ground:
            if byte == 0x1B { begin(.escape) }
            else if byte < 0x20 || byte == 0x7F { emit(.control(byte)) }
            else { emit(.print(Unicode.Scalar(byte))) }
        case .escape:
            if byte == 0x5B { begin(.csi) }
            else if byte == 0x5D || byte == 0x50 || byte == 0x5F || byte == 0x5E || byte == 0x58 { state = .string }
            else if byte >= 0x20 && byte <= 0x2F { if intermediates.count < 4 { intermediates.append(byte) } }
            else if byte == 0x1B { begin(.escape) }
            else if byte < 0x20 { emit(.control(byte)) }
            else { emit(.escape(final: byte, intermediates: intermediates)); state = .ground }
        case .csi:
            switch byte {
            case 0x30...0x39:
                let digit = Int(byte - 0x30)
                current = min(99_999, (current ?? 0) * 10 + digit)
            case 0x3B, 0x3A:
                if params.count < Self.maxParams { params.append(current ?? 0) }
                current = nil
            case 0x3C...0x3F:
                privateMarker = byte
            case 0x20...0x2F:
                if intermediates.count < 4 { intermediates.append(byte) }
            case 0x40...0x7E:
                if let c = current, params.count < Self.maxParams { params.append(c) }
                emit(.csi(final: byte, params: params, privateMarker: privateMarker, intermediates: intermediates))
                state = .ground
            case 0x1B: begin(.escape)
            case 0x18, 0x1A: state = .ground
            default:
                if byte < 0x20 { emit(.control(byte)) }  // C0 inside CSI is executed
            }
        case .string:
            if byte == 0x07 || byte == 0x18 || byte == 0x1A { state = .ground }
            else if byte == 0x1B { state = .stringEscape }
        case .stringEscape:
            state = byte == 0x5C ? .ground : .string
        }
    }

    private mutating func begin(_ s: State) {
        state = s
        params.removeAll(keepingCapacity: true)
        current = nil
        privateMarker = nil
        intermediates.removeAll(keepingCapacity: true)
    }
}
