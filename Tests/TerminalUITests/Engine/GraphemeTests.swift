import Testing
@testable import TerminalUI
import TerminalUITesting

@Suite struct GraphemeTests {
    /// Clusters of every storage length: ASCII, two- and three-byte letters, a combining sequence,
    /// a four-byte emoji, 15 bytes (the inline limit) and longer ones (the table).
    static let clusters = ["a", " ", "é", "中", "e\u{301}", "😀", "👍🏽", "🇯🇵",
                           "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",            // 🏳️‍🌈: 14 bytes
                           "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F466}",   // 👩‍👩‍👦: 18 bytes
                           "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"]  // England's flag: 28 bytes

    @Test(arguments: clusters)
    func aClusterComesBackAsWritten(_ text: String) {
        let grapheme = Grapheme(text)
        #expect(grapheme.string == text)
        #expect(grapheme.utf8Count == text.utf8.count)
        #expect(grapheme.scalarCount == text.unicodeScalars.count)
        var bytes: [UInt8] = []
        grapheme.appendUTF8(to: &bytes)
        #expect(bytes == Array(text.utf8))
        #expect(Grapheme(Character(text)) == grapheme)
        #expect(!grapheme.containsControl)
    }

    @Test func equalClustersAreEqualValuesWhicheverWayTheyAreMade() {
        #expect(Grapheme(ascii: 0x61) == Grapheme("a"))
        #expect(Grapheme(Character("a")) == Grapheme("a"))
        #expect(Grapheme(" ") == .space)
        #expect(Grapheme("") == .none)
        #expect(Grapheme.none.isEmpty && !Grapheme.space.isEmpty)
        // Long clusters share one table entry.
        let family = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F466}"
        #expect(Grapheme(family) == Grapheme(String(family.unicodeScalars)))
        #expect(Grapheme(family) != Grapheme("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}"))
        #expect(Grapheme("a") != Grapheme("b"))
        #expect(Grapheme("中") != Grapheme("文"))
    }

    @Test(arguments: ["\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "a\u{7}"])
    func controlCharactersAreFound(_ text: String) {
        #expect(Grapheme(text).containsControl)
    }

    @Test func neighboursOfTheControlRangesAreNotControls() {
        for text in ["\u{A0}", "\u{7E}", "\u{20}", "\u{C0}", "\u{FFFD}"] { #expect(!Grapheme(text).containsControl, "\(text.unicodeScalars.first!.value)") }
    }

    @Test func cellsKeepTheirGraphemeThroughTheStringProperty() {
        var cell = Cell(grapheme: "中", width: 2)
        #expect(cell.cluster == Grapheme("中"))
        cell.grapheme = "x"
        #expect(cell.cluster == Grapheme(ascii: 0x78))
        #expect(Cell.blank() == Cell(grapheme: " ", width: 1))
    }

    @Test func theEncoderWritesALongClusterWhole() {
        let family = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F466}"
        let grid = CellGrid(size: Size(width: 6, height: 1))
        grid.put("a\(family)b", at: .zero, style: .plain, clip: Rect(x: 0, y: 0, width: 6, height: 1))
        var encoder = FrameEncoder()
        let bytes = encoder.encode(grid)
        #expect(String(decoding: bytes, as: UTF8.self).contains("a\(family)"))
        var emulator = TerminalEmulator(size: grid.size)
        emulator.feed(bytes)
        #expect(emulator.matches(grid))
    }
}
