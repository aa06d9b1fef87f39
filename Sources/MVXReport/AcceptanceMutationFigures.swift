import Foundation
import PatternKit

/// One pattern's code against the acceptance suite, as a sampled `mvx mutate` run reported it:
/// how many of a random sample of the pattern's mutants (logic and UI targets together) the
/// suite every pattern shares catches, and how many of the same mutants the pattern's own tests
/// catch.
struct AcceptanceMutationFigures: Equatable, Sendable {
    var pattern: PatternID
    /// The sampled mutants against the acceptance suite.
    var counts: MutationFigures.Counts
    /// The sampled mutants that count towards the score and are found in the own-tests run
    /// (the same file, line, place, operator and change)…
    var matched = 0
    /// …how many of those the pattern's own tests caught…
    var ownDetected = 0
    /// …and how many either the acceptance suite or the own tests caught.
    var eitherDetected = 0

    /// The acceptance suite's score with its 95 % interval (Wilson's, for a sample).
    var interval: ClosedRange<Double>? { AcceptanceMutationResults.wilson(successes: counts.detected, of: counts.valid) }
}

/// The committed sampled runs of each pattern against the acceptance suite.
enum AcceptanceMutationResults {
    /// The folder of the result files, one per pattern (`<pattern id>.json`).
    static let folder = "docs/mutation/acceptance"
    /// The mutants sampled per pattern.
    static let sample = 100
    /// The seed of the sample.
    static let seed = 1

    /// A pattern's result file.
    static func path(_ pattern: PatternID) -> String { "\(folder)/\(pattern.rawValue).json" }

    /// The command that writes a pattern's result file: its targets against the acceptance suite,
    /// narrowed to the pattern, per test function.
    static func command(_ pattern: PatternID) -> String {
        let targets = PatternTargets.all(pattern).map { "--target \($0)" }.joined(separator: " ")
        return "swift run mvx mutate . \(targets) --test-target AcceptanceTests --coverage-unit test "
            + "--test-env MVX_ACCEPTANCE_PATTERNS=\(pattern.rawValue) --limit \(sample) --seed \(seed) --format json > \(path(pattern))"
    }

    /// The figures of every pattern with a result file at `root`, matched against the own-tests run.
    static func figures(root: URL) throws -> [AcceptanceMutationFigures] {
        let own = try statuses(root.appendingPathComponent(MutationResults.path))
        var figures: [AcceptanceMutationFigures] = []
        for pattern in PatternID.allCases {
            let url = root.appendingPathComponent(path(pattern))
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            var row = AcceptanceMutationFigures(pattern: pattern, counts: .init())
            for (key, mutant) in try keyedMutants(url) {
                row.counts.add(mutant.status, reason: mutant.statusReason)
                guard Self.isValid(mutant.status), let ownStatus = own[key] else { continue }
                row.matched += 1
                let ownCaught = Self.isDetected(ownStatus)
                if ownCaught { row.ownDetected += 1 }
                if ownCaught || Self.isDetected(mutant.status) { row.eitherDetected += 1 }
            }
            figures.append(row)
        }
        return figures
    }

    /// The 95 % Wilson score interval of `successes` in `count` tries; nil without tries.
    static func wilson(successes: Int, of count: Int, z: Double = 1.96) -> ClosedRange<Double>? {
        guard count > 0 else { return nil }
        let n = Double(count)
        let p = Double(successes) / n
        let denominator = 1 + z * z / n
        let centre = (p + z * z / (2 * n)) / denominator
        let half = z * ((p * (1 - p) / n + z * z / (4 * n * n)).squareRoot()) / denominator
        return max(0, centre - half)...min(1, centre + half)
    }

    static func isDetected(_ status: String) -> Bool { ["Killed", "Timeout", "RuntimeError"].contains(status) }
    static func isValid(_ status: String) -> Bool { isDetected(status) || status == "Survived" || status == "NoCoverage" }

    /// Each mutant of a result file by ``key(file:lines:line:column:mutator:replacement:)``.
    static func keyedMutants(_ url: URL) throws -> [(String, StrykerReport.File.Mutant)] {
        let report = try JSONDecoder().decode(StrykerReport.self, from: Data(contentsOf: url))
        var keyed: [(String, StrykerReport.File.Mutant)] = []
        for (file, entry) in report.files {
            let lines = (entry.source ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for mutant in entry.mutants {
                guard let start = mutant.location?.start else { continue }
                keyed.append((key(file: file, lines: lines, line: start.line, column: start.column,
                                  mutator: mutant.mutatorName ?? "", replacement: mutant.replacement ?? ""), mutant))
            }
        }
        return keyed
    }

    /// Every mutant's status in a result file, by key; empty without the file.
    static func statuses(_ url: URL) throws -> [String: String] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        return Dictionary(try keyedMutants(url).map { ($0.0, $0.1.status) }) { first, _ in first }
    }

    /// What identifies a mutant across two runs whose sources differ by comments and lines added
    /// elsewhere: its file, its line's code (trimmed, without an `mvx-mutate:` comment) and
    /// which such line of the file it is, its column from the code's first character, its
    /// operator and its change.
    static func key(file: String, lines: [String], line: Int, column: Int, mutator: String, replacement: String) -> String {
        guard line >= 1, line <= lines.count else { return "\(file)|\(line)|\(column)|\(mutator)|\(replacement)" }
        func code(_ text: String) -> String {
            var text = text
            if let marker = text.range(of: "// mvx-mutate:") { text = String(text[..<marker.lowerBound]) }
            return text.trimmingCharacters(in: .whitespaces)
        }
        let text = code(lines[line - 1])
        let occurrence = lines[..<(line - 1)].filter { code($0) == text }.count
        let indent = lines[line - 1].utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        return "\(file)|\(text)|\(occurrence)|\(column - indent)|\(mutator)|\(replacement)"
    }
}
