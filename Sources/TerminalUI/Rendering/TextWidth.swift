/// Display width of text in terminal columns, measured per grapheme cluster (Swift `Character`).
///
/// Rules, in order:
/// - C0/C1 control characters and DEL are 0 (they are never drawn).
/// - A cluster containing VS16 (U+FE0F, emoji presentation) or a pair of regional indicators (a flag) is 2.
/// - Otherwise the cluster takes its first scalar's width: East Asian Wide/Fullwidth (CJK, Hangul,
///   kana, fullwidth forms, CJK punctuation, emoji presentation) is 2; combining marks, ZWJ,
///   variation selectors and other format characters alone are 0; East Asian Ambiguous is 1,
///   or 2 when ``ambiguousIsWide`` is set; everything else is 1.
///
/// Layout code must use these functions, never `String.count`.
public enum TextWidth {
    /// When true, East Asian Ambiguous characters (Greek, Cyrillic, box drawing, `…`, …) count as
    /// two columns, as in CJK terminal profiles. Default false. Set it once at start-up, before drawing.
    nonisolated(unsafe) public static var ambiguousIsWide = false

    /// Columns one grapheme occupies: 0, 1 or 2.
    public static func width(of character: Character) -> Int { width(of: character, ambiguousWide: ambiguousIsWide) }

    /// Columns one grapheme occupies, with the ambiguous-width rule given explicitly.
    static func width(of character: Character, ambiguousWide: Bool) -> Int {
        if let ascii = character.asciiValue {  // also covers "\r\n"
            return isPrintableASCII(ascii) ? 1 : 0
        }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        var count = 1
        while let s = iterator.next() {
            count += 1
            if s.value == 0xFE0F { return 2 }
        }
        return width(ofBase: first.value, clusterLength: count, ambiguousWide: ambiguousWide)
    }

    /// Whether `byte` is printable ASCII (U+0020–U+007E): a grapheme of its own, one column wide.
    @inline(__always) static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// Whether every byte of `text` is printable ASCII (then each byte is a one-column grapheme).
    static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.allSatisfy(isPrintableASCII) }
    }

    /// Columns a string occupies: the sum over its graphemes.
    public static func width(of string: String) -> Int {
        var total = 0
        var allASCII = true
        for byte in string.utf8 {
            if byte >= 0x80 { allASCII = false; break }
            if isPrintableASCII(byte) { total += 1 }
        }
        if allASCII { return total }
        total = 0
        for character in string { total += width(of: character) }
        return total
    }

    private static func width(ofBase value: UInt32, clusterLength: Int, ambiguousWide: Bool) -> Int {
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if value < 0x300 {
            return ambiguousWide && WidthTables.ambiguous.contains(value) ? 2 : 1
        }
        if value >= 0x1F1E6 && value <= 0x1F1FF { return clusterLength >= 2 ? 2 : 1 }  // flags
        if WidthTables.zeroWidth.contains(value) { return 0 }
        if WidthTables.wide.contains(value) { return 2 }
        if ambiguousWide && WidthTables.ambiguous.contains(value) { return 2 }
        return 1
    }

    /// Whether a grapheme is a control character (never written into a cell).
    static func isControl(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first?.value else { return true }
        return first < 0x20 || (first >= 0x7F && first < 0xA0)
    }

    /// `s` cut to at most `toWidth` columns. When it had to cut, it ends in `ellipsis`
    /// (which counts towards the width); a grapheme is never split. No room (`toWidth` ≤ 0)
    /// gives `""`, even for text of no width.
    public static func truncate(_ s: String, toWidth: Int, ellipsis: String = "…") -> String {
        guard toWidth > 0 else { return "" }
        if width(of: s) <= toWidth { return s }
        let ellipsisWidth = width(of: ellipsis)
        let budget = ellipsisWidth <= toWidth ? toWidth - ellipsisWidth : toWidth
        var out = ""
        var used = 0
        for character in s {
            let w = width(of: character)
            if used + w > budget { break }
            out.append(character)
            used += w
        }
        return ellipsisWidth <= toWidth ? out + ellipsis : out
    }

    /// `s` followed by spaces up to `toWidth` columns; unchanged when it is already that wide or wider.
    public static func pad(_ s: String, toWidth: Int) -> String {
        let w = width(of: s)
        guard w < toWidth else { return s }
        var padded = s + String(repeating: " ", count: toWidth - w)
        // A last grapheme that takes the space after it into itself (a prepended concatenation
        // mark such as U+070F, found by fuzzing) cost a column: make it up.
        if let last = s.last, (String(last) + " ").count == 1 { padded += " " }
        return padded
    }

    /// `s` split at each `"\n"` (at most `maxSplits` times), as `s.split(separator: "\n", maxSplits:
    /// maxSplits, omittingEmptySubsequences: false)` splits it, found in the UTF-8 bytes rather than
    /// grapheme by grapheme: a line feed is a grapheme of its own except after a carriage return
    /// (`"\r\n"` is one grapheme, not a `"\n"`).
    public static func paragraphs(of s: String, maxSplits: Int = .max) -> [Substring] {
        let utf8 = s.utf8
        var paragraphs: [Substring] = []
        var start = utf8.startIndex, searchFrom = start
        while paragraphs.count < maxSplits, let newline = utf8[searchFrom...].firstIndex(of: 0x0A) {
            searchFrom = utf8.index(after: newline)
            if newline > utf8.startIndex, utf8[utf8.index(before: newline)] == 0x0D { continue }
            paragraphs.append(s[start..<newline])
            start = searchFrom
        }
        paragraphs.append(s[start...])
        return paragraphs
    }

    /// `s` broken into lines of at most `width` columns.
    ///
    /// `"\n"` always breaks. Latin text breaks between words (a word longer than a line is split
    /// between graphemes); wide (CJK) characters may break anywhere between them. Spaces at a break
    /// are dropped and trailing spaces are trimmed. A grapheme is never split; a grapheme wider than
    /// `width` gets a line of its own. Always returns at least one line.
    public static func wrap(_ s: String, width: Int) -> [String] {
        let limit = max(1, width)
        var lines: [String] = []
        for paragraph in paragraphs(of: s) {
            var wrapper = LineWrapper(limit: limit)
            wrapper.wrap(paragraph, into: &lines)
        }
        return lines.isEmpty ? [""] : lines
    }
}

