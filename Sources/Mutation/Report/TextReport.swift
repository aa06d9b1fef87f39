import Foundation

/// The plain-text report: score and counts, survivors, what was not run and why, the time split.
public enum TextReport {
    /// The report as text.
    public static func render(_ report: MutationReport) -> String {
        let counts = report.counts
        var lines: [String] = []
        let sampled = report.sampledFrom.map { " (a sample of \($0))" } ?? ""
        lines.append("mvx mutate: \(report.packageName) (\(report.targets.joined(separator: ", "))): \(report.results.count) mutants\(sampled)")
        lines += report.notes
        let score = report.score.map { percent($0) } ?? "n/a"
        let covered = report.coveredScore.map { percent($0) } ?? "n/a"
        lines.append("Mutation score \(score) (of covered code \(covered))")
        let equivalent = report.equivalentCount
        lines.append(MutantStatus.allCases.map { status in
            let count = counts[status] ?? 0
            let note = status == .ignored && equivalent > 0 ? " (\(equivalent) of them equivalent)" : ""
            return "\(count) \(label(status, count: count))\(note)"
        }.joined(separator: ", "))
        let survivors = report.survivors
        if !survivors.isEmpty {
            lines.append("")
            lines.append("Survivors:")
            for result in survivors { lines.append(describe(result.mutant) + (result.mutant.canBuildAlone ? ", built on its own" : "")) }
        }
        let idle = report.unitsKillingNothing
        if !idle.isEmpty {
            lines.append("")
            lines.append("\(unitName(report.coverageUnit, count: idle.count).capitalized) that kill\(idle.count == 1 ? "s" : "") no mutant (\(idle.count)): a question for \(idle.count == 1 ? "its author" : "their authors")")
            for unit in idle { lines.append("  " + unit.name) }
        }
        let notRun = report.results.filter { $0.status == .ignored || $0.status == .compileError }
        if !notRun.isEmpty {
            lines.append("")
            lines.append("Not run:")
            var reasons: [String: Int] = [:]
            for result in notRun {
                let reason = result.status != .compileError ? (result.statusReason ?? "ignored")
                    : result.statusReason?.hasPrefix("built on its own") == true ? "does not compile, built on its own"
                    : "does not compile behind the switch"
                reasons[reason, default: 0] += 1
            }
            for (reason, count) in reasons.sorted(by: { $0.key < $1.key }) { lines.append("  \(count) \(reason)") }
        }
        lines.append("")
        let timing = report.timing
        let run = report.results.filter { ($0.status.isDetected || $0.status == .survived) && !report.reused.contains($0.mutant.id) }.count
        let reused = report.reused.isEmpty ? "" : ", \(report.reused.count) reused"
        lines.append(
            "Time: build \(seconds(timing.build)) (\(report.builds) build\(report.builds == 1 ? "" : "s")\(subset(report.buildSubset))), "
                + "unmutated run \(seconds(timing.baseline)) (\(report.testUnits.count) \(unitName(report.coverageUnit, count: report.testUnits.count))), "
                + "mutants \(seconds(timing.mutants)) (\(run) run\(report.builtAlone > 0 ? ", \(report.builtAlone) of them built on their own" : "")\(reused))"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// `, 12 of 40 targets` when the run built only what its test targets need.
    static func subset(_ subset: BuildSubset?) -> String {
        subset.map { ", \($0.kept.count) of \($0.of) targets" } ?? ""
    }

    /// `path:line:col: before → after (Operator)`.
    public static func describe(_ mutant: Mutant) -> String {
        let after = mutant.mutationOperator == .voidMethodCall ? "(call removed)" : mutant.replacement
        return "\(mutant.file):\(mutant.start.line):\(mutant.start.column): \(mutant.original) → \(after) (\(mutant.mutationOperator.rawValue))"
    }

    static func label(_ status: MutantStatus, count: Int) -> String {
        switch status {
        case .killed: "killed"
        case .survived: "survived"
        case .timeout: "timed out"
        case .noCoverage: "no coverage"
        case .compileError: count == 1 ? "compile error" : "compile errors"
        case .ignored: "ignored"
        }
    }

    static func unitName(_ unit: CoverageUnit, count: Int) -> String {
        switch unit {
        case .suite: count == 1 ? "suite" : "suites"
        case .test: count == 1 ? "test" : "tests"
        }
    }

    static func percent(_ value: Double) -> String { String(format: "%.1f %%", value) }

    /// `2,811`: a count with its thousands grouped.
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (count < 0 ? "-" : "") + text
    }

    /// `60`, or `62.5`: a number as given.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }
}
