import Testing
@testable import TerminalUI
import TerminalUITesting

@Suite struct InputParserTests {
    func parse(_ chunks: [[UInt8]]) -> [InputEvent] {
        var parser = InputParser()
        var events: [InputEvent] = []
        for chunk in chunks { events += parser.feed(chunk) }
        if parser.hasPendingEscape { events += parser.flushPendingEscape() }
        return events
    }
    func parse(_ s: String) -> [InputEvent] { parse([Array(s.utf8)]) }
    func keys(_ s: String) -> [InputEvent] { s.map { .key(.character($0)) } }

    @Test func plainTextBecomesCharacters() {
        #expect(parse("aZ 1") == keys("aZ 1"))
        #expect(parse("中文😀") == keys("中文😀"))
        #expect(parse("e\u{301}") == [.key(.character("e\u{301}"))])  // one grapheme
        #expect(parse("👨‍👩‍👧") == [.key(.character("👨‍👩‍👧"))])
    }

    @Test func everySplitPointOfUTF8Survives() {
        let text = "中文Ab😀한글👍🏽"
        let bytes = Array(text.utf8)
        for split in 0...bytes.count {
            let events = parse([Array(bytes[..<split]), Array(bytes[split...])])
            let joined = events.compactMap { event -> String? in
                if case .key(.character(let c)) = event { return String(c) }
                return nil
            }.joined()
            #expect(joined == text, "split at \(split)")
            #expect(events.count == events.filter { if case .key(.character) = $0 { return true } else { return false } }.count)
        }
        // Without multi-scalar clusters the characters are exactly the same at every split.
        let simple = "中文Ab😀한글"
        let simpleBytes = Array(simple.utf8)
        for split in 0...simpleBytes.count {
            #expect(parse([Array(simpleBytes[..<split]), Array(simpleBytes[split...])]) == keys(simple))
        }
        // Byte by byte.
        #expect(parse(simpleBytes.map { [$0] }) == keys(simple))
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        #expect(parse([[0x61, 0xFF, 0x62]]) == keys("a\u{FFFD}b"))
        #expect(parse([[0xE4, 0xB8], [0x61]]) == keys("\u{FFFD}a"))  // truncated sequence
        #expect(parse([[0xC0, 0x80]]) == keys("\u{FFFD}\u{FFFD}"))  // overlong
        #expect(parse([[0xED, 0xA0, 0x80]]) == keys("\u{FFFD}\u{FFFD}\u{FFFD}"))  // surrogate
    }

    @Test func controlKeys() {
        #expect(parse("\r") == [.key(.enter)])
        #expect(parse("\n") == [.key(.enter)])
        #expect(parse("\r\n") == [.key(.enter)])
        #expect(parse("\r\r") == [.key(.enter), .key(.enter)])
        #expect(parse("\t") == [.key(.tab)])
        #expect(parse([[0x7F], [0x08]]) == [.key(.backspace), .key(.backspace)])
        #expect(parse([[0x01, 0x03, 0x1A]]) == [.key(.ctrl("a")), .key(.ctrl("c")), .key(.ctrl("z"))])
        #expect(parse("a\u{3}b") == [.key(.character("a")), .key(.ctrl("c")), .key(.character("b"))])
    }

    @Test func loneEscapeIsPendingUntilFlushed() {
        var parser = InputParser()
        #expect(parser.feed([0x1B]) == [])
        #expect(parser.hasPendingEscape)
        #expect(parser.flushPendingEscape() == [.key(.escape)])
        #expect(!parser.hasPendingEscape)
        #expect(parser.flushPendingEscape() == [])
        // ESC then the rest of a sequence in the next read: an arrow, not Escape.
        #expect(parser.feed([0x1B]) == [])
        #expect(parser.feed(Array("[A".utf8)) == [.key(.up)])
        // ESC ESC: the first is Escape, the second pending.
        #expect(parser.feed([0x1B, 0x1B]) == [.key(.escape)])
        #expect(parser.flushPendingEscape() == [.key(.escape)])
    }

    @Test func altKeys() {
        #expect(parse("\u{1B}x") == [.key(.alt(.character("x")))])
        #expect(parse("\u{1B}中") == [.key(.alt(.character("中")))])
        #expect(parse([[0x1B], [0x7F]]) == [.key(.alt(.backspace))])
        #expect(parse([[0x1B, 0x0D]]) == [.key(.alt(.enter))])
        #expect(parse([[0x1B, 0x5B]]) == [.key(.alt(.character("[")))])  // flushed: Alt-[
        #expect(parse([[0x1B, 0x4F]]) == [.key(.alt(.character("O")))])
    }

    @Test func arrowsAndNavigation() {
        #expect(parse("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(parse("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(parse("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF") == [.key(.home), .key(.end), .key(.home), .key(.end)])
        #expect(parse("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.key(.home), .key(.end), .key(.home), .key(.end)])
        #expect(parse("\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~") == [.key(.insert), .key(.delete), .key(.pageUp), .key(.pageDown)])
        #expect(parse("\u{1B}[Z") == [.key(.backTab)])
        #expect(parse("\u{1B}[1;5A") == [.key(.up)])             // Ctrl-Up: modifier dropped
        #expect(parse("\u{1B}[1;3B") == [.key(.alt(.down))])     // Alt-Down
        #expect(parse("\u{1B}[3;5~") == [.key(.delete)])
    }

