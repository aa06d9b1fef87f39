import Testing
@testable import TerminalUI
import TerminalUITesting

/// THE core property: whatever frames are encoded, the emulated terminal shows exactly the grid.
@Suite struct EncoderPropertyTests {
    @Test(arguments: Array(UInt64(1)...12))
    func emulatorScreenEqualsGridAfterEveryFrame(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var size = Size(width: Int.random(in: 1...40, using: &rng), height: Int.random(in: 1...14, using: &rng))
        var encoder = FrameEncoder()
        var emulator = TerminalEmulator(size: size)
        var grid = EngineFixtures.randomGrid(size: size, rng: &rng)
        for frame in 0..<80 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0:  // resize
                size = Size(width: Int.random(in: 1...40, using: &rng), height: Int.random(in: 1...14, using: &rng))
                grid = EngineFixtures.copy(grid); grid.resize(to: size)
                emulator.resize(to: size)
            case 1, 2, 3:  // scroll a band by k, then touch it up
                grid = EngineFixtures.copy(grid)
                scrollBand(grid, rng: &rng)
                EngineFixtures.randomize(grid, rng: &rng, operations: Int.random(in: 0...2, using: &rng))
            case 4:
                grid = EngineFixtures.randomGrid(size: size, rng: &rng)
            case 5:
                encoder.invalidate()
            default:
                grid = EngineFixtures.copy(grid)
                EngineFixtures.randomize(grid, rng: &rng, operations: Int.random(in: 0...4, using: &rng))
            }
            let cursor: Point? = Bool.random(using: &rng) ? nil
                : Point(x: Int.random(in: 0..<size.width, using: &rng), y: Int.random(in: 0..<size.height, using: &rng))
            let bytes = encoder.encode(grid, cursor: cursor)
            emulator.feed(bytes)
            if let m = emulator.firstMismatch(with: grid) {
                Issue.record("seed \(seed) frame \(frame): (\(m.x),\(m.y)) screen \(m.screen) grid \(m.grid)\n\(engineReadable(bytes))")
                return
            }
            #expect(!emulator.isSynchronizedUpdate)
            if let cursor { #expect(emulator.cursor == cursor && emulator.isCursorVisible) }
            else if !bytes.isEmpty { #expect(!emulator.isCursorVisible) }
        }
    }

