#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI

/// Golden-file text snapshots: compares screen lines with `<directory>/<name>.txt`.
///
/// The library does not depend on a test framework: ``verify(_:named:directory:record:)`` returns
/// `nil` on a match and a readable description (with a line diff) on a mismatch, for the test to report:
///
/// ```swift
/// let failure = Snapshot.verify(driver.screenText, named: "gallery-100x30",
///                               directory: Snapshot.directory(forTestFile: #filePath))
/// #expect(failure == nil, Comment(rawValue: failure ?? ""))
/// ```
///
/// When the environment variable `MVX_RECORD_SNAPSHOTS=1` is set (or `record` is true) the file is
/// (re)written instead and the result is `nil`. A missing file is recorded and reported as a failure.
public enum Snapshot {
    /// Whether `MVX_RECORD_SNAPSHOTS=1` is set.
    public static var isRecording: Bool {
        guard let value = getenv("MVX_RECORD_SNAPSHOTS") else { return false }
        return String(cString: value) == "1"
    }

    /// The `__Snapshots__` folder next to the test target's root, found from a test file's `#filePath`
    /// (walks up to the folder under `Tests/`).
    public static func directory(forTestFile filePath: String) -> String {
        var parts = filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast()
        if let testsIndex = parts.lastIndex(of: "Tests"), testsIndex + 1 < parts.count {
            parts = Array(parts[...(testsIndex + 1)])
        }
        return parts.joined(separator: "/") + "/__Snapshots__"
    }

    /// The snapshot text for `lines`: trailing spaces trimmed, one line each, ending in a newline.
    public static func text(of lines: [String]) -> String {
        lines.map { line in
            var l = line
            while l.last == " " { l.removeLast() }
            return l
        }.joined(separator: "\n") + "\n"
    }

    /// Compares `lines` with the golden file; returns `nil` when they match (or were recorded), else a
    /// description of the difference.
    public static func verify(_ lines: [String], named name: String, directory: String,
                              record: Bool = Snapshot.isRecording) -> String? {
        let path = directory + "/" + name + ".txt"
        let actual = text(of: lines)
        if record {
            return write(actual, to: path).map { "Could not record snapshot \(path): \($0)" }
        }
        guard let expected = read(path) else {
            let note = write(actual, to: path).map { " (and recording failed: \($0))" } ?? " (recorded it now; run again)"
            return "No snapshot at \(path)\(note)\n" + actual
        }
        if expected == actual { return nil }
        return "Snapshot \(name) does not match \(path) (set MVX_RECORD_SNAPSHOTS=1 to re-record):\n"
            + diff(expected: expected, actual: actual)
    }

    /// A line diff: `-` expected lines, `+` actual lines, with line numbers; equal lines omitted.
    public static func diff(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? e[i] : nil
            let al = i < a.count ? a[i] : nil
            if el == al { continue }
            if let el { out.append(String(format3(i + 1)) + " -|" + el + "|") }
            if let al { out.append(String(format3(i + 1)) + " +|" + al + "|") }
        }
        return out.joined(separator: "\n")
    }

    private static func format3(_ n: Int) -> String {
        let s = String(n)
        return String(repeating: " ", count: max(0, 3 - s.count)) + s
    }

    private static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func write(_ text: String, to path: String) -> String? {
        guard let file = fopen(path, "wb") else { return "cannot open for writing (errno \(errno))" }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        return written == bytes.count ? nil : "short write"
    }
}