    @Test func functionKeys() {
        #expect(parse("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS") == (1...4).map { .key(.function($0)) })
        #expect(parse("\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~\u{1B}[15~") == (1...5).map { .key(.function($0)) })
        #expect(parse("\u{1B}[17~\u{1B}[18~\u{1B}[19~\u{1B}[20~\u{1B}[21~") == (6...10).map { .key(.function($0)) })
        #expect(parse("\u{1B}[23~\u{1B}[24~") == [.key(.function(11)), .key(.function(12))])
        #expect(parse("\u{1B}[1;2P") == [.key(.function(1))])
        #expect(parse("\u{1B}[[A\u{1B}[[E") == [.key(.function(1)), .key(.function(5))])
    }

    @Test func sequencesSplitAcrossFeeds() {
        let bytes = Array("x\u{1B}[1;3Ay\u{1B}[24~".utf8)
        let expected: [InputEvent] = [.key(.character("x")), .key(.alt(.up)), .key(.character("y")), .key(.function(12))]
        for split in 0...bytes.count {
            #expect(parse([Array(bytes[..<split]), Array(bytes[split...])]) == expected, "split at \(split)")
        }
    }

    @Test func bracketedPasteIsOneEventEvenAcrossFeeds() {
        let pasted = "hello 中文\r\nline two\u{1B}[A not a key"
        let bytes = Array("a\u{1B}[200~\(pasted)\u{1B}[201~b".utf8)
        let expected: [InputEvent] = [.key(.character("a")), .paste("hello 中文\nline two\u{1B}[A not a key"), .key(.character("b"))]
        #expect(parse([bytes]) == expected)
        for split in stride(from: 0, through: bytes.count, by: 1) {
            #expect(parse([Array(bytes[..<split]), Array(bytes[split...])]) == expected, "split at \(split)")
        }
        #expect(parse(bytes.map { [$0] }) == expected)
        var parser = InputParser()
        _ = parser.feed(Array("\u{1B}[200~abc".utf8))
        #expect(!parser.hasPendingEscape)  // inside a paste, nothing is pending
        #expect(parser.feed(Array("\u{1B}[201~".utf8)) == [.paste("abc")])
    }

    @Test func aPasteWhoseEndNeverComesIsClosedAndKeysWorkAgain() {
        var parser = InputParser()
        #expect(parser.feed(Array("a\u{1B}[200~abc 中".utf8)) == [.key(.character("a"))])
        #expect(parser.isInPaste)
        #expect(parser.feed(Array("\u{1B}[B".utf8)).isEmpty, "inside the paste an arrow is text")
        #expect(parser.flushUnterminatedPaste() == [.paste("abc 中\u{1B}[B")])
        #expect(!parser.isInPaste)
        #expect(parser.feed(Array("\u{1B}[Bq".utf8)) == [.key(.down), .key(.character("q"))])

        // A piece of the end marker that did come is not pasted text; an empty paste says nothing.
        _ = parser.feed(Array("\u{1B}[200~xy\u{1B}[20".utf8))
        #expect(parser.flushUnterminatedPaste() == [.paste("xy")])
        _ = parser.feed(Array("\u{1B}[200~".utf8))
        #expect(parser.flushUnterminatedPaste() == [])
        #expect(!parser.isInPaste)
        #expect(parser.flushUnterminatedPaste() == [], "outside a paste: nothing")
        #expect(parser.feed(Array("\u{1B}[201~z".utf8)) == [.key(.character("z"))], "a late end marker is dropped")
    }

    @Test func unknownAndOverlongSequencesAreBounded() {
        #expect(parse("\u{1B}[?1;2c") == [])                   // device attributes report: ignored
        #expect(parse("\u{1B}[<0;10;5M") == [])                // SGR mouse: ignored
        let long = "\u{1B}[" + String(repeating: "1;", count: 500) + "A" + "z"
        #expect(parse(long) == [.key(.character("z"))])
        var parser = InputParser()
        _ = parser.feed(Array(("\u{1B}[" + String(repeating: "9", count: 10_000)).utf8))
        #expect(parser.bufferedByteCount <= InputParser.maxSequenceLength)
    }

    @Test func millionRandomBytesNeverCrashAndStayBounded() {
        var rng = SplitMix64(seed: 0x5EED)
        var parser = InputParser()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var remaining = 1_000_000
        var events = 0
        var maxBuffered = 0
        while remaining > 0 {
            let n = min(remaining, Int(rng.next() % 4096) + 1)
            for i in 0..<n {
                let r = rng.next()
                // Bias towards ESC, '[' and digits so escape paths get exercised too.
                switch r & 7 {
                case 0: buffer[i] = 0x1B
                case 1: buffer[i] = UInt8(0x30 + (r >> 8) % 12)
                case 2: buffer[i] = 0x5B
                default: buffer[i] = UInt8(truncatingIfNeeded: r >> 16)
                }
            }
            events += parser.feed(buffer[0..<n]).count
            if rng.next() & 15 == 0 { events += parser.flushPendingEscape().count }
            maxBuffered = max(maxBuffered, parser.bufferedByteCount)
            remaining -= n
        }
        #expect(events > 0)
        #expect(maxBuffered <= 2 * InputParser.maxSequenceLength + 16)
    }
}
