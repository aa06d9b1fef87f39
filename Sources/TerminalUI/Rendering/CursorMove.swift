/// The ways the encoder can move the terminal cursor, with their byte costs.
enum CursorMove: CaseIterable {
    /// CUP `CSI row;col H` (works from anywhere).
    case absolute
    /// CHA `CSI col G`, or CR for column 0 (same row).
    case column
    /// CUF `CSI n C` (same row, to the right).
    case forward
    /// CUB `CSI n D` (same row, to the left).
    case backward
    /// CR then CUF (same row, column unknown).
    case returnForward
    /// CR LF per row down, then CUF to the column.
    case newlines
    /// CUD `CSI n B` / CUU `CSI n A` (same column).
    case vertical
    /// VPA `CSI row d` (same column).
    case row

    /// The candidates other than `absolute`, which is always possible.
    static let relativeCandidates: [CursorMove] = [.column, .forward, .backward, .returnForward, .newlines, .vertical, .row]

    /// Bytes this move needs, or nil when it cannot reach (x, y) from the known cursor state.
    func cost(fromX: Int?, fromY: Int?, toX x: Int, toY y: Int) -> Int? {
        let d = ByteBuffer.digits
        func csi(_ n: Int) -> Int { n == 1 ? 3 : 3 + d(n) }  // CSI [n] final, parameter 1 omitted
        switch self {
        case .absolute:
            return x == 0 ? (y == 0 ? 3 : 3 + d(y + 1)) : 4 + d(y + 1) + d(x + 1)
        case .column:
            guard fromY == y else { return nil }
            return x == 0 ? 1 : csi(x + 1)
        case .forward:
            guard fromY == y, let fx = fromX, x > fx else { return nil }
            return csi(x - fx)
        case .backward:
            guard fromY == y, let fx = fromX, x < fx else { return nil }
            return csi(fx - x)
        case .returnForward:
            guard fromY == y, x > 0 else { return nil }
            return 1 + csi(x)
        case .newlines:
            guard let fy = fromY, y > fy, y - fy <= 3 else { return nil }
            return 2 * (y - fy) + (x == 0 ? 0 : csi(x))
        case .vertical:
            guard let fy = fromY, fromX == x, fy != y else { return nil }
            return csi(abs(y - fy))
        case .row:
            guard fromY != nil, fromX == x, fromY != y else { return nil }
            return csi(y + 1)
        }
    }

    /// Appends the move's bytes (the move must be possible: see `cost`).
    func emit(fromX: Int?, fromY: Int?, toX x: Int, toY y: Int, into out: inout ByteBuffer) {
        func csi(_ n: Int, _ final: UInt8) {
            out.appendCSI()
            if n != 1 { out.appendDecimal(n) }
            out.append(final)
        }
        switch self {
        case .absolute:
            out.appendCSI()
            if x != 0 || y != 0 { out.appendDecimal(y + 1) }
            if x != 0 { out.append(0x3B); out.appendDecimal(x + 1) }
            out.append(0x48)
        case .column:
            if x == 0 { out.append(0x0D) } else { csi(x + 1, 0x47) }
        case .forward: csi(x - (fromX ?? 0), 0x43)
        case .backward: csi((fromX ?? 0) - x, 0x44)
        case .returnForward:
            out.append(0x0D); csi(x, 0x43)
        case .newlines:
            for _ in 0..<(y - (fromY ?? y)) { out.append(0x0D); out.append(0x0A) }
            if x != 0 { csi(x, 0x43) }
        case .vertical:
            let fy = fromY ?? y
            csi(abs(y - fy), y > fy ? 0x42 : 0x41)
        case .row: csi(y + 1, 0x64)
        }
    }
}
