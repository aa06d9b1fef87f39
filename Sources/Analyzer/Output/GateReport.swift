import Foundation

/// The violations as lines a tool reads: an editor's or Xcode's `path:line:col: error: …`, or
/// GitHub Actions' `::error file=…::…`. Only new violations are printed (baselined ones are
/// known and do not fail the run); smells are not: they are figures without one line to point
/// at, and fail nothing.
struct GateReport {
    let report: AnalysisReport
    let pathPrefix: String

    private var newViolations: [RuleViolation] { (report.violations ?? []).filter { !$0.baselined } }

    /// `Sources/App/Feed.swift:3:8: error: imports UIKit, against the rule "…" (rules.txt:4)`, and
    /// the rule's reason and remedy as `note:` lines at the same place, as compilers add notes.
    func xcode() -> String {
        newViolations.map { violation in
            let place = "\(pathPrefix)\(violation.file):\(violation.line):\(violation.column)"
            var lines = "\(place): error: \(Self.message(violation))\n"
            if let why = violation.why { lines += "\(place): note: why: \(why)\n" }
            if let fix = violation.fix { lines += "\(place): note: fix: \(fix)\n" }
            return lines
        }.joined()
    }

    /// `::error file=…,line=…,col=…,title=…::…`, escaped as the workflow command syntax asks.
    func github() -> String {
        newViolations.map { violation in
            let properties = [
                "file=\(Self.escapeProperty(pathPrefix + violation.file))",
                "line=\(violation.line)", "col=\(violation.column)",
                "title=\(Self.escapeProperty("Rule: \(violation.rule)"))",
            ]
            var message = Self.message(violation)
            if let why = violation.why { message += "\nwhy: \(why)" }
            if let fix = violation.fix { message += "\nfix: \(fix)" }
            return "::error \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }.joined()
    }

    /// What a violation says beside its place: what the file does, the rule, where the rule is.
    static func message(_ violation: RuleViolation) -> String {
        "\(violation.detail), against the rule \"\(violation.rule)\" (\(violation.rulesFile ?? "rules"):\(violation.ruleLine))"
    }

    /// A workflow command's message: `%`, CR and LF escaped.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
