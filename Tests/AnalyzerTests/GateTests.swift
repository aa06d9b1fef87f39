import Foundation
import Testing
@testable import Analyzer

/// `mvx analyze` as a CI gate: rules checked against the tree, violations with their places,
/// the formats tools read, the baseline, excludes and the config file.
@Suite("The gate")
struct GateTests {
    /// An app whose logic imports UIKit and mentions the network's client on line 4.
    static let app: [String: String] = [
        "Logic/ProfilePresenter.swift": "import Foundation\nimport UIKit\n\nfinal class ProfilePresenter {\n    let client: APIClient? = nil\n}\n",
        "Logic/Formatting.swift": "import Foundation\nstruct Formatting {}\n",
        "Network/APIClient.swift": "import Foundation\nfinal class APIClient {}\n",
        "UI/ProfileViewController.swift": "import UIKit\nfinal class ProfileViewController: UIViewController { let presenter = ProfilePresenter() }\n",
        "MVVMViewModels/ProfileViewModel.swift": "import Observation\n@Observable final class ProfileViewModel {}\n",
    ]

    static func problems(_ rules: String) throws -> [RuleError] {
        let rules = try LayerRules(text: rules, source: "rules.txt")
        return rules.problems(in: Analyzer().analyze(sources: app, rules: rules))
    }

    // MARK: Rules that name nothing