/// Greedy line filling for `TextWidth.wrap`.
private struct LineWrapper {
    let limit: Int
    var line = ""
    var lineWidth = 0
    var word = ""
    var wordWidth = 0
    var spaces = 0
    var atParagraphStart = true

    init(limit: Int) { self.limit = limit }

    mutating func wrap(_ paragraph: Substring, into lines: inout [String]) {
        for character in paragraph {
            if character == " " || character == "\t" {
                flushWord(into: &lines)
                spaces += 1
                continue
            }
            let w = TextWidth.width(of: character)
            if w == 2 {  // CJK: every wide character is a break opportunity on both sides
                flushWord(into: &lines)
                word = String(character); wordWidth = 2
                flushWord(into: &lines)
            } else {
                word.append(character); wordWidth += w
            }
        }
        flushWord(into: &lines)
        lines.append(trimmed(line))
    }

    private mutating func flushWord(into lines: inout [String]) {
        guard !word.isEmpty else { return }
        let gap = lineWidth == 0 && !atParagraphStart ? 0 : spaces  // keep a paragraph's indent
        atParagraphStart = false
        if lineWidth + gap + wordWidth <= limit {
            if gap > 0 { line += String(repeating: " ", count: gap) }
            line += word; lineWidth += gap + wordWidth
        } else {
            if lineWidth > 0 { lines.append(trimmed(line)); line = ""; lineWidth = 0 }
            if wordWidth <= limit {
                line = word; lineWidth = wordWidth
            } else {
                for character in word {  // a word longer than a line: split between graphemes
                    let w = TextWidth.width(of: character)
                    if lineWidth + w > limit && lineWidth > 0 { lines.append(line); line = ""; lineWidth = 0 }
                    line.append(character); lineWidth += w
                }
            }
        }
        word = ""; wordWidth = 0; spaces = 0
    }

    private func trimmed(_ s: String) -> String {
        var t = Substring(s)
        while t.last == " " { t.removeLast() }
        return String(t)
    }
}
