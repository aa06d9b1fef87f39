import Foundation

/// How `mvx analyze` prints its report.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, md, json, html

    /// The report in this format, ending with a newline.
    public func render(_ report: AnalysisReport) -> String {
        switch self {
        case .json: JSONReport.render(report)
        case .text: TextReport(report: report).render()
        case .md: MarkdownReport(report: report).render()
        case .html: HTMLReport(report: report).render()
        }
    }
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
