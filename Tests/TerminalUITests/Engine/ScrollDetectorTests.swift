import Testing
@testable import TerminalUI

/// The scroll detector tries only the shifts that bring a changed row's content from elsewhere; it
/// must find scrolls exactly as good as trying every shift.
@Suite struct ScrollDetectorTests {
    /// Rows saved by `scroll` minus the right rows it blanks (what the detector maximises).
    func gain(_ scroll: ScrollDetector.Scroll, new: [UInt64], old: [UInt64], blank: UInt64) -> Int {
        var saved = 0
        for y in scroll.bandTop...scroll.bandBottom where new[y] != old[y] { saved += 1 }
        let vacated = scroll.shift > 0 ? (scroll.bandBottom + 1)...scroll.regionBottom : scroll.regionTop...(scroll.bandTop - 1)
        var lost = 0
        for v in vacated where new[v] == old[v] && new[v] != blank { lost += 1 }
        return saved - lost
    }

    /// Every band of every shift up to half the height: the best gain there is.
    func bestGainByFullSearch(new: [UInt64], old: [UInt64], blank: UInt64) -> Int {
        let height = new.count
        var best = 1  // the detector's minimum gain is 2
        for shift in (-(height / 2))...(height / 2) where shift != 0 {
            for top in 0..<height {
                for bottom in top..<height {
                    guard (top...bottom).allSatisfy({ $0 + shift >= 0 && $0 + shift < height && new[$0] == old[$0 + shift] }) else { continue }
                    let scroll = ScrollDetector.Scroll(shift: shift, bandTop: top, bandBottom: bottom)
                    guard scroll.regionBottom > scroll.regionTop else { continue }
                    best = max(best, gain(scroll, new: new, old: old, blank: blank))
                }
            }
        }
        return best
    }

    @Test(arguments: Array(UInt64(1)...40))
    func findsAsGoodAScrollAsTryingEveryShift(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let height = Int.random(in: 3...16, using: &rng)
        let blank: UInt64 = 0
        // Rows from a small alphabet (repeats and blanks), then a band moved and a few rows changed.
        let old = (0..<height).map { _ in UInt64.random(in: 0...5, using: &rng) }
        var new = old
        let shift = Int.random(in: 1...max(1, height / 2), using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
        for y in 0..<height where y + shift >= 0 && y + shift < height { new[y] = old[y + shift] }
        for _ in 0..<Int.random(in: 0...3, using: &rng) { new[Int.random(in: 0..<height, using: &rng)] = UInt64.random(in: 0...7, using: &rng) }
        let expected = bestGainByFullSearch(new: new, old: old, blank: blank)
        let found = ScrollDetector.best(new: new, old: old, blank: blank)
        if expected < 2 {
            #expect(found == nil, "old \(old) new \(new)")
        } else {
            #expect(found.map { gain($0, new: new, old: old, blank: blank) } == expected, "old \(old) new \(new)")
        }
    }

    @Test func aSelectionMoveTriesNoScroll() {
        // Two rows changed (the selection left one and reached the other): nothing moved.
        let old: [UInt64] = [1, 2, 3, 4, 5, 6]
        let new: [UInt64] = [1, 2, 13, 14, 5, 6]
        #expect(ScrollDetector.best(new: new, old: old, blank: 0) == nil)
    }
}
