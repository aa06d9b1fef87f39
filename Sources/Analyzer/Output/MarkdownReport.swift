import Foundation

/// The report as Markdown tables, for a pull request or a wiki page.
struct MarkdownReport {
    let report: AnalysisReport
    var typeCount = 20

    func render() -> String {
        var out: [String] = []
        out.append("# \(report.root)")
        out.append("")
        out.append("\(report.files.grouped) files, \(report.lines.grouped) code lines (not blank, not only a comment), \(report.modules.count) modules.")
        out.append("")
        out.append("**Pattern: \(report.pattern.label)** (confidence \(report.pattern.confidence.twoDecimals))")
        out.append("")
        for line in report.pattern.evidence { out.append("- \(line.markdownEscaped)") }
        out.append("")
        out.append("## Modules")
        out.append("")
        out.append("| module | files | types | lines | Ca | Ce | I | A | D | pattern |")
        out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        for module in report.modules {
            let pattern = module.test ? "tests" : module.pattern.confidence == 0 ? module.pattern.label : "\(module.pattern.label) (\(module.pattern.confidence.twoDecimals))"
            out.append("| \(module.name) | \(module.files) | \(module.types) | \(module.lines.grouped) | \(module.ca) | \(module.ce) | \(module.instability.twoDecimals) | \(module.abstractness.twoDecimals) | \(module.distance.twoDecimals) | \(pattern) |")
        }
        if !report.cycles.isEmpty {
            out.append("")
            out.append("Cycles: " + report.cycles.map { $0.joined(separator: " ⇄ ") }.joined(separator: "; "))
        }
        out.append("")
        out.append("## Largest types")
        out.append("")
        out.append("| type | module | kind | lines | files | extensions | methods | stored properties |")
        out.append("|---|---|---|---:|---:|---:|---:|---:|")
        let tests = Set(report.modules.filter(\.test).map(\.name))
        for type in report.types.lazy.filter({ !tests.contains($0.module) }).prefix(typeCount) {
            out.append("| `\(type.name)` | \(type.module) | \(type.kind) | \(type.lines.grouped) | \(type.files) | \(type.extensions) | \(type.methods) | \(type.storedProperties) |")
        }
        let smells = report.smells
        out.append("")
        out.append("## Smells")
        out.append("")
        out.append("| smell | count |")
        out.append("|---|---:|")
        out.append("| types over \(smells.largeTypeThreshold) lines | \(smells.largeTypes.count) |")
        out.append("| view controllers doing networking or storage | \(smells.viewControllersDoingIO.count) |")
        out.append("| singletons (`static let shared`, …) | \(smells.singletons.count) |")
        out.append("| global accesses (`Type.shared`, …) | \(smells.globalAccesses.reduce(0) { $0 + $1.count }) |")
        out.append("| global variables | \(smells.globalVariables) |")
        out.append("| dependencies typed by a protocol | \(smells.protocolTypedDependencies) of \(smells.protocolTypedDependencies + smells.concreteDependencies) |")
        if let violations = report.violations {
            out.append("")
            out.append("## Rules")
            out.append("")
            for violation in violations {
                let known = violation.baselined ? " (in the baseline)" : ""
                out.append("- `\(violation.file):\(violation.line):\(violation.column)`: \(violation.detail) — \(violation.rule.markdownEscaped) (\(violation.rulesFile ?? "rules") line \(violation.ruleLine))\(known)")
                if let why = violation.why { out.append("  - why: \(why.markdownEscaped)") }
                if let fix = violation.fix { out.append("  - fix: \(fix.markdownEscaped)") }
            }
            for rule in report.rules?.skipped ?? [] {
                out.append("- skipped: \(rule.rule.markdownEscaped) (\(rule.rulesFile ?? "rules") line \(rule.ruleLine)): \(rule.reason.markdownEscaped)")
            }
            if let summary = report.rules {
                if !violations.isEmpty { out.append("") }
                out.append(summary.line + ".")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}

extension String {
    var markdownEscaped: String { replacingOccurrences(of: "|", with: "\\|") }
}
