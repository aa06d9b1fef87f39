import Foundation

/// `--since REF`: the lines added or changed since a git revision, by file (relative to the
/// package), read from `git diff --unified=0 REF` in the package's folder, plus every line of the
/// files git does not track yet.
public struct ChangedLines: Sendable, Equatable {
    /// Each changed file's added or changed lines (1-based, in the file as it is now).
    public var lines: [String: Set<Int>]
    /// Files every line of which counts as changed (new, not yet tracked).
    public var wholeFiles: Set<String>

    /// Changed lines.
    public init(lines: [String: Set<Int>] = [:], wholeFiles: Set<String> = []) {
        self.lines = lines
        self.wholeFiles = wholeFiles
    }

    /// The lines of a unified diff's new side: each `+++ b/path` names a file, each
    /// `@@ -a,b +c,d @@` adds lines c ..< c + d (d is 1 when left out; 0 is a deletion, no line).
    public static func parse(unifiedDiff diff: String) -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        var file: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let path = unquoted(String(line.dropFirst(4)))
                file = path == "/dev/null" ? nil : path.hasPrefix("b/") ? String(path.dropFirst(2)) : path
            } else if line.hasPrefix("@@ "), let file, let range = newRange(ofHunkHeader: String(line)) {
                if !range.isEmpty { result[file, default: []].formUnion(range) }
            }
        }
        return result
    }

    /// The new side's lines of a hunk header `@@ -a,b +c,d @@ …`.
    static func newRange(ofHunkHeader header: String) -> Range<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let numbers = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = numbers.first.flatMap({ Int($0) }) else { return nil }
        let count = numbers.count > 1 ? Int(numbers[1]) ?? 1 : 1
        return start..<(start + count)
    }

    /// A path as git prints it: `"b/a\tb.swift"` (quoted, C escapes) or as it is.
    static func unquoted(_ path: String) -> String {
        guard path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") else { return path }
        var bytes: [UInt8] = []
        var iterator = Array(path.utf8.dropFirst().dropLast()).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "\\"), let next = iterator.next() else { bytes.append(byte); continue }
            switch next {
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "t"): bytes.append(9)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // Three octal digits: a byte of a UTF-8 sequence.
                var value = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 { if let digit = iterator.next() { value = value * 8 + Int(digit - UInt8(ascii: "0")) } }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether any of a mutant's lines changed.
    public func contains(_ mutant: Mutant) -> Bool {
        if wholeFiles.contains(mutant.file) { return true }
        guard let changed = lines[mutant.file] else { return false }
        return (mutant.start.line...max(mutant.start.line, mutant.end.line)).contains(where: changed.contains)
    }

    /// The changed lines of the package at `package` (inside a git work tree) since `revision`.
    static func since(_ revision: String, in package: URL, scratch: URL, processes: ProcessRunner) async throws -> ChangedLines {
        let diffOutput = scratch.appendingPathComponent("since.diff")
        let diff = await processes.run(
            "/usr/bin/env",
            ["git", "-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--unified=0", "--relative", revision, "--", "."],
            in: package, output: diffOutput
        )
        let diffText = (try? String(contentsOf: diffOutput, encoding: .utf8)) ?? ""
        guard diff.succeeded else {
            throw MutationError.sinceFailed(revision, RunnerText.tail(diffText, lines: 5))
        }
        let untrackedOutput = scratch.appendingPathComponent("untracked.txt")
        _ = await processes.run(
            "/usr/bin/env", ["git", "-c", "core.quotePath=false", "ls-files", "--others", "--exclude-standard", "--", "."],
            in: package, output: untrackedOutput
        )
        let untracked = ((try? String(contentsOf: untrackedOutput, encoding: .utf8)) ?? "").split(whereSeparator: \.isNewline).map(String.init)
        return ChangedLines(lines: parse(unifiedDiff: diffText), wholeFiles: Set(untracked))
    }
}

/// Text helpers the runner's parts share.
enum RunnerText {
    static func tail(_ text: String, lines: Int) -> String {
        text.split(whereSeparator: \.isNewline).suffix(lines).joined(separator: "\n")
    }
}
