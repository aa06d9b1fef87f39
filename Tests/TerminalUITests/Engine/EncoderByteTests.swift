import Testing
@testable import TerminalUI
import TerminalUITesting

/// Exact bytes for small cases. `␛` stands for ESC in the expectations.
@Suite struct EncoderByteTests {
    let all = Rect(x: 0, y: 0, width: 1000, height: 1000)

    func esc(_ s: String) -> [UInt8] { Array(s.replacingEscapes().utf8) }

    /// An encoder that has already painted `grid` (blank), so the next frame is a diff.
    func primed(_ size: Size) -> (FrameEncoder, CellGrid) {
        var encoder = FrameEncoder()
        let grid = CellGrid(size: size)
        _ = encoder.encode(grid)
        return (encoder, grid)
    }

    @Test func firstFrameIsAFullRepaintWrappedInSynchronizedOutput() {
        var encoder = FrameEncoder()
        let grid = CellGrid(size: Size(width: 10, height: 3))
        grid.put("hi", at: Point(x: 0, y: 1), style: .plain, clip: all)
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[?25l␛[m␛[r␛[2J␛[2Hhi␛[?2026l"))
    }

    @Test func emptyDiffWritesNothing() {
        var (encoder, grid) = primed(Size(width: 10, height: 3))
        #expect(encoder.encode(grid) == [])
        grid.put("x", at: .zero, style: .plain, clip: all)
        _ = encoder.encode(grid)
        #expect(encoder.encode(grid) == [])
        #expect(encoder.encode(EngineFixtures.copy(grid)) == [])
    }

    @Test func oneChangedCell() {
        var (encoder, grid) = primed(Size(width: 10, height: 3))
        grid.put("X", at: Point(x: 3, y: 1), style: .plain, clip: all)
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[2;4HX␛[?2026l"))
    }

    @Test func adjacentCellsNeedNoCursorMove() {
        var (encoder, grid) = primed(Size(width: 10, height: 3))
        grid.put("AB中C", at: Point(x: 3, y: 1), style: .plain, clip: all)
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[2;4HAB中C␛[?2026l"))
    }

    @Test func styleChangeEmitsSGROnce() {
        var (encoder, grid) = primed(Size(width: 10, height: 3))
        let bold = Style(attributes: .bold)
        grid.put("AB", at: Point(x: 3, y: 1), style: bold, clip: all)
        grid.put("C", at: Point(x: 5, y: 1), style: .plain, clip: all)
        grid.put("DE", at: Point(x: 6, y: 1), style: Style(foreground: .red, attributes: .bold), clip: all)
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[2;4H␛[1mAB␛[mC␛[1;31mDE␛[?2026l"))
        // The pen persists across frames: the same style again needs no SGR.
        grid.put("F", at: Point(x: 8, y: 1), style: Style(foreground: .red, attributes: .bold), clip: all)
        #expect(encoder.encode(grid) == esc("␛[?2026hF␛[?2026l"))  // the cursor is already there
    }

    @Test func colourEncodings() {
        var (encoder, grid) = primed(Size(width: 10, height: 1))
        grid.put("a", at: Point(x: 0, y: 0), style: Style(foreground: .brightRed, background: .palette(200)), clip: all)
        grid.put("b", at: Point(x: 1, y: 0), style: Style(foreground: .rgb(1, 2, 3), background: .palette(200)), clip: all)
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[H␛[91;48;5;200ma␛[38;2;1;2;3mb␛[?2026l"))
    }

    @Test func aColourKeepsItsKindAndEqualColoursAreEqual() {
        let colours: [Color] = [.default, .ansi(0), .ansi(15), .palette(0), .palette(255), .rgb(0, 0, 0), .rgb(255, 128, 1)]
        #expect(colours.map(\.kind) == [.default, .ansi(0), .ansi(15), .palette(0), .palette(255), .rgb(0, 0, 0), .rgb(255, 128, 1)])
        #expect(Set(colours).count == colours.count, "the same number in another kind is another colour")
        #expect(Color.blue == .ansi(4) && Color.rgb(255, 128, 1) == .rgb(255, 128, 1))
        #expect(Style(foreground: .red) != Style(foreground: .palette(1)) && Style(background: .default) == .plain)
    }

    @Test func skippingFewUnchangedCellsRewritesThemInsteadOfMoving() {
        var (encoder, grid) = primed(Size(width: 20, height: 2))
        grid.put("abcdefgh", at: .zero, style: .plain, clip: all)
        _ = encoder.encode(grid)
        grid.put("X", at: Point(x: 1, y: 0), style: .plain, clip: all)
        grid.put("Y", at: Point(x: 3, y: 0), style: .plain, clip: all)
        grid.put("Z", at: Point(x: 7, y: 0), style: .plain, clip: all)
        // CHA on the same row, X, rewrite "c" (1 byte, cheaper than ␛[C), Y, rewrite "efg" (3 bytes < ␛[3C), Z.
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[2GXcYefgZ␛[?2026l"))
        grid.put("W", at: Point(x: 19, y: 0), style: .plain, clip: all)
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[20GW␛[?2026l"))
    }

    @Test func nextRowUsesCarriageReturnLineFeed() {
        var (encoder, grid) = primed(Size(width: 10, height: 3))
        grid.put("ab", at: Point(x: 0, y: 0), style: .plain, clip: all)
        grid.put("cd", at: Point(x: 0, y: 1), style: .plain, clip: all)
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[Hab\r\ncd␛[?2026l"))
    }

    @Test func trailingPlainBlanksAreErasedWithEL() {
        var (encoder, grid) = primed(Size(width: 20, height: 1))
        grid.put("hello world, wide", at: .zero, style: .plain, clip: all)
        _ = encoder.encode(grid)
        grid.clear()
        grid.put("hey", at: .zero, style: .plain, clip: all)
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[3Gy␛[K␛[?2026l"))  // same row: CHA
    }

    @Test func blanksInOneBackgroundBeforeTheLastColumnAreErasedWithECH() {
        let size = Size(width: 30, height: 1)
        // A list row, selected (a coloured background) or not, with an indicator in the last column.
        func row(selected: Bool) -> CellGrid {
            let g = CellGrid(size: size)
            let style = selected ? Style(background: .blue) : .plain
            g.fill(Rect(x: 0, y: 0, width: 29, height: 1), style: style)
            g.put("Post", at: Point(x: 1, y: 0), style: style.adding(.bold), clip: all)
            g.put("│", at: Point(x: 29, y: 0), style: .plain, clip: all)
            return g
        }
        var encoder = FrameEncoder()
        var emulator = TerminalEmulator(size: size)
        emulator.feed(encoder.encode(row(selected: false)))
        let select = encoder.encode(row(selected: true))
        emulator.feed(select)
        #expect(emulator.matches(row(selected: true)))
        // 24 blanks cost `CSI 24 X`, the indicator after them is left alone.
        #expect(select == esc("␛[?2026h\r␛[44m ␛[1mPost␛[22m␛[24X␛[?2026l"))
        let deselect = encoder.encode(row(selected: false))
        emulator.feed(deselect)
        #expect(emulator.matches(row(selected: false)))
        #expect(deselect == esc("␛[?2026h\r␛[m ␛[1mPost␛[m␛[24X␛[?2026l"))
    }

    @Test func fewBlanksAreWrittenNotErased() {
        var (encoder, grid) = primed(Size(width: 12, height: 1))
        grid.put("│", at: Point(x: 11, y: 0), style: .plain, clip: all)
        _ = encoder.encode(grid)
        grid.fill(Rect(x: 0, y: 0, width: 6, height: 1), style: Style(background: .blue))
        #expect(encoder.encode(grid) == esc("␛[?2026h\r␛[44m      ␛[?2026l"))
    }

    /// Ten blue blanks of which nine changed: `CSI 10 X` (and the move back after it) costs more
    /// than nine spaces, but from the next changed blank on, `CSI 9 X` for eight changed cells pays.
    /// The encoder reads the run once and must still see where erasing starts to pay.
    @Test func aRunOfBlanksIsErasedFromWhereErasingStartsToPay() {
        let size = Size(width: 12, height: 1)
        var (encoder, grid) = primed(size)
        grid.put("x", at: Point(x: 0, y: 0), style: .plain, clip: all)
        grid.put("y", at: Point(x: 1, y: 0), style: .plain, clip: all)
        grid.fill(Rect(x: 5, y: 0, width: 1, height: 1), style: Style(background: .blue))
        grid.put("ab", at: Point(x: 10, y: 0), style: .plain, clip: all)
        var emulator = TerminalEmulator(size: size)
        emulator.feed(encoder.encode(grid))
        for x in [2, 3, 4, 6, 7, 8, 9] { grid.put("z", at: Point(x: x, y: 0), style: .plain, clip: all) }
        emulator.feed(encoder.encode(grid))
        grid.fill(Rect(x: 0, y: 0, width: 10, height: 1), style: Style(background: .blue))
        let bytes = encoder.encode(grid)
        emulator.feed(bytes)
        #expect(emulator.matches(grid))
        #expect(bytes == esc("␛[?2026h\r␛[44m ␛[9X␛[?2026l"))
    }

    @Test func cursorIsShownAndHiddenAroundFrames() {
        var (encoder, grid) = primed(Size(width: 10, height: 3))
        #expect(encoder.encode(grid, cursor: Point(x: 2, y: 1)) == esc("␛[?2026h␛[2;3H␛[?25h␛[?2026l"))
        #expect(encoder.encode(grid, cursor: Point(x: 2, y: 1)) == [])
        grid.put("Q", at: Point(x: 0, y: 2), style: .plain, clip: all)
        #expect(encoder.encode(grid, cursor: Point(x: 2, y: 1)) == esc("␛[?2026h␛[?25l\r\nQ␛[2;3H␛[?25h␛[?2026l"))
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[?25l␛[?2026l"))
    }

    @Test func sizeChangeAndInvalidateRepaintFully() {
        var (encoder, grid) = primed(Size(width: 10, height: 3))
        grid.put("abc", at: .zero, style: .plain, clip: all)
        _ = encoder.encode(grid)
        encoder.invalidate()
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[?25l␛[m␛[r␛[2J␛[Habc␛[?2026l"))
        grid.resize(to: Size(width: 5, height: 2))
        #expect(encoder.encode(grid) == esc("␛[?2026h␛[?25l␛[m␛[r␛[2J␛[Habc␛[?2026l"))
    }

    @Test func scrolledTableUsesAScrollRegion() {
        let size = Size(width: 30, height: 10)
        func table(first: Int) -> CellGrid {
            let g = CellGrid(size: size)
            g.put("Header", at: .zero, style: Style(attributes: .bold), clip: all)
            for row in 1..<9 { g.put("row \(first + row) 中文 data", at: Point(x: 0, y: row), style: .plain, clip: all) }
            g.put("footer", at: Point(x: 0, y: 9), style: .plain, clip: all)
            return g
        }
        var encoder = FrameEncoder()
        var emulator = TerminalEmulator(size: size)
        emulator.feed(encoder.encode(table(first: 0)))
        let next = table(first: 1)
        let bytes = encoder.encode(next)
        emulator.feed(bytes)
        #expect(emulator.matches(next))
        // Rows 2…8 move up into 1…7: region 2;9, scroll up one, reset; then only row 8 is drawn.
        #expect(bytes == esc("␛[?2026h␛[2;9r␛[S␛[r␛[9Hrow 9 中文 data␛[?2026l"))
        // And down again.
        let back = encoder.encode(table(first: 0))
        #expect(back == esc("␛[?2026h␛[2;9r␛[T␛[r\r\nrow 1 中文 data␛[?2026l"))
    }

    @Test func aScrollIsFoundAlthoughTheIndicatorInTheLastColumnMoved() {
        let size = Size(width: 40, height: 12)
        var encoder = FrameEncoder()
        var emulator = TerminalEmulator(size: size)
        emulator.feed(encoder.encode(EngineFixtures.listGrid(size: size, first: 0, selected: 9, total: 20)))
        // One row down: the thumb moves, so no row equals an old one in full.
        let next = EngineFixtures.listGrid(size: size, first: 1, selected: 10, total: 20)
        let bytes = encoder.encode(next)
        emulator.feed(bytes)
        #expect(emulator.matches(next))
        // Rows 2…9 move up into 1…8 (the selection's old and new rows are drawn after).
        #expect(engineReadable(bytes).hasPrefix("␛[?2026h␛[2;10r␛[S␛[r"))
        #expect(bytes.count < 120)
    }

    @Test func scrollRegionsCanBeTurnedOff() {
        var encoder = FrameEncoder()
        encoder.usesScrollRegions = false
        let g = CellGrid(size: Size(width: 10, height: 6))
        for y in 0..<6 { g.put("line \(y)", at: Point(x: 0, y: y), style: .plain, clip: all) }
        _ = encoder.encode(g)
        let h = CellGrid(size: Size(width: 10, height: 6))
        for y in 0..<6 { h.put("line \(y + 1)", at: Point(x: 0, y: y), style: .plain, clip: all) }
        #expect(!engineReadable(encoder.encode(h)).contains("S"))
    }

    @Test func brokenCellsAreWrittenSafely() {
        var (encoder, grid) = primed(Size(width: 4, height: 1))
        grid[0, 0] = Cell(grapheme: "\u{1B}", width: 1, style: .plain)
        grid[1, 0] = Cell(grapheme: "中", width: 2, style: .plain)  // no continuation after it
        grid[2, 0] = Cell(grapheme: "", width: 0, style: .plain)    // orphan continuation? (after a broken head)
        grid[3, 0] = Cell(grapheme: "", width: 1, style: .plain)
        let bytes = encoder.encode(grid)
        #expect(!bytes.dropFirst().contains(0x1B) || !engineReadable(bytes).contains("␛␛"))
        #expect(bytes.filter { $0 < 0x20 && $0 != 0x1B }.isEmpty)
        var emulator = TerminalEmulator(size: grid.size)
        emulator.feed(bytes)
        #expect(emulator.textLines == ["\u{FFFD}中"])
    }
}

extension String {
    /// `␛` → ESC.
    func replacingEscapes() -> String { engineReplacing("␛", "\u{1B}") }

    func engineReplacing(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
