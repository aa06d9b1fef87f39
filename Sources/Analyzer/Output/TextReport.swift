/// The report for a terminal: the guess, the modules, the largest types, the smells.
struct TextReport {
    let report: AnalysisReport
    /// How many of the largest types to list.
    var typeCount = 15

    func render() -> String {
        var out: [String] = []
        let seconds = report.seconds < 1 ? "\(Int((report.seconds * 1000).rounded())) ms" : "\(report.seconds.twoDecimals) s"
        let rate = report.seconds > 0 ? ", \(Int(Double(report.lines) / report.seconds).grouped) lines/s" : ""
        out.append("\(report.root): \(report.files.grouped) files, \(report.lines.grouped) code lines, \(report.modules.count) modules (\(seconds)\(rate))")
        if report.excluded > 0 { out.append("Excluded: \(report.excluded.grouped) file\(report.excluded == 1 ? "" : "s") matched by --exclude or the config's excluded: globs, not read") }
        out.append("")
        out.append("Pattern: \(report.pattern.label) (confidence \(report.pattern.confidence.twoDecimals))")
        for line in report.pattern.evidence { out.append("  · \(line)") }
        // What each of the largest guessed modules rests on: the chains the wiring saw first.
        let explained = report.modules.filter { !$0.test && $0.pattern.guess != "unknown" && $0.pattern.guess != PatternGuesser.noUI }
            .sorted { ($1.lines, $0.name) < ($0.lines, $1.name) }.prefix(5)
        if !explained.isEmpty {
            out.append("")
            out.append("Why, by module (the \(explained.count == 1 ? "one" : "\(explained.count) largest") guessed)")
            for module in explained {
                out.append("  \(module.name): \(module.pattern.label) \(module.pattern.confidence.twoDecimals)")
                for line in module.pattern.evidence.prefix(3) { out.append("    · \(line)") }
            }
        }
        out.append("")
        out.append("Modules")
        var rows = [["module", "files", "types", "lines", "Ca", "Ce", "I", "A", "D", "pattern"]]
        for module in report.modules {
            let pattern = module.test ? "(tests)" : "\(module.pattern.label)\(module.pattern.confidence == 0 ? "" : " \(module.pattern.confidence.twoDecimals)")"
            rows.append([
                module.name, "\(module.files)", "\(module.types)", module.lines.grouped, "\(module.ca)", "\(module.ce)",
                module.instability.twoDecimals, module.abstractness.twoDecimals, module.distance.twoDecimals, pattern,
            ])
        }
        out += Self.table(rows, rightAligned: 1...8)
        if !report.cycles.isEmpty {
            out.append("")
            out.append("Cycles")
            for cycle in report.cycles { out.append("  " + cycle.joined(separator: " ⇄ ")) }
        }
        out.append("")
        out.append("Largest types")
        let tests = Set(report.modules.filter(\.test).map(\.name))
        var typeRows = [["type", "module", "kind", "lines", "files", "ext", "methods", "stored"]]
        for type in report.types.lazy.filter({ !tests.contains($0.module) }).prefix(typeCount) {
            typeRows.append([
                type.name, type.module, type.kind, type.lines.grouped, "\(type.files)", "\(type.extensions)",
                "\(type.methods)", "\(type.storedProperties)",
            ])
        }
        out += Self.table(typeRows, rightAligned: 3...7)
        out.append("")
        out.append("Smells")
        let smells = report.smells
        out.append("  types over \(smells.largeTypeThreshold) lines: \(smells.largeTypes.count)"
            + (smells.largeTypes.isEmpty ? "" : " — " + smells.largeTypes.prefix(5).map { "\($0.name) (\($0.count))" }.joined(separator: ", ")))
        out.append("  view controllers doing networking or storage: \(smells.viewControllersDoingIO.count)")
        for finding in smells.viewControllersDoingIO.prefix(8) {
            out.append("    \(finding.module).\(finding.name): \(finding.because.joined(separator: ", "))")
        }
        out.append("  singletons: \(smells.singletons.count)" + (smells.singletons.isEmpty ? "" : " — " + smells.singletons.prefix(5).joined(separator: ", ")))
        let accessCount = smells.globalAccesses.reduce(0) { $0 + $1.count }
        out.append("  global accesses: \(accessCount)"
            + (smells.globalAccesses.isEmpty ? "" : " — " + smells.globalAccesses.prefix(5).map { "\($0.name) ×\($0.count)" }.joined(separator: ", ")))
        out.append("  global variables: \(smells.globalVariables)")
        out.append("  dependencies typed by a protocol: \(smells.protocolTypedDependencies) of \(smells.protocolTypedDependencies + smells.concreteDependencies) (\(Int((smells.protocolDependencyShare * 100).rounded()))%)")
        if let violations = report.violations, let summary = report.rules {
            out.append("")
            out.append("Rules")
            let listed = violations.filter { !$0.baselined }
            for violation in listed {
                out.append("  \(violation.file):\(violation.line):\(violation.column): \(violation.detail) — \(violation.rule) (\(violation.rulesFile ?? "rules"):\(violation.ruleLine))")
                if let why = violation.why { out.append("      why: \(why)") }
                if let fix = violation.fix { out.append("      fix: \(fix)") }
            }
            for rule in summary.skipped {
                out.append("  skipped: \(rule.rule) (\(rule.rulesFile ?? "rules"):\(rule.ruleLine)): \(rule.reason)")
            }
            if summary.baselined > 0 { out.append("  (\(summary.baselined.grouped) more in the baseline, not listed)") }
            if violations.isEmpty { out.append("  none broken") }
            out.append(summary.line)
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Columns padded to their widest cell; `rightAligned` columns are numbers.
    static func table(_ rows: [[String]], rightAligned: ClosedRange<Int>) -> [String] {
        guard let first = rows.first else { return [] }
        let widths = first.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  " + row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }
            .joined(separator: "  ")
            .replacingTrailingSpaces()
        }
    }
}

extension RulesSummary {
    /// `Rules: 2 of 7 broken, 14 violations (3 new, 11 in the baseline)`: the text report's last line.
    public var line: String {
        var text = broken == 0 ? "Rules: none of \(rules) broken" : "Rules: \(broken) of \(rules) broken, \(violations.grouped) violation\(violations == 1 ? "" : "s")"
        if baseline != nil, broken > 0 { text += " (\(new.grouped) new, \(baselined.grouped) in the baseline)" }
        if fixed > 0 { text += "; \(fixed.grouped) in the baseline no longer found" }
        return text
    }
}

extension String {
    func replacingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
