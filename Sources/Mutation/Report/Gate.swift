import Foundation

/// A survivor as a baseline knows it: its file, the text of its line, its operator and its change
/// — not its line number, so that code moved up or down stays known.
public struct SurvivorKey: Sendable, Hashable, Codable, Comparable {
    /// The file, relative to the package.
    public var file: String
    /// The mutant's first line, without the spaces around it.
    public var line: String
    /// The operator's name.
    public var mutator: String
    /// The code before the change.
    public var original: String
    /// The code after it.
    public var replacement: String

    /// A key.
    public init(file: String, line: String, mutator: String, original: String, replacement: String) {
        self.file = file
        self.line = line
        self.mutator = mutator
        self.original = original
        self.replacement = replacement
    }

    /// The key of a mutant whose file's text is `source`.
    public init(_ mutant: Mutant, source: String?) {
        let lines = (source ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let index = mutant.start.line - 1
        let text = lines.indices.contains(index) ? lines[index].trimmingCharacters(in: .whitespaces) : ""
        self.init(file: mutant.file, line: text, mutator: mutant.mutationOperator.rawValue, original: mutant.original, replacement: mutant.replacement)
    }

    public static func < (lhs: SurvivorKey, rhs: SurvivorKey) -> Bool {
        (lhs.file, lhs.line, lhs.mutator, lhs.original, lhs.replacement) < (rhs.file, rhs.line, rhs.mutator, rhs.original, rhs.replacement)
    }
}

/// `--baseline FILE` / `--write-baseline FILE`: the survivors a team has accepted for now. A run
/// fails the gate with a survivor the baseline does not have — as many of a key as it has are known
/// (two identical lines of a file with the same survivor need two entries).
public struct SurvivorBaseline: Sendable, Equatable {
    /// The known survivors.
    public var survivors: [SurvivorKey]

    /// A baseline.
    public init(survivors: [SurvivorKey]) {
        self.survivors = survivors.sorted()
    }

    /// The survivors of a report.
    public init(of report: MutationReport) {
        self.init(survivors: report.survivors.map { SurvivorKey($0.mutant, source: report.sources[$0.mutant.file]) })
    }

    /// The survivors of `report` this baseline does not know, in file and line order.
    public func newSurvivors(in report: MutationReport) -> [MutantResult] {
        var known: [SurvivorKey: Int] = [:]
        for key in survivors { known[key, default: 0] += 1 }
        var new: [MutantResult] = []
        for result in report.survivors {
            let key = SurvivorKey(result.mutant, source: report.sources[result.mutant.file])
            if let left = known[key], left > 0 { known[key] = left - 1 } else { new.append(result) }
        }
        return new
    }

    private struct File: Codable {
        var version: Int
        var survivors: [SurvivorKey]
    }

    /// The baseline as its file holds it (JSON, pretty-printed, keys sorted).
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(File(version: 1, survivors: survivors))) ?? Data()) + Data("\n".utf8)
    }

    /// A baseline file's content; nil if it is not one.
    public static func decode(_ data: Data) -> SurvivorBaseline? {
        guard let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1 else { return nil }
        return SurvivorBaseline(survivors: file.survivors)
    }
}

/// What the gate found: exit 2 when the score is under `--break-at` or a survivor is new.
public struct GateVerdict: Sendable {
    /// `--break-at`, when given, and the score.
    public var breakAt: Double?
    /// The run's score.
    public var score: Double?
    /// Survivors the baseline does not know (empty without a baseline).
    public var newSurvivors: [MutantResult]

    /// The verdict on a report.
    public init(report: MutationReport, breakAt: Double?, baseline: SurvivorBaseline?) {
        self.breakAt = breakAt
        score = report.score
        newSurvivors = baseline?.newSurvivors(in: report) ?? []
    }

    /// Whether the score is under `--break-at` (a run with no mutant that counts has no score, and passes).
    public var isBelowThreshold: Bool {
        guard let breakAt, let score else { return false }
        return score < breakAt
    }

    /// Whether the gate fails.
    public var fails: Bool { isBelowThreshold || !newSurvivors.isEmpty }

    /// The lines that say why it fails (none when it passes).
    public var lines: [String] {
        var lines: [String] = []
        if isBelowThreshold, let breakAt, let score {
            lines.append("mvx mutate: the score \(TextReport.percent(score)) is below --break-at \(TextReport.number(breakAt)) %")
        }
        if !newSurvivors.isEmpty {
            lines.append("mvx mutate: \(newSurvivors.count) survivor\(newSurvivors.count == 1 ? "" : "s") not in the baseline:")
            lines += newSurvivors.map { "  " + TextReport.describe($0.mutant) }
        }
        return lines
    }
}