    @Test func aRuleNamingWhatTheTreeHasIsValid() throws {
        #expect(try Self.problems("""
            layer Core = Logic, Network
            Core may not import UIKit
            Logic may not depend on Network
            Logic may only import Foundation
            MVVM* may not import UI
            presenters may not import SwiftUI, UIKit
            """).map(\.reason) == ["`SwiftUI` names no module of the tree nor anything it imports"])
    }

    @Test func aSubjectThatNamesNoModuleOrLayerIsAnError() throws {
        let problems = try Self.problems("Domain may not import UI\n")
        #expect(problems.count == 1)
        #expect(problems[0].line == 1 && problems[0].source == "rules.txt")
        #expect(problems[0].reason == "`Domain` names no module of the tree")
        #expect(problems[0].diagnostic == "rules.txt:1:1: error: Domain may not import UI: `Domain` names no module of the tree")
    }

    @Test func aTypoIsNamedWithTheNameMeant() throws {
        let problems = try Self.problems("MVVMViewModel may not import UIKit\nLogic may not depend on Netwrok")
        #expect(problems.map(\.reason) == [
            "`MVVMViewModel` names no module of the tree — did you mean `MVVMViewModels`?",
            "`Netwrok` names no module of the tree — did you mean `Network`?",
        ])
    }

    @Test func aLayersMembersAreEachChecked() throws {
        let problems = try Self.problems("layer Logicish = Logic, Presenters\nLogicish may not import UIKit\nUI may not import Logicish")
        #expect(problems.map(\.reason) == [
            "`Presenters` (in layer `Logicish`) names no module of the tree",
            "`Presenters` (in layer `Logicish`) names no module of the tree nor anything it imports",
        ])
        #expect(problems.map(\.line) == [2, 3])
    }

    @Test func aWildcardThatMatchesNothingIsAnError() throws {
        #expect(try Self.problems("*Features may not import UIKit\nLogic may not import Rx*").map(\.reason) == [
            "`*Features` matches no module of the tree",
            "`Rx*` matches no module of the tree nor anything it imports",
        ])
    }

    @Test func anOutsideModuleIsNoObjectOfMayNotDependOn() throws {
        let reason = try #require(try Self.problems("Logic may not depend on UIKit").first?.reason)
        #expect(reason.hasPrefix("`UIKit` names no module of the tree (`may not depend on` reads the tree's own modules"))
    }

    @Test func roleWordsNeedNoTypesOfTheirRole() throws {
        #expect(try Self.problems("interactors may not import UIKit\nreducers may not depend on Network").isEmpty)
    }

    // MARK: Where a violation is

    @Test func aViolationPointsAtTheImportOrTheFirstMention() throws {
        let rules = try LayerRules(text: "Logic may not import UIKit\nLogic may not depend on Network", source: "rules.txt")
        let violations = try #require(Analyzer().analyze(sources: Self.app, rules: rules).violations)
        #expect(violations.map { "\($0.file):\($0.line):\($0.column) \($0.module) \($0.ruleLine)" } == [
            "Logic/ProfilePresenter.swift:2:8 UIKit 1",
            "Logic/ProfilePresenter.swift:5:17 Network 2",
        ])
        #expect(violations.allSatisfy { $0.rulesFile == "rules.txt" && !$0.baselined })
    }

    @Test func theFactsKeepTheFirstPlaceOfEachImportAndName() {
        let facts = FactCollector.facts(path: "A.swift", text: """
            import Foundation
            import UIKit.UIView
            // é: columns count UTF-8 bytes
            struct A { let é = 1; let b: Feed; func f() -> Feed { Feed() } }
            let g = Feed.shared
            """)
        #expect(facts.importLocations == ["Foundation": SourceLocation(line: 1, column: 8), "UIKit": SourceLocation(line: 2, column: 8)])
        #expect(facts.referenceLocations["Feed"] == SourceLocation(line: 4, column: 31))
        #expect(Set(facts.referenceLocations.keys) == facts.references)
    }

    // MARK: Formats

    static func brokenReport(baseline: Baseline? = nil) throws -> AnalysisReport {
        let rules = try LayerRules(text: "# Logic stays UI-free\nLogic may not import UIKit\nLogic may not depend on Network\nUI may not import Foundation", source: "docs/rules.txt")
        var report = Analyzer().analyze(sources: app, name: "App", rules: rules)
        baseline?.apply(to: &report, source: "baseline.json")
        return report
    }

    @Test func xcodeLinesAreSwiftcsErrors() throws {
        let output = ReportFormat.xcode.render(try Self.brokenReport(), pathPrefix: "App/")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "App/Logic/ProfilePresenter.swift:2:8: error: imports UIKit, against the rule \"Logic may not import UIKit\" (docs/rules.txt:2)",
            "App/Logic/ProfilePresenter.swift:5:17: error: mentions Network's APIClient, against the rule \"Logic may not depend on Network\" (docs/rules.txt:3)",
        ])
        let swiftc = try Regex(#"^[^:\n]+\.swift:[0-9]+:[0-9]+: error: .+$"#)
        #expect(lines.allSatisfy { $0.wholeMatch(of: swiftc) != nil })
    }

    @Test func githubAnnotationsEscapeTheirProperties() throws {
        let output = ReportFormat.github.render(try Self.brokenReport(), pathPrefix: "")
        #expect(output.split(separator: "\n").first == """
            ::error file=Logic/ProfilePresenter.swift,line=2,col=8,title=Rule%3A Logic may not import UIKit::imports UIKit, against the rule "Logic may not import UIKit" (docs/rules.txt:2)
            """)
        #expect(GateReport.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
    }

    @Test func sarifHasWhatCodeScanningReads() throws {
        let report = try Self.brokenReport(baseline: Baseline(violations: [try #require(try Self.brokenReport().violations?.first)]))
        let log = try JSONValue.parse(ReportFormat.sarif.render(report, pathPrefix: "App/"))
        #expect(log["version"] == .string("2.1.0"))
        #expect(log["$schema"] == .string(SARIFReport.schema))
        guard case .array(let runs)? = log["runs"], let run = runs.first, runs.count == 1 else { Issue.record("no run"); return }
        #expect(run["tool"]?["driver"]?["name"] == .string("mvx analyze"))
        guard case .array(let rules)? = run["tool"]?["driver"]?["rules"], case .array(let results)? = run["results"] else { Issue.record("no rules or results"); return }
        #expect(rules.map { $0["id"] } == [.string("logic-may-not-import-uikit"), .string("logic-may-not-depend-on-network")])
        #expect(rules.first?["shortDescription"]?["text"] == .string("Logic may not import UIKit"))
        #expect(results.count == 2)
        let first = try #require(results.first)
        #expect(first["ruleId"] == .string("logic-may-not-import-uikit"))
        #expect(first["level"] == .string("note") && first["baselineState"] == .string("unchanged"))
        #expect(results.last?["level"] == .string("error") && results.last?["baselineState"] == .string("new"))
        #expect(first["message"]?["text"] == .string("imports UIKit, against the rule \"Logic may not import UIKit\" (docs/rules.txt:2)"))
        guard case .array(let locations)? = first["locations"], let location = locations.first?["physicalLocation"] else { Issue.record("no location"); return }
        #expect(location["artifactLocation"]?["uri"] == .string("App/Logic/ProfilePresenter.swift"))
        #expect(location["region"]?["startLine"] == .number(2) && location["region"]?["startColumn"] == .number(8))
    }

    @Test func sarifURIsAreEscapedAndAbsoluteOnesAreFileURIs() throws {
        var report = try Self.brokenReport()
        report.violations = report.violations.map { $0.map { var violation = $0; violation.file = "My Logic/P.swift"; return violation } }
        let log = try JSONValue.parse(ReportFormat.sarif.render(report, pathPrefix: "/src/"))
        guard case .array(let runs)? = log["runs"], case .array(let results)? = runs.first?["results"],
              case .array(let locations)? = results.first?["locations"] else { Issue.record("no results"); return }
        #expect(locations.first?["physicalLocation"]?["artifactLocation"]?["uri"] == .string("file:///src/My%20Logic/P.swift"))
    }

    @Test func theTextsLastLineCountsRulesAndViolationsApart() throws {
        let plain = ReportFormat.text.render(try Self.brokenReport())
        #expect(plain.hasSuffix("\nRules: 2 of 3 broken, 2 violations\n"))
        #expect(plain.contains("  Logic/ProfilePresenter.swift:2:8: imports UIKit — Logic may not import UIKit (docs/rules.txt:2)\n"))

        let known = try #require(try Self.brokenReport().violations?.first)
        let baselined = ReportFormat.text.render(try Self.brokenReport(baseline: Baseline(violations: [known])))
        #expect(baselined.hasSuffix("\nRules: 2 of 3 broken, 2 violations (1 new, 1 in the baseline)\n"))
        #expect(!baselined.contains("2:8: imports UIKit"))
        #expect(baselined.contains("(1 more in the baseline, not listed)"))

        let clean = Analyzer().analyze(sources: Self.app, rules: try LayerRules(text: "Network may not import UIKit"))
        #expect(ReportFormat.text.render(clean).hasSuffix("\nRules: none of 1 broken\n"))
    }

    // MARK: Baseline

    @Test func aBaselineRoundTripsAndOnlyNewViolationsFail() throws {
        let first = try Self.brokenReport()
        let baseline = try Baseline(json: Data(Baseline(violations: first.violations ?? []).json.utf8), source: "b.json")
        #expect(baseline.violations == [
            Baseline.Entry(rule: "Logic may not depend on Network", file: "Logic/ProfilePresenter.swift", module: "Network"),
            Baseline.Entry(rule: "Logic may not import UIKit", file: "Logic/ProfilePresenter.swift", module: "UIKit"),
        ])
        #expect(Gate.verdict(first, strict: false, writingBaseline: false).exitCode == 1)

        // Code moved down two lines and one more file imports UIKit: only that one is new.
        var moved = Self.app
        moved["Logic/ProfilePresenter.swift"] = "\n\n" + moved["Logic/ProfilePresenter.swift"]!
        moved["Logic/Sheet.swift"] = "import UIKit\nstruct Sheet {}\n"
        let rules = try LayerRules(text: "Logic may not import UIKit\nLogic may not depend on Network")
        var report = Analyzer().analyze(sources: moved, rules: rules)
        baseline.apply(to: &report, source: "b.json")
        #expect(report.violations?.filter { !$0.baselined }.map(\.file) == ["Logic/Sheet.swift"])
        #expect(report.rules == RulesSummary(rules: 2, broken: 2, violations: 3, new: 1, baselined: 2, baseline: "b.json", fixed: 0))
        let verdict = Gate.verdict(report, strict: false, writingBaseline: false)
        #expect(verdict.exitCode == 1 && verdict.messages == ["mvx analyze: 1 new rule violation (2 of 2 rules broken)"])

        // Both fixed: nothing fails, and the baseline is said to be shrinkable.
        var fixed = Self.app
        fixed["Logic/ProfilePresenter.swift"] = "final class ProfilePresenter {}\n"
        var clean = Analyzer().analyze(sources: fixed, rules: rules)
        baseline.apply(to: &clean, source: "b.json")
        #expect(clean.rules?.fixed == 2 && clean.rules?.new == 0)
        #expect(Gate.verdict(clean, strict: false, writingBaseline: false).exitCode == 0)
    }

    @Test func aBrokenBaselineFileIsAUsageError() {
        #expect(throws: GateError.self) { try Baseline(json: Data("[]".utf8), source: "b.json") }
        #expect(throws: GateError.self) { try Baseline(json: Data(#"{"version": 9, "tool": "x", "violations": []}"#.utf8), source: "b.json") }
    }

    @Test func strictFailsOnASkippedFile() {
        var report = Analyzer().analyze(sources: Self.app)
        #expect(Gate.verdict(report, strict: true, writingBaseline: false).exitCode == 0)
        report.skipped = [SkippedFile(path: "Logic/Latin1.swift", reason: "not UTF-8")]
        #expect(Gate.verdict(report, strict: false, writingBaseline: false).exitCode == 0)
        #expect(Gate.verdict(report, strict: true, writingBaseline: false).exitCode == 1)
    }

    // MARK: Excludes

    @Test("globs on paths relative to the root", arguments: [
        ("**/Generated/**", "Sources/App/Generated/Model.swift", true),
        ("**/Generated/**", "Generated/Model.swift", true),
        ("**/Generated/**", "Sources/GeneratedStuff/Model.swift", false),
        ("*.generated.swift", "Sources/App/Model.generated.swift", true),
        ("*.generated.swift", "Model.generated.swift", true),
        ("*.generated.swift", "Sources/App/Model.swift", false),
        ("Sources/Legacy", "Sources/Legacy/Old/A.swift", true),
        ("./Sources/Legacy/", "Sources/Legacy/A.swift", true),
        ("Sources/Legacy", "Sources/LegacyKit/A.swift", false),
        ("Sources/*/Mocks/?.swift", "Sources/App/Mocks/A.swift", true),
        ("Sources/*/Mocks/?.swift", "Sources/App/Mocks/AB.swift", false),
        ("Sources/**/Mocks", "Sources/Mocks/A.swift", true),
        ("Sources/**/Mocks", "Sources/A/B/Mocks/A.swift", true),
        ("Tests", "Sources/Tests/A.swift", true),
        ("**", "A.swift", true),
        ("", "A.swift", false),
    ])
    func globs(glob: String, path: String, matches: Bool) {
        #expect(PathGlob(glob).matches(path) == matches)
    }

    @Test func excludedFilesAreNotReadAndCounted() throws {
        var sources = Self.app
        sources["Logic/Generated/Strings.swift"] = "import UIKit\nenum Strings {}\n"
        sources["Network/API.generated.swift"] = "struct Generated {}\n"
        let analyzer = Analyzer(excluded: [PathGlob("**/Generated/**"), PathGlob("*.generated.swift")])
        let report = analyzer.analyze(sources: sources, rules: try LayerRules(text: "Logic may not import UIKit"))
        #expect(report.files == Self.app.count && report.excluded == 2)
        #expect(!report.types.contains { $0.name == "Strings" || $0.name == "Generated" })
        #expect(report.violations?.map(\.file) == ["Logic/ProfilePresenter.swift"])
        #expect(ReportFormat.text.render(report).contains("\nExcluded: 2 files matched by"))
        #expect(Analyzer().analyze(sources: sources).excluded == 0)
    }

    // MARK: The config file

    @Test func aConfigReadsEveryKey() throws {
        let config = try AnalyzeConfig(yaml: """
            # the team's gate
            excluded:
              - "**/Generated/**"
              - "*.generated.swift"
            rules_file: docs/layer-rules.txt
            rules:
              - layer Core = Logic, Network
              - Core may not import UIKit
            baseline: .mvx-baseline.json
            large_type_lines: 400
            strict: true
            """, source: "App/.mvx-analyze.yml")
        #expect(config.excluded == ["**/Generated/**", "*.generated.swift"])
        #expect(config.rulesFile == "App/docs/layer-rules.txt" && config.baseline == "App/.mvx-baseline.json")
        #expect(config.rules == [.init(text: "layer Core = Logic, Network", line: 7), .init(text: "Core may not import UIKit", line: 8)])
        #expect(config.largeTypeLines == 400 && config.strict == true)
        #expect(try AnalyzeConfig(yaml: "excluded: Generated\n", source: ".mvx-analyze.yml").excluded == ["Generated"])
        #expect(try AnalyzeConfig(yaml: "# nothing yet\n", source: ".mvx-analyze.yml") == AnalyzeConfig(yaml: "", source: ".mvx-analyze.yml"))
    }

    @Test("a key or value it cannot use is an error naming it, with its place", arguments: [
        ("exclude:\n  - Generated\n", ".mvx-analyze.yml:1:1: error: unknown key `exclude` — did you mean `excluded`?"),
        ("rules:\n  - A may not import B\nlarge_types: 3\n", ".mvx-analyze.yml:3:1: error: unknown key `large_types`"),
        ("large_type_lines: many\n", ".mvx-analyze.yml:1:19: error: `large_type_lines` is a number of lines over 0"),
        ("strict: maybe\n", ".mvx-analyze.yml:1:9: error: `strict` is true or false"),
        ("rules:\n  a: b\n", ".mvx-analyze.yml:2:3: error: `rules` is a list of strings"),
        ("- excluded\n", ".mvx-analyze.yml:1:1: error: the config is a mapping of keys"),
        ("excluded: [a\n", ".mvx-analyze.yml:2:1: error: parser"),
    ])
    func badConfigs(yaml: String, message: String) {
        #expect {
            try AnalyzeConfig(yaml: yaml, source: ".mvx-analyze.yml")
        } throws: { error in
            guard let error = error as? GateError else { return false }
            return error.diagnostics.first?.hasPrefix(message) == true
        }
    }

    // MARK: The whole run, on disk

    static func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-gate-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func theConfigAtTheRootSetsTheRunAndFlagsOverrideIt() throws {
        var files = Self.app
        files["Logic/Generated/G.swift"] = "import UIKit\nstruct G {}\n"
        files["docs/rules.txt"] = "Logic may not import UIKit\n"
        files[".mvx-analyze.yml"] = "excluded: ['**/Generated/**']\nrules_file: docs/rules.txt\nlarge_type_lines: 2\n"
        let root = try Self.tree(files)
        defer { try? FileManager.default.removeItem(at: root) }

        let configured = try Gate.run(GateOptions(path: root.path))
        #expect(configured.config == root.path + "/.mvx-analyze.yml")
        #expect(configured.report.excluded == 1 && configured.report.smells.largeTypeThreshold == 2)
        #expect(configured.report.violations?.map(\.file) == ["Logic/ProfilePresenter.swift"])
        #expect(configured.exitCode == 1)
        #expect(configured.pathPrefix == root.path + "/")

        var options = GateOptions(path: root.path)
        options.excluded = ["Logic/ProfilePresenter.swift"]
        options.largeTypeLines = 900
        let overridden = try Gate.run(options)
        #expect(overridden.report.excluded == 1 && overridden.report.smells.largeTypeThreshold == 900)
        #expect(overridden.report.violations?.map(\.file) == ["Logic/Generated/G.swift"])

        options = GateOptions(path: root.path)
        options.noConfig = true
        let bare = try Gate.run(options)
        #expect(bare.report.violations == nil && bare.exitCode == 0 && bare.config == nil)
    }

    @Test func writeThenUseABaselineOnDisk() throws {
        let root = try Self.tree(Self.app.merging(["rules.txt": "Logic may not import UIKit\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        var options = GateOptions(path: root.path)
        options.rules = root.appendingPathComponent("rules.txt").path
        options.writeBaseline = root.appendingPathComponent("baseline.json").path
        let written = try Gate.run(options)
        #expect(written.exitCode == 0)
        #expect(written.messages.first?.hasPrefix("mvx analyze: wrote 1 known violation to ") == true)

        options.writeBaseline = nil
        options.baseline = root.appendingPathComponent("baseline.json").path
        #expect(try Gate.run(options).exitCode == 0)
        try "import UIKit\n".write(to: root.appendingPathComponent("Logic/New.swift"), atomically: true, encoding: .utf8)
        let after = try Gate.run(options)
        #expect(after.exitCode == 1 && after.report.rules?.new == 1 && after.report.rules?.baselined == 1)
    }

    @Test("a run it cannot make is a usage error", arguments: [
        ("rules.txt", "Logc may not import UIKit\n", "rules.txt:1:1: error: Logc may not import UIKit: `Logc` names no module of the tree — did you mean `Logic`?"),
        ("rules.txt", "Logic must not import UIKit\n", "rules.txt:1:1: error: Logic must not import UIKit: a rule says"),
        (".mvx-analyze.yml", "rulez: []\n", ".mvx-analyze.yml:1:1: error: unknown key `rulez` — did you mean `rules`?"),
        (".mvx-analyze.yml", "baseline: missing.json\n", "mvx analyze: error: no baseline at "),
    ])
    func usageErrors(file: String, text: String, message: String) throws {
        let root = try Self.tree(Self.app.merging([file: text]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        var options = GateOptions(path: root.path)
        if file == "rules.txt" { options.rules = root.appendingPathComponent(file).path }
        #expect {
            try Gate.run(options)
        } throws: { error in
            guard let error = error as? GateError, let first = error.diagnostics.first else { return false }
            // Paths are printed as given: strip the temporary folder to compare.
            return first.replacingOccurrences(of: root.path + "/", with: "").hasPrefix(message)
        }
    }

    @Test func thePathPrefixReadsFromTheCurrentFolder() {
        #expect(Gate.pathPrefix(".", isFolder: true) == "")
        #expect(Gate.pathPrefix("./", isFolder: true) == "")
        #expect(Gate.pathPrefix("Sources/", isFolder: true) == "Sources/")
        #expect(Gate.pathPrefix("./Sources", isFolder: true) == "Sources/")
        #expect(Gate.pathPrefix("/abs/App", isFolder: true) == "/abs/App/")
        #expect(Gate.pathPrefix("T.swift", isFolder: false) == "")
        #expect(Gate.pathPrefix("App/T.swift", isFolder: false) == "App/")
    }
}

/// docs/analyze.schema.json against the JSON the analyzer prints.
@Suite("The JSON report's schema")
struct ReportSchemaTests {
    static let schema: JSONSchemaValidator? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent("docs/analyze.schema.json"), encoding: .utf8),
              let root = try? JSONValue.parse(text) else { return nil }
        return JSONSchemaValidator(root: root)
    }()

    @Test func aFullReportValidates() throws {
        let schema = try #require(Self.schema, "docs/analyze.schema.json is missing or not JSON")
        var report = try GateTests.brokenReport(baseline: Baseline(violations: []))
        report.skipped = [SkippedFile(path: "Broken.swift", reason: "not UTF-8")]
        report.excluded = 3
        let text = ReportFormat.json.render(report)
        #expect(schema.errors(try JSONValue.parse(text)) == [])
        #expect(try JSONValue.parse(text)["schemaVersion"] == .number(3))
        // Every optional part is present in this one: violations, rules, a role, a rules file.
        #expect(text.contains("\"violations\"") && text.contains("\"baseline\"") && text.contains("\"role\"") && text.contains("\"rulesFile\""))
        // And a report without rules.
        #expect(schema.errors(try JSONValue.parse(ReportFormat.json.render(Analyzer().analyze(sources: ReportTests.split)))) == [])
    }

    @Test func theValidatorRefusesWhatTheSchemaDoesNot() throws {
        let schema = try #require(Self.schema)
        guard case .object(var report) = try JSONValue.parse(ReportFormat.json.render(try GateTests.brokenReport())) else { return }
        report["surprise"] = .bool(true)
        report["files"] = .string("five")
        report.removeValue(forKey: "lines")
        #expect(schema.errors(.object(report)) == ["$: no `lines`", "$.files: not integer", "$: `surprise` is not in the schema"])
    }
}
