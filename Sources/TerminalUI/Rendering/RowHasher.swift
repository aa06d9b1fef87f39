/// Fast 64-bit fingerprints of grid rows, used to find unchanged and scrolled rows cheaply.
/// Equal rows always hash equally; callers re-check cells where a collision would matter.
enum RowHasher {
    private static let prime: UInt64 = 0x100000001B3
    private static let seed: UInt64 = 0xCBF29CE484222325

    /// The hash of every row of a row-major cell array, and of every row's body (see ``hashes(_:from:count:)``).
    static func hashes(of cells: [Cell], size: Size) -> (rows: [UInt64], bodies: [UInt64]) {
        var rows = [UInt64](repeating: 0, count: size.height)
        var bodies = rows
        for y in 0..<size.height { (rows[y], bodies[y]) = hashes(cells, from: y * size.width, count: size.width) }
        return (rows, bodies)
    }

    /// The hash of `count` cells starting at `from`.
    static func hash(_ cells: [Cell], from: Int, count: Int) -> UInt64 {
        hashes(cells, from: from, count: count).row
    }

    /// The hash of the `count` cells starting at `from`, and of its body: the same cells without the
    /// last one. A full-width scroll view keeps its indicator in the last column, so a scrolled band's
    /// bodies match the old frame's although the indicator moved (the scroll detector compares bodies).
    /// The row's hash is the body's combined with the last cell (``row(body:last:)``), so a row whose
    /// body is known needs only its last cell.
    static func hashes(_ cells: [Cell], from: Int, count: Int) -> (row: UInt64, body: UInt64) {
        precondition(from >= 0 && count >= 0 && from + count <= cells.count)
        guard count > 0 else { return (finished(seed), finished(seed)) }
        return cells.withUnsafeBufferPointer { cells in
            let start = cells.baseAddress! + from
            let body = finished(hash(start, count: count - 1))
            return (row(body: body, last: start[count - 1]), body)
        }
    }

    /// The hash of a row whose body hashes to `body` and whose last cell is `last`.
    static func row(body: UInt64, last: Cell) -> UInt64 {
        finished(mix(body, last, styleKey: key(of: last.style)))
    }

    private static func hash(_ cells: UnsafePointer<Cell>, count: Int) -> UInt64 {
        var h = seed
        var lastStyle = Style.plain
        var styleKey = key(of: lastStyle)
        for i in 0..<count {
            let cell = cells[i]
            if cell.style != lastStyle { lastStyle = cell.style; styleKey = key(of: lastStyle) }
            h = mix(h, cell, styleKey: styleKey)
        }
        return h
    }

    private static func mix(_ state: UInt64, _ cell: Cell, styleKey: UInt64) -> UInt64 {
        let (low, high) = cell.cluster.words
        var h = (state ^ low) &* prime
        h = (h ^ high) &* prime
        return (h ^ (styleKey &+ UInt64(cell.width) &+ 0xFF00)) &* prime
    }

    /// Final avalanche (from SplitMix64) so nearby rows spread over all bits.
    private static func finished(_ state: UInt64) -> UInt64 {
        var h = state
        h = (h ^ (h >> 30)) &* 0xBF58476D1CE4E5B9
        h = (h ^ (h >> 27)) &* 0x94D049BB133111EB
        return h ^ (h >> 31)
    }

    /// The hashes of a row of `width` plain blanks and of its body.
    static func blankRowHashes(width: Int) -> (row: UInt64, body: UInt64) {
        hashes(Array(repeating: .empty, count: width), from: 0, count: width)
    }

    /// A style packed into 64 bits (distinct styles give distinct keys).
    static func key(of style: Style) -> UInt64 {
        (colorKey(style.foreground) << 8) ^ (colorKey(style.background) << 35) ^ UInt64(style.attributes.rawValue)
    }

    private static func colorKey(_ color: Color) -> UInt64 { UInt64(color.bits) }
}

/// Finds the most profitable vertical scroll between two frames from their row hashes.
enum ScrollDetector {
    /// A scroll: the rows `regionTop...regionBottom` move by `shift` (positive: content moves up,
    /// as with SU; negative: down, as with SD). New rows `bandTop...bandBottom` then equal old rows
    /// `bandTop + shift ... bandBottom + shift`.
    struct Scroll: Equatable {
        var shift: Int
        var bandTop: Int
        var bandBottom: Int
        var regionTop: Int { shift > 0 ? bandTop : bandTop + shift }
        var regionBottom: Int { shift > 0 ? bandBottom + shift : bandBottom }
    }

    /// The scroll that saves the most row rewrites (at least `minimumGain`), trying the shifts up to
    /// half the height in both directions that move some changed row's new content; nil when none pays off.
    static func best(new: [UInt64], old: [UInt64], blank: UInt64, minimumGain: Int = 2) -> Scroll? {
        let height = new.count
        guard height >= 3, old.count == height else { return nil }
        // Only shifts that bring some changed row's new content from elsewhere can save a rewrite;
        // a selection move (two changed rows) tries none or one instead of every shift.
        let limit = max(1, height / 2)
        var shifts: [Int] = []
        for y in 0..<height where new[y] != old[y] {
            for source in max(0, y - limit)...min(height - 1, y + limit) where source != y && old[source] == new[y] {
                let shift = source - y
                if !shifts.contains(shift) { shifts.append(shift) }
            }
        }
        // The order of the full search: 1, -1, 2, -2, … (the first of equal gains wins).
        shifts.sort { abs($0) != abs($1) ? abs($0) < abs($1) : $0 > $1 }
        var best: Scroll?
        var bestGain = minimumGain - 1
        for shift in shifts {
            var y = max(0, -shift)
            let end = min(height, height - shift)  // exclusive
            while y < end {
                guard new[y] == old[y + shift] else { y += 1; continue }
                let top = y
                var saved = 0
                while y < end && new[y] == old[y + shift] {
                    if new[y] != old[y] { saved += 1 }
                    y += 1
                }
                let scroll = Scroll(shift: shift, bandTop: top, bandBottom: y - 1)
                guard scroll.regionBottom > scroll.regionTop, saved > bestGain else { continue }
                // Rows the scroll blanks that were already right (and are not blank) now cost a rewrite.
                let vacated = shift > 0 ? (scroll.bandBottom + 1)...scroll.regionBottom
                                        : scroll.regionTop...(scroll.bandTop - 1)
                var lost = 0
                for v in vacated where new[v] == old[v] && new[v] != blank { lost += 1 }
                if saved - lost > bestGain { bestGain = saved - lost; best = scroll }
            }
        }
        return best
    }
}
