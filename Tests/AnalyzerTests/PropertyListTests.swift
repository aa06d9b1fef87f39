import Testing
@testable import Analyzer

@Suite("The pbxproj property list parser")
struct PropertyListTests {
    @Test func theHeaderCommentsAndBothKindsOfCollectionsAreRead() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1; /* a comment */
            \tclasses = {
            \t};
            \tlist = (a, "b c", /* inline */ d/e.swift, ); // to the end of the line
            \tempty = ();
            \tpath = "<group>";
            \tword = $SRCROOT-x_y.z+1:2;
            }
            """
        let value = try PropertyListParser.parse(text)
        #expect(value == .dictionary([
            "archiveVersion": .string("1"),
            "classes": .dictionary([:]),
            "list": .array([.string("a"), .string("b c"), .string("d/e.swift")]),
            "empty": .array([]),
            "path": .string("<group>"),
            "word": .string("$SRCROOT-x_y.z+1:2"),
        ]))
        #expect(value.dictionary?["list"]?.strings == ["a", "b c", "d/e.swift"])
        #expect(value.dictionary?["path"]?.string == "<group>")
    }

    @Test func unquotedWordsTakeLettersDigitsAndTheSymbolsXcodeWrites() throws {
        let value = try PropertyListParser.parse("{ a = /Localized/x-y_z.1$+:b; }")
        #expect(value.dictionary?["a"]?.string == "/Localized/x-y_z.1$+:b")
        // A character no word may hold is an error, not a silent stop.
        #expect(throws: PropertyListError.self) { try PropertyListParser.parse("{ a = $(SRCROOT); }") }
    }

    @Test func escapesInQuotedStrings() throws {
        let value = try PropertyListParser.parse(#"( "a\"b\\c\n\t", "\U00e9\U0041", "\101\60", "\UD83D\UDE00", "\UD800x", 'single "q"' )"#)
        #expect(value.strings == ["a\"b\\c\n\t", "éA", "A0", "😀", "\u{FFFD}x", "single \"q\""])
    }

    @Test func hexData() throws {
        #expect(try PropertyListParser.parse("<0fA1 2b>") == .data([0x0F, 0xA1, 0x2B]))
    }

    @Test(arguments: [
        "", "{", "{ a = b }", "{ a b; }", "{ a = \"unterminated; }", "/* open comment", "( a b )", "{ a = b; } extra",
        "<0f1>", "<zz>", "{ { a = b; } = c; }", "( a, ", ")", "\u{1}",
        String(repeating: "(", count: 100_000),
    ])
    func malformedInputIsAnErrorNeverATrap(text: String) {
        #expect(throws: PropertyListError.self) { try PropertyListParser.parse(text) }
    }

    @Test func anErrorSaysWhereAndWhat() {
        #expect(throws: PropertyListError(offset: 8, message: "expected ; after the value of \"a\"")) {
            try PropertyListParser.parse("{ a = b }")
        }
    }

    @Test func invalidUTF8BytesReadAsReplacementCharacters() throws {
        let value = try PropertyListParser.parse(bytes: Array("( \"a".utf8) + [0xFF] + Array("b\" )".utf8))
        #expect(value.strings == ["a\u{FFFD}b"])
    }

    @Test func printedTextReadsBackAsTheSameValue() throws {
        for text in [XcodeFixtures.classic, XcodeFixtures.synchronized, #"( "a\"b\\c\n\t\u{7}", <00ff>, { "" = ""; }, "é😀" )"#] {
            let value = try PropertyListParser.parse(text)
            #expect(try PropertyListParser.parse(value.text) == value)
        }
    }
}
