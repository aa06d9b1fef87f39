import Foundation

/// The violations as a SARIF 2.1.0 log (OASIS), which GitHub code scanning uploads
/// (`github/codeql-action/upload-sarif`) and shows on pull requests.
///
/// One run; the driver's rules are the layer rules broken (id: the rule's words, lowercased
/// and joined by `-`); one result per violation with its file, line and column. With a
/// baseline, a known violation is a `note` with `baselineState: unchanged`, a new one an `error`
/// with `baselineState: new`; without one, every violation is an `error`. Each result's
/// `partialFingerprints` carries the baseline's key (rule, file, module), so that code scanning
/// follows an alert across moved lines as the baseline does.
struct SARIFReport {
    /// Where the tool's documentation lives, for `tool.driver.informationUri`: left out while
    /// MVX has no public address (SARIF makes it optional).
    static let informationURI: String? = nil
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    let report: AnalysisReport
    let pathPrefix: String

    func render() -> String {
        let violations = report.violations ?? []
        let hasBaseline = report.rules?.baseline != nil
        var rules: [Rule] = [], ruleIndex: [String: Int] = [:], usedIDs: Set<String> = []
        for violation in violations {
            let key = Self.ruleKey(violation)
            guard ruleIndex[key] == nil else { continue }
            var id = Self.ruleID(violation.rule), suffix = 2
            while usedIDs.contains(id) { id = Self.ruleID(violation.rule) + "-\(suffix)"; suffix += 1 }
            usedIDs.insert(id)
            ruleIndex[key] = rules.count
            rules.append(Rule(
                id: id, shortDescription: Message(text: violation.rule),
                fullDescription: Message(text: "The rule \"\(violation.rule)\", line \(violation.ruleLine) of \(violation.rulesFile ?? "the rules")."
                    + (violation.why.map { " Why: \($0)" } ?? "")),
                help: violation.fix.map { Message(text: "fix: \($0)") },
                defaultConfiguration: Configuration(level: "error")
            ))
        }
        let results = violations.map { violation in
            let index = ruleIndex[Self.ruleKey(violation)] ?? 0
            return Result(
                ruleId: rules[index].id, ruleIndex: index,
                level: violation.baselined ? "note" : "error",
                message: Message(text: GateReport.message(violation)),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: uri(violation.file)),
                    region: Region(startLine: violation.line, startColumn: violation.column)
                ))],
                partialFingerprints: ["mvxLayerRule/v1": "\(violation.rule)|\(violation.file)|\(violation.module)"],
                baselineState: hasBaseline ? (violation.baselined ? "unchanged" : "new") : nil
            )
        }
        let log = Log(
            schema: Self.schema, version: "2.1.0",
            runs: [Run(tool: Tool(driver: Driver(name: "mvx analyze", informationUri: Self.informationURI, rules: rules)), results: results)]
        )
        return JSONReport.render(log)
    }

    /// A relative reference for a relative path (from the current folder, as code scanning
    /// wants it from the checkout's root), a `file://` URI for an absolute one.
    private func uri(_ file: String) -> String {
        let path = pathPrefix + file
        let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + escaped : escaped
    }

    private static func ruleKey(_ violation: RuleViolation) -> String { "\(violation.rulesFile ?? ""):\(violation.ruleLine)" }

    /// `Logic may not import UI` → `logic-may-not-import-ui`.
    static func ruleID(_ rule: String) -> String {
        var id = "", dash = false
        for character in rule.lowercased() {
            if character.isLetter || character.isNumber || character == "*" {
                if dash, !id.isEmpty { id += "-" }
                id.append(character)
                dash = false
            } else {
                dash = true
            }
        }
        return id.isEmpty ? "layer-rule" : id
    }

    // The log's shape (SARIF 2.1.0, the fields used).
    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable { var tool: Tool; var results: [Result] }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable { var name: String; var informationUri: String?; var rules: [Rule] }
    struct Rule: Encodable { var id: String; var shortDescription: Message; var fullDescription: Message; var help: Message?; var defaultConfiguration: Configuration }
    struct Configuration: Encodable { var level: String }
    struct Message: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var baselineState: String?
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable { var startLine: Int; var startColumn: Int }
}