    @Test(arguments: [UInt64(11), 12, 13])
    func tableScrollingStaysInSyncAndUsesScrollRegions(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let size = Size(width: Int.random(in: 30...100, using: &rng), height: Int.random(in: 5...30, using: &rng))
        var encoder = FrameEncoder()
        var emulator = TerminalEmulator(size: size)
        var top = 0, selected = 0
        var scrolls = 0
        for frame in 0..<100 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: top = max(0, top + Int.random(in: -3...3, using: &rng))
            case 1: top += 1
            case 2: top = max(0, top - 1)
            default: selected = top + Int.random(in: 0..<size.height, using: &rng)
            }
            let grid = EngineFixtures.tableGrid(size: size, first: top, selected: selected)
            let bytes = encoder.encode(grid)
            emulator.feed(bytes)
            let text = engineReadable(bytes)
            if text.contains("␛[S") || text.contains("␛[T") || text.contains("S␛[r") || text.contains("T␛[r") { scrolls += 1 }
            if let m = emulator.firstMismatch(with: grid) {
                Issue.record("seed \(seed) frame \(frame): (\(m.x),\(m.y)) screen \(m.screen) grid \(m.grid)\n\(text)")
                return
            }
        }
        #expect(scrolls > 10)
    }

    /// A list with a scroll indicator in its last column and a coloured selection (as the apps
    /// draw theirs): every frame in sync, its scrolls moved by the terminal although the indicator's
    /// thumb moves, and its selection's blanks erased.
    @Test(arguments: [UInt64(21), 22, 23])
    func listWithAScrollIndicatorStaysInSyncAndScrolls(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let size = Size(width: Int.random(in: 30...100, using: &rng), height: Int.random(in: 8...30, using: &rng))
        let rows = size.height - 2
        var encoder = FrameEncoder()
        var emulator = TerminalEmulator(size: size)
        var first = 0, selected = 0
        var scrolls = 0, erases = 0, moves = 0
        for frame in 0..<150 {
            let firstBefore = first
            // The selection moves by one; the list follows it as the apps' tables do.
            selected = max(0, min(199, selected + (Int.random(in: 0..<3, using: &rng) == 0 ? -1 : 1)))
            if selected < first { first = selected }
            if selected >= first + rows { first = selected - rows + 1 }
            if first != firstBefore { moves += 1 }
            let grid = EngineFixtures.listGrid(size: size, first: first, selected: selected)
            let bytes = encoder.encode(grid)
            emulator.feed(bytes)
            let text = engineReadable(bytes)
            if text.contains("S␛[r") || text.contains("T␛[r") { scrolls += 1 }
            if text.contains("X") { erases += 1 }
            if let m = emulator.firstMismatch(with: grid) {
                Issue.record("seed \(seed) frame \(frame): (\(m.x),\(m.y)) screen \(m.screen) grid \(m.grid)\n\(text)")
                return
            }
        }
        #expect(moves > 5 && scrolls == moves, "the list moved \(moves) times, scrolled by the terminal \(scrolls)")
        #expect(erases > 20)
    }

    /// Rows the app moved whole (a table's scroll moves its drawn rows) come with the row of the last
    /// frame they hold (`bodySources`): the encoder then neither hashes nor compares them again. It
    /// must write the same bytes as without being told — over bands moved by any amount, rows drawn
    /// again, last columns changed (a scroll indicator's thumb) and frames with no move at all.
    @Test(arguments: [UInt64(31), 32, 33, 34])
    func rowsMovedByTheAppEncodeAsWithoutTheHint(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let size = Size(width: Int.random(in: 2...60, using: &rng), height: Int.random(in: 3...20, using: &rng))
        var told = FrameEncoder(), untold = FrameEncoder()
        var emulator = TerminalEmulator(size: size)
        var grid = EngineFixtures.randomGrid(size: size, rng: &rng)
        var scrolls = 0
        for frame in 0..<120 {
            var changed = Array(repeating: false, count: size.height)
            var sources = Array(0..<size.height)
            grid = EngineFixtures.copy(grid)
            if frame > 0, Int.random(in: 0..<3, using: &rng) > 0 {
                let h = size.height, w = size.width
                let top = Int.random(in: 0..<(h - 2), using: &rng), bottom = Int.random(in: (top + 2)..<h, using: &rng)
                let k = Int.random(in: 1...max(1, (bottom - top) / 2), using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
                let old = grid.cells
                for y in top...bottom {
                    let source = y + k
                    changed[y] = true
                    if source >= top && source <= bottom {
                        for x in 0..<w { grid[x, y] = old[source * w + x] }
                        sources[y] = source
                    } else {
                        grid.fill(Rect(x: 0, y: y, width: w, height: 1), style: EngineFixtures.randomStyle(&rng))
                        sources[y] = -1
                    }
                }
                for _ in 0..<Int.random(in: 0...2, using: &rng) {  // a thumb in the last column
                    let y = Int.random(in: top...bottom, using: &rng)
                    guard w < 2 || grid[w - 2, y].width != 2 else { continue }  // the body stays as it moved
                    grid.put(Bool.random(using: &rng) ? "┃" : "│", at: Point(x: w - 1, y: y), style: EngineFixtures.randomStyle(&rng),
                             clip: Rect(x: w - 1, y: y, width: 1, height: 1))
                }
            }
            for _ in 0..<Int.random(in: 0...2, using: &rng) {  // rows drawn again
                let y = Int.random(in: 0..<size.height, using: &rng)
                grid.put(EngineFixtures.tableRow(Int.random(in: 0...99, using: &rng)), at: Point(x: 0, y: y),
                         style: EngineFixtures.randomStyle(&rng), clip: Rect(x: 0, y: y, width: size.width, height: 1))
                changed[y] = true
                sources[y] = -1
            }
            let hinted = told.encode(grid, changedRows: changed, bodySources: sources)
            let plain = untold.encode(grid, changedRows: changed)
            #expect(hinted == plain, "seed \(seed) frame \(frame)\n\(engineReadable(hinted))\n\(engineReadable(plain))")
            emulator.feed(hinted)
            if let m = emulator.firstMismatch(with: grid) {
                Issue.record("seed \(seed) frame \(frame): (\(m.x),\(m.y)) screen \(m.screen) grid \(m.grid)")
                return
            }
            let text = engineReadable(hinted)
            if text.contains("S␛[r") || text.contains("T␛[r") || text.contains("[S") || text.contains("[T") { scrolls += 1 }
        }
        #expect(scrolls > 10, "the terminal scrolled \(scrolls) times")
    }

    /// Moves a random band of rows up or down by k, blanking the vacated rows.
    func scrollBand(_ grid: CellGrid, rng: inout SplitMix64) {
        let h = grid.size.height, w = grid.size.width
        guard h >= 3 else { return }
        let top = Int.random(in: 0..<(h - 2), using: &rng)
        let bottom = Int.random(in: (top + 2)..<h, using: &rng)
        let k = Int.random(in: 1...max(1, (bottom - top) / 2), using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
        let old = grid.cells
        for y in top...bottom {
            let source = y + k
            for x in 0..<w {
                grid[x, y] = source >= top && source <= bottom ? old[source * w + x] : .empty
            }
        }
    }
}
