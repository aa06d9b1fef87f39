/// Select Graphic Rendition: the bytes that change the terminal's pen from one style to another.
enum SGR {
    /// Appends the shortest SGR sequence that turns pen `old` (nil: unknown) into `new`.
    /// Appends nothing when they are equal.
    static func append(from old: Style?, to new: Style, into out: inout ByteBuffer) {
        if let old, old == new { return }
        if new == .plain { out.appendCSI(); out.append(0x6D); return }  // ESC [ m
        // Both candidates are built on the stack (a frame changes style hundreds of times).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * Parameters.capacity) { storage in
            var full = Parameters(UnsafeMutableBufferPointer(rebasing: storage[0..<Parameters.capacity]))
            full.append(0)
            appendParameters(of: new, to: &full)
            guard let old else { full.emit(into: &out); return }
            var delta = Parameters(UnsafeMutableBufferPointer(rebasing: storage[Parameters.capacity...]))
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
            (delta.cost <= full.cost ? delta : full).emit(into: &out)
        }
    }

    /// SGR parameters that set `style` starting from a reset pen.
    private static func appendParameters(of style: Style, to params: inout Parameters) {
        appendAttributes(style.attributes, to: &params)
        if style.foreground != .default { appendColor(style.foreground, background: false, to: &params) }
        if style.background != .default { appendColor(style.background, background: true, to: &params) }
    }

    private static func appendAttributes(_ a: Style.Attributes, to params: inout Parameters) {
        if a.contains(.bold) { params.append(1) }
        if a.contains(.dim) { params.append(2) }
        if a.contains(.italic) { params.append(3) }
        if a.contains(.underline) { params.append(4) }
        if a.contains(.inverse) { params.append(7) }
        if a.contains(.strikethrough) { params.append(9) }
    }

    private static func appendColor(_ color: Color, background: Bool, to params: inout Parameters) {
        switch color.kind {
        case .default: params.append(background ? 49 : 39)
        case .ansi(let n) where n < 8: params.append((background ? 40 : 30) + n)
        case .ansi(let n) where n < 16: params.append((background ? 100 : 90) + n - 8)
        case .ansi(let n), .palette(let n):
            params.append(background ? 48 : 38); params.append(5); params.append(n)
        case .rgb(let r, let g, let b):
            params.append(background ? 48 : 38); params.append(2)
            params.append(r); params.append(g); params.append(b)
        }
    }

    /// The parameters of one SGR sequence (each 0–255), in caller-provided memory.
    private struct Parameters {
        /// More than any sequence needs: a reset, five resets of attributes, six attributes and two
        /// 24-bit colours (5 parameters each) make 22.
        static let capacity = 32
        private let storage: UnsafeMutableBufferPointer<UInt8>
        private var count = 0

        init(_ storage: UnsafeMutableBufferPointer<UInt8>) { self.storage = storage }

        mutating func append(_ parameter: UInt8) {
            storage[count] = parameter
            count += 1
        }

        /// Bytes of the sequence: `ESC [`, the digits, the separators and `m`.
        var cost: Int {
            var total = 2 + count
            for i in 0..<count { total += ByteBuffer.digits(Int(storage[i])) }
            return total
        }

        func emit(into out: inout ByteBuffer) {
            out.appendCSI()
            for i in 0..<count {
                if i > 0 { out.append(0x3B) }
                out.appendDecimal(Int(storage[i]))
            }
            out.append(0x6D)
        }
    }
}
