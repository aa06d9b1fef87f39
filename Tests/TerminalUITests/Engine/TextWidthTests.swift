import Testing
@testable import TerminalUI
import TerminalUITesting

@Suite struct TextWidthTests {
    @Test func anASCIIRunMeasuredByteByByteIsTheRunMeasuredPerGrapheme() {
        var random = SplitMix64(seed: 15)
        // Printable ASCII, control characters, CR LF (one grapheme) and DEL.
        let pieces = ["a", "Z", " ", "~", "7", "\t", "\r\n", "\n", "\u{7F}", "\u{1B}", "[", "0"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(GlyphRun(text) == GlyphRun(measuringEachCharacter: text), "\(text.debugDescription)")
        }
        for text in ["Summary: 买牛奶 🍞", "e\u{301}", "↑↓ Move"] {
            #expect(GlyphRun(text) == GlyphRun(measuringEachCharacter: text), "not ASCII: measured per grapheme")
        }
        #expect(GlyphRun("ab\r\ncd").width == 4)
    }

    @Test func paragraphsAreWhatSplittingAtNewlineGives() {
        var random = SplitMix64(seed: 16)
        // "\r\n" is one grapheme (no split inside it); a combining mark after "\n" starts the next line.
        let pieces = ["a", " ", "\n", "\r", "\r\n", "\u{301}", "买", "🇫🇷", "👍🏽", "\n\n", "x"]
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(TextWidth.paragraphs(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false),
                    "\(text.debugDescription)")
            let most = Int.random(in: 0...3, using: &random)
            #expect(TextWidth.paragraphs(of: text, maxSplits: most)
                    == text.split(separator: "\n", maxSplits: most, omittingEmptySubsequences: false), "\(text.debugDescription)")
        }
        #expect(TextWidth.paragraphs(of: "") == [""])
        #expect(TextWidth.paragraphs(of: "a\n\nb\n") == ["a", "", "b", ""])
    }

    @Test func tablesAreSortedAndDisjoint() {
        #expect(WidthTables.wide.isWellFormed)
        #expect(WidthTables.zeroWidth.isWellFormed)
        #expect(WidthTables.ambiguous.isWellFormed)
    }

    @Test(arguments: [
        ("a", 1), (" ", 1), ("~", 1), ("中", 2), ("文", 2), ("한", 2), ("あ", 2), ("カ", 2), ("ｶ", 1),
        ("Ａ", 2), ("。", 2), ("、", 2), ("「", 2), ("　", 2), ("😀", 2), ("🙂", 2), ("👍🏽", 2),
        ("👨‍👩‍👧", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2), ("🇯🇵", 2), ("e\u{301}", 1), ("\u{301}", 0),
        ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\t", 0), ("\u{1B}", 0), ("\u{7F}", 0),
        ("\u{85}", 0), ("\r\n", 0), ("é", 1), ("α", 1), ("…", 1), ("─", 1), ("가", 2), ("\u{1100}\u{1161}", 2),
        ("𠀀", 2), ("⌚", 2), ("☕", 2),
    ] as [(String, Int)])
    func graphemeWidth(text: String, expected: Int) {
        #expect(text.count == 1)
        #expect(TextWidth.width(of: Character(text)) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func stringWidthSumsGraphemes() {
        #expect(TextWidth.width(of: "") == 0)
        #expect(TextWidth.width(of: "hello") == 5)
        #expect(TextWidth.width(of: "中文abc") == 7)
        #expect(TextWidth.width(of: "Hi 👋🏽 世界!") == 11)
        #expect(TextWidth.width(of: "a\u{1B}b") == 2)
        #expect(TextWidth.width(of: "👨‍👩‍👧‍👦 family") == 9)
        #expect("中文".count == 2 && TextWidth.width(of: "中文") == 4)
    }

    @Test func ambiguousWidthIsASetting() {
        // The global setting is left alone (other tests run in parallel); the rule is checked directly.
        #expect(TextWidth.width(of: Character("…")) == 1)
        for (text, wide) in [("…", 2), ("α", 2), ("─", 2), ("①", 2), ("é", 2), ("a", 1), ("中", 2), ("😀", 2), ("\u{301}", 0)] {
            #expect(TextWidth.width(of: Character(text), ambiguousWide: true) == wide, "\(text)")
            #expect(TextWidth.width(of: Character(text), ambiguousWide: false) == (text == "\u{301}" ? 0 : text == "中" || text == "😀" ? 2 : 1))
        }
        #expect(WidthTables.ambiguous.contains(0x2026) && WidthTables.ambiguous.contains(0x03B1))
        #expect(!WidthTables.ambiguous.contains(0x0041))
    }

    @Test func truncateNeverSplitsGraphemesAndCountsColumns() {
        #expect(TextWidth.truncate("hello world", toWidth: 8) == "hello w…")
        #expect(TextWidth.truncate("hello", toWidth: 5) == "hello")
        #expect(TextWidth.truncate("中文字符测试", toWidth: 7) == "中文字…")
        #expect(TextWidth.truncate("中文字符测试", toWidth: 6) == "中文…")  // 中文 (4) + … (1) = 5 ≤ 6
        #expect(TextWidth.truncate("ab😀cd", toWidth: 4) == "ab…")
        #expect(TextWidth.truncate("👨‍👩‍👧abc", toWidth: 4) == "👨‍👩‍👧a…")
        #expect(TextWidth.truncate("abc", toWidth: 0) == "")
        #expect(TextWidth.truncate("abc", toWidth: 1) == "…")
        #expect(TextWidth.truncate("abcdef", toWidth: 4, ellipsis: "...") == "a...")
        for width in 0...12 {
            #expect(TextWidth.width(of: TextWidth.truncate("Mixed 中文 and 😀 text", toWidth: width)) <= width)
        }
    }

    @Test func padUsesDisplayWidth() {
        #expect(TextWidth.pad("中文", toWidth: 6) == "中文  ")
        #expect(TextWidth.pad("abc", toWidth: 2) == "abc")
        #expect(TextWidth.width(of: TextWidth.pad("😀x", toWidth: 10)) == 10)
    }

    @Test func wrapLatinByWords() {
        #expect(TextWidth.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
        #expect(TextWidth.wrap("a verylongwordindeed b", width: 8) == ["a", "verylong", "wordinde", "ed b"])
        #expect(TextWidth.wrap("", width: 5) == [""])
        #expect(TextWidth.wrap("one\ntwo  three", width: 20) == ["one", "two  three"])
        #expect(TextWidth.wrap("  indented text", width: 40) == ["  indented text"])
    }

    @Test func wrapCJKPerCharacterAndMixed() {
        #expect(TextWidth.wrap("中文字符测试", width: 5) == ["中文", "字符", "测试"])
        #expect(TextWidth.wrap("Hello 世界你好 world", width: 9) == ["Hello 世", "界你好", "world"])
        #expect(TextWidth.wrap("😀😀😀", width: 3) == ["😀", "😀", "😀"])
        #expect(TextWidth.wrap("中", width: 1) == ["中"])  // wider than the line: alone, never split
        let text = "MVX 表格 demo: 北京 Beijing, 上海 Shanghai 👍🏽 and more text 中文字符"
        for width in 1...30 {
            let lines = TextWidth.wrap(text, width: width)
            for line in lines { #expect(TextWidth.width(of: line) <= max(width, 2)) }
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        }
    }
}
