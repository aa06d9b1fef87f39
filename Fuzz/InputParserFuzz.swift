// libFuzzer target for TerminalUI's InputParser (built by scripts/fuzz.sh, not by SwiftPM).
//
// Any bytes at all must decode without a crash, and the parser must be truly incremental: the
// same bytes fed in one read or split in two at any point give the same keys, the same text and
// the same pastes (only how text is grouped into events may differ at the split).

/// Events in a form that does not depend on where reads were split: runs of characters become one
/// string of scalars, runs of pastes one paste.
private enum Canonical: Equatable {
    case text(String)
    case paste(String)
    case other(InputEvent)
}

private func canonical(_ events: [InputEvent]) -> [Canonical] {
    var result: [Canonical] = []
    for event in events {
        switch (event, result.last) {
        case (.key(.character(let c)), .text(let s)?): result[result.count - 1] = .text(s + String(c))
        case (.key(.character(let c)), _): result.append(.text(String(c)))
        case (.paste(let p), .paste(let s)?): result[result.count - 1] = .paste(s + p)
        case (.paste(let p), _): result.append(.paste(p))
        default: result.append(.other(event))
        }
    }
    return result
}

private func parse(_ chunks: [ArraySlice<UInt8>]) -> [InputEvent] {
    var parser = InputParser()
    var events: [InputEvent] = []
    for chunk in chunks { events += parser.feed(chunk) }
    events += parser.flushPendingEscape()
    return events
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputParser(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let split = Int(bytes[0]) % bytes.count
    let whole = canonical(parse([bytes[...]]))
    let halves = canonical(parse([bytes[..<split], bytes[split...]]))
    if whole != halves {
        fatalError("split at \(split) changes the events: \(whole) vs \(halves)")
    }
    return 0
}
