import Testing
@testable import TerminalUI
import TerminalUITesting

@Suite struct HeadlessTerminalTests {
    let all = Rect(x: 0, y: 0, width: 1000, height: 1000)

    @Test func framesShowOnTheEmulatedScreen() throws {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 4))
        try terminal.start()
        #expect(terminal.isStarted)
        #expect(terminal.emulator.isAlternateScreen && !terminal.emulator.isCursorVisible && terminal.emulator.isBracketedPaste)
        var encoder = FrameEncoder()
        let grid = CellGrid(size: terminal.size)
        grid.put("Hello 世界", at: Point(x: 1, y: 1), style: Style(foreground: .green, attributes: .bold), clip: all)
        terminal.write(encoder.encode(grid))
        #expect(terminal.screenText == ["", " Hello 世界", "", ""])
        #expect(terminal.cell(x: 7, y: 1) == Cell(grapheme: "世", width: 2, style: Style(foreground: .green, attributes: .bold)))
        #expect(terminal.cell(x: 8, y: 1).width == 0)
        let before = terminal.bytesWritten
        terminal.write(encoder.encode(grid))
        #expect(terminal.lastFrameBytes == [] && terminal.bytesWritten == before)
        terminal.stop()
        #expect(!terminal.isStarted)
        let e = terminal.emulator
        #expect(!e.isAlternateScreen && e.isCursorVisible && !e.isBracketedPaste && e.pen == .plain)
        #expect(terminal.screenText.allSatisfy { $0.isEmpty })  // the main screen is back
    }

    @Test func inputGoesThroughTheParser() async {
        let terminal = HeadlessTerminal(size: Size(width: 10, height: 2))
        terminal.send(bytes: Array("a\u{1B}[B".utf8))
        terminal.send(bytes: [0x1B])  // a lone ESC at the end of a burst is Escape
        terminal.send(.key(.enter))
        terminal.type("中")
        terminal.resize(to: Size(width: 30, height: 5))
        terminal.finishEvents()
        var events: [InputEvent] = []
        for await event in terminal.events { events.append(event) }
        #expect(events == [.key(.character("a")), .key(.down), .key(.escape), .key(.enter),
                           .key(.character("中")), .resize(Size(width: 30, height: 5))])
        #expect(terminal.size == Size(width: 30, height: 5))
    }
}

@Suite struct TerminalEmulatorTests {
    @Test func interpretsCommonSequences() {
        var e = TerminalEmulator(size: Size(width: 10, height: 4))
        e.feed(Array("ab\r\ncd\u{1B}[4;5Hx\u{1B}[1;1H\u{1B}[2Ky".utf8))
        #expect(e.textLines == ["y", "cd", "", "    x"])
        e.feed(Array("\u{1B}[1;38;5;100;48;2;1;2;3mZ".utf8))
        #expect(e.cell(x: 1, y: 0).style == Style(foreground: .palette(100), background: .rgb(1, 2, 3), attributes: .bold))
        e.feed(Array("\u{1B}[m\u{1B}[2;4r\u{1B}[S\u{1B}[r".utf8))
        #expect(e.textLines == ["yZ", "", "    x", ""])
        #expect(e.cursor == .zero)
    }

    @Test func deferredWrapAndWideCharacters() {
        var e = TerminalEmulator(size: Size(width: 4, height: 2))
        e.feed(Array("abcd".utf8))
        #expect(e.cursor == Point(x: 3, y: 0))
        e.feed(Array("e".utf8))
        #expect(e.textLines == ["abcd", "e"])
        e.feed(Array("\u{1B}[2;4H中".utf8))  // a wide character in the last column wraps (and scrolls)
        #expect(e.textLines == ["e", "中"])
        e.feed(Array("\u{1B}[2;2Hx".utf8))  // over the right half
        #expect(e.textLines == ["e", " x"])
    }

    @Test func randomBytesNeverTrap() {
        var rng = SplitMix64(seed: 42)
        var e = TerminalEmulator(size: Size(width: 17, height: 5))
        for _ in 0..<200 {
            let chunk = (0..<Int.random(in: 1...200, using: &rng)).map { _ -> UInt8 in
                let r = rng.next()
                return r & 3 == 0 ? [0x1B, 0x5B, 0x3B, 0x32][Int(r >> 8) & 3] : UInt8(truncatingIfNeeded: r >> 16)
            }
            e.feed(chunk)
        }
        #expect(e.textLines.count == 5)
    }
}
