import Foundation

/// Line starts of one file and which lines hold code; byte offsets map to lines.
///
/// Tokens arrive in order, so marking uses a cursor that only moves forward: a file is marked
/// in one pass over its lines.
final class LineTable {
    private let starts: [Int]
    private var isCode: [Bool]
    private var cursor = 0
    private var prefix: [Int]?

    init(_ text: String) {
        var text = text
        var starts = [0]
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            // memchr finds each newline far faster than a byte-by-byte loop.
            while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        self.starts = starts
        isCode = Array(repeating: false, count: starts.count)
    }

    /// The 0-based line holding byte `offset` (binary search).
    func line(at offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The 1-based line and UTF-8 column of byte `offset`.
    func location(at offset: Int) -> SourceLocation {
        let line = line(at: offset)
        return SourceLocation(line: line + 1, column: offset - starts[line] + 1)
    }

    /// Marks the lines from the one holding `start` to the one holding `end` as code.
    func markCode(from start: Int, to end: Int) {
        if cursor < starts.count, starts[cursor] > start { cursor = line(at: start) }
        while cursor + 1 < starts.count, starts[cursor + 1] <= start { cursor += 1 }
        isCode[cursor] = true
        var line = cursor
        while line + 1 < starts.count, starts[line + 1] <= end {
            line += 1
            isCode[line] = true
        }
    }

    var codeLineCount: Int { isCode.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// Code lines among lines `first...last` (once marking is over).
    func codeLines(from first: Int, through last: Int) -> Int {
        guard first <= last else { return 0 }
        if prefix == nil {
            var sums = [0]
            sums.reserveCapacity(isCode.count + 1)
            for code in isCode { sums.append(sums[sums.count - 1] + (code ? 1 : 0)) }
            prefix = sums
        }
        guard let prefix else { return 0 }
        return prefix[min(last, isCode.count - 1) + 1] - prefix[first]
    }
}

