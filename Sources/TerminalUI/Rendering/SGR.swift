/// Select Graphic Rendition: the bytes that change the terminal's pen from one style to another.
enum SGR {
    /// Appends the shortest SGR sequence that turns pen `old` (nil: unknown) into `new`.
    /// Appends nothing when they are equal.
    static func append(from old: Style?, to new: Style, into out: inout ByteBuffer) {
        if let old, old == new { return }
        if new == .plain { out.appendCSI(); out.append(0x6D); return }  // ESC [ m
        var full: [Int] = [0]
        appendParameters(of: new, to: &full)
        guard let old else { emit(full, into: &out); return }
        var delta: [Int] = []
        let removed = old.attributes.subtracting(new.attributes)
        var added = new.attributes.subtracting(old.attributes)
        if !removed.intersection([.bold, .dim]).isEmpty {
            delta.append(22)  // clears bold and dim together: restore whichever stays
            added.formUnion(new.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { delta.append(23) }
        if removed.contains(.underline) { delta.append(24) }
        if removed.contains(.inverse) { delta.append(27) }
        if removed.contains(.strikethrough) { delta.append(29) }
        appendAttributes(added, to: &delta)
        if old.foreground != new.foreground { appendColor(new.foreground, background: false, to: &delta) }
        if old.background != new.background { appendColor(new.background, background: true, to: &delta) }
        emit(cost(delta) <= cost(full) ? delta : full, into: &out)
    }

    /// SGR parameters that set `style` starting from a reset pen.
    static func appendParameters(of style: Style, to params: inout [Int]) {
        appendAttributes(style.attributes, to: &params)
        if style.foreground != .default { appendColor(style.foreground, background: false, to: &params) }
        if style.background != .default { appendColor(style.background, background: true, to: &params) }
    }

    private static func appendAttributes(_ a: Style.Attributes, to params: inout [Int]) {
        if a.contains(.bold) { params.append(1) }
        if a.contains(.dim) { params.append(2) }
        if a.contains(.italic) { params.append(3) }
        if a.contains(.underline) { params.append(4) }
        if a.contains(.inverse) { params.append(7) }
        if a.contains(.strikethrough) { params.append(9) }
    }

    private static func appendColor(_ color: Color, background: Bool, to params: inout [Int]) {
        switch color {
        case .default: params.append(background ? 49 : 39)
        case .ansi(let n) where n < 8: params.append((background ? 40 : 30) + Int(n))
        case .ansi(let n) where n < 16: params.append((background ? 100 : 90) + Int(n) - 8)
        case .ansi(let n), .palette(let n): params.append(contentsOf: [background ? 48 : 38, 5, Int(n)])
        case .rgb(let r, let g, let b):
            params.append(contentsOf: [background ? 48 : 38, 2, Int(r), Int(g), Int(b)])
        }
    }

    private static func cost(_ params: [Int]) -> Int {
        params.reduce(2 + params.count) { $0 + ByteBuffer.digits($1) }  // ESC [ … m, separators
    }

    private static func emit(_ params: [Int], into out: inout ByteBuffer) {
        out.appendCSI()
        for (i, p) in params.enumerated() {
            if i > 0 { out.append(0x3B) }
            out.appendDecimal(p)
        }
        out.append(0x6D)
    }
}
