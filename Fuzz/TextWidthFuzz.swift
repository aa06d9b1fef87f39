// libFuzzer target for TerminalUI's TextWidth (built by scripts/fuzz.sh, not by SwiftPM).
//
// For any text (the input's bytes decoded as UTF-8, invalid bytes replaced) and any width:
// - a string's width is the sum of its characters' widths (the fast ASCII path agrees);
// - `truncate` fits the width and leaves text that already fits unchanged (with any room at all);
// - `pad` reaches exactly the width (or leaves wider text alone);
// - `wrap` keeps every line within the width (a single grapheme wider than it alone on its
//   line, beside nothing that has width) and loses nothing but the spaces at breaks.

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextWidth(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: start, count: count)
    let width = Int(bytes[0]) % 48
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)

    let total = TextWidth.width(of: text)
    check(total == text.reduce(0) { $0 + TextWidth.width(of: $1) }, "width(of:) disagrees with its characters for \(text.debugDescription)")

    let truncated = TextWidth.truncate(text, toWidth: width)
    check(TextWidth.width(of: truncated) <= width, "truncate(\(text.debugDescription), \(width)) is \(truncated.debugDescription)")
    if total <= width, width > 0 { check(truncated == text, "truncate changed text that fits: \(text.debugDescription)") }

    let padded = TextWidth.pad(text, toWidth: width)
    check(TextWidth.width(of: padded) == max(width, total), "pad(\(text.debugDescription), \(width)) is \(padded.debugDescription)")

    guard width > 0 else { return 0 }
    let lines = TextWidth.wrap(text, width: width)
    for line in lines where TextWidth.width(of: line) > width {
        // Only a grapheme wider than the line may overflow it, alone (with nothing of width beside it).
        check(line.filter { TextWidth.width(of: $0) > 0 }.count == 1,
              "wrap(\(text.debugDescription), \(width)) made the line \(line.debugDescription)")
    }
    // Compared scalar by scalar without whitespace: a tab may become a space, and a combining mark
    // that followed a dropped space then stands on its own.
    func visible(_ s: String) -> [Unicode.Scalar] { s.unicodeScalars.filter { !$0.properties.isWhitespace } }
    check(visible(lines.joined()) == visible(text), "wrap(\(text.debugDescription), \(width)) lost text: \(lines)")
    return 0
}
