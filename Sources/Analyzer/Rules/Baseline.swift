import Foundation

extension RulesSummary {
    /// The summary of `violations` of `rules`, before any baseline: every violation is new.
    init(rules: [LayerRules.Rule], violations: [RuleViolation]) {
        let broken = Set(violations.map { "\($0.rulesFile ?? ""):\($0.ruleLine)" }).count
        self.init(rules: rules.count, broken: broken, violations: violations.count, new: violations.count, baselined: 0, baseline: nil, fixed: 0)
    }

    /// The summary of a check: the rules checked, the ones skipped and the problems found.
    init(resolution: RuleResolution, violations: [RuleViolation]) {
        self.init(rules: resolution.rules.rules, violations: violations)
        skipped = resolution.skipped
        problems = resolution.problems
        presets = resolution.rules.presets
    }
}

/// The violations a team already knows of, so that only new ones fail the run
/// (`--baseline FILE`, written by `--write-baseline FILE`).
///
/// An entry is the rule as written, the file (relative to the analysed root) and the module
/// imported or depended on — no line numbers, so that moving code keeps a known violation known,
/// and no list of the names mentioned, so that one more mention of a module a file already
/// depends on is not a new violation. The file is JSON, entries sorted, one per violation, so
/// that its diffs read well in review.
public struct Baseline: Codable, Sendable, Equatable {
    /// One known violation.
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        public var rule: String
        public var file: String
        public var module: String

        /// The entry for `rule` broken in `file` by `module`.
        public init(rule: String, file: String, module: String) {
            self.rule = rule
            self.file = file
            self.module = module
        }

        /// The entry a violation matches.
        public init(_ violation: RuleViolation) {
            self.init(rule: violation.rule, file: violation.file, module: violation.module)
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.module) < (rhs.file, rhs.rule, rhs.module)
        }
    }

    /// The baseline file's shape; raised if it ever changes.
    public static let currentVersion = 1

    /// ``currentVersion`` when written by this build.
    public var version: Int
    /// What wrote it (`mvx analyze`), for a reader who finds the file.
    public var tool: String
    public var violations: [Entry]

    /// A baseline of `violations` (sorted, each once).
    public init(violations: [RuleViolation]) {
        version = Self.currentVersion
        tool = "mvx analyze"
        self.violations = Set(violations.map(Entry.init)).sorted()
    }

    /// Reads a baseline file's text; `source` names it for messages.
    public init(json: Data, source: String) throws(GateError) {
        do {
            self = try JSONDecoder().decode(Baseline.self, from: json)
        } catch {
            throw GateError(message: "\(source) is no baseline (`mvx analyze --write-baseline` writes one): \(Self.describe(error))")
        }
        guard version == Self.currentVersion else {
            throw GateError(message: "\(source) is a baseline of version \(version); this mvx reads version \(Self.currentVersion)")
        }
    }

    /// The file's text: pretty JSON, keys sorted, a newline at the end.
    public var json: String { JSONReport.render(self) }

    /// Marks the violations this baseline lists as baselined, and counts new, baselined and
    /// fixed ones in the report's ``RulesSummary``; `source` is the file as given.
    public func apply(to report: inout AnalysisReport, source: String) {
        guard var violations = report.violations else { return }
        var known = Set(self.violations)
        var matched = Set<Entry>()
        for position in violations.indices {
            let entry = Entry(violations[position])
            violations[position].baselined = known.contains(entry)
            if violations[position].baselined { matched.insert(entry) }
        }
        known.subtract(matched)
        report.violations = violations
        let baselined = violations.filter(\.baselined).count
        report.rules?.baselined = baselined
        report.rules?.new = violations.count - baselined
        report.rules?.baseline = source
        report.rules?.fixed = known.count
        report.rules?.fixedEntries = known.sorted()
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "no `\(key.stringValue)`"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "`\(context.codingPath.map(\.stringValue).joined(separator: "."))` has the wrong type"
        case .dataCorrupted: "not JSON"
        default: "\(error)"
        }
    }
}
