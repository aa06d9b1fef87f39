import Testing
@testable import TerminalUI

/// Inputs `scripts/fuzz.sh` found that broke an invariant, kept so they stay fixed (and the
/// decisions made about them stay visible).
@Suite("Fuzz findings")
struct FuzzFindingsTests {
    @Test("pad reaches its width after a mark that joins the next character (U+070F)")
    func padAfterAPrependedMark() {
        for text in ["\n\n.\nl\u{070F}", "a\u{0600}", "\u{070F}"] {
            for width in [TextWidth.width(of: text) + 1, 28] {
                #expect(TextWidth.width(of: TextWidth.pad(text, toWidth: width)) == width, "\(text.debugDescription) to \(width)")
            }
        }
    }

    @Test("truncate to no room is empty, even for text of no width")
    func truncateToZero() {
        #expect(TextWidth.truncate("\u{02}", toWidth: 0) == "")
        #expect(TextWidth.truncate("\u{02}", toWidth: 1) == "\u{02}")
    }

    @Test("wrap may leave a no-width character beside a wide one on a line narrower than both")
    func wrapKeepsAControlCharacterWithTheWideOne() {
        let lines = TextWidth.wrap("\u{0}棣\u{0}棣", width: 1)
        for line in lines where TextWidth.width(of: line) > 1 {
            #expect(line.filter { TextWidth.width(of: $0) > 0 }.count == 1, "\(lines)")
        }
    }

    @Test("a tab that carries a combining mark may come out of wrap as a space; nothing visible is lost")
    func wrapTabWithCombiningMark() {
        let text = " % \r\u{FFFD}\n\u{FFFD}\t\u{07AC}"
        let visible = { (s: String) -> [Unicode.Scalar] in s.unicodeScalars.filter { !$0.properties.isWhitespace } }
        #expect(visible(TextWidth.wrap(text, width: 8).joined()) == visible(text))
    }
}
