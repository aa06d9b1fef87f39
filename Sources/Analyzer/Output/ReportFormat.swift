import Foundation

/// How `mvx analyze` prints its report.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// The whole report: for a terminal, Markdown, JSON, one HTML page.
    case text, md, json, html
    /// The gate only: one `path:line:col: error: …` line per new violation, as swiftc prints.
    case xcode
    /// The gate only: SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
    case sarif
    /// The gate only: GitHub Actions workflow annotations, one `::error …` per new violation.
    case github

    /// The report in this format, ending with a newline. `pathPrefix` goes before each file's
    /// path (relative to the analysed root) where a format names files for an editor or a CI to
    /// open: PATH as given, so that the path reads from the current folder.
    public func render(_ report: AnalysisReport, pathPrefix: String = "") -> String {
        switch self {
        case .json: JSONReport.render(report)
        case .text: TextReport(report: report).render()
        case .md: MarkdownReport(report: report).render()
        case .html: HTMLReport(report: report).render()
        case .xcode: GateReport(report: report, pathPrefix: pathPrefix).xcode()
        case .sarif: SARIFReport(report: report, pathPrefix: pathPrefix).render()
        case .github: GateReport(report: report, pathPrefix: pathPrefix).github()
        }
    }

    /// Whether the format prints only the gate (violations), not the measurements.
    public var isGateOnly: Bool { [.xcode, .sarif, .github].contains(self) }
}

enum JSONReport {
    /// Pretty, keys sorted, slashes left alone; a newline at the end.
    static func render(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension Double {
    /// `0.42`: two decimals, for the text and Markdown tables.
    var twoDecimals: String { String(format: "%.2f", self) }
}

extension Int {
    /// `12,345`: thousands grouped with commas, as the reports print counts.
    public var grouped: String {
        let digits = String(abs(self))
        var out = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out += "," }
            out.append(character)
        }
        return self < 0 ? "-" + out : out
    }
}
