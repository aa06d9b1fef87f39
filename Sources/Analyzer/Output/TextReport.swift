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
        out.append("")
        out.append("Pattern: \(report.pattern.label) (confidence \(report.pattern.confidence.twoDecimals))")
        for line in report.pattern.evidence { out.append("  · \(line)") }
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
        out.append("  types over \(Analyzer.largeTypeLines) lines: \(smells.largeTypes.count)"
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
        if let violations = report.violations {
            out.append("")
            out.append(violations.isEmpty ? "Rules: none broken" : "Rules: \(violations.count) broken")
            for violation in violations {
                out.append("  \(violation.file): \(violation.detail) — rule on line \(violation.line): \(violation.rule)")
            }
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

extension String {
    func replacingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
