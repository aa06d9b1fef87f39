import Analyzer
import Foundation
import PatternKit

/// One pattern's code against its own tests, as `mvx mutate` reported it: how many of the
/// deliberate bugs put into the pattern's targets its tests caught, and how much test code that took.
struct MutationFigures: Equatable, Sendable {
    /// The counts of one target (or of several added up).
    struct Counts: Equatable, Sendable {
        /// Caught: a test failed, crashed or ran past its time limit (Stryker's Killed and Timeout).
        var detected = 0
        /// Every test that reached the mutant passed.
        var survived = 0
        /// No test reached the mutant.
        var noCoverage = 0
        /// The mutant did not compile; not counted in the score.
        var compileErrors = 0
        /// Not written behind the switch (a pattern, a `#if`, a suppression comment); not counted.
        var ignored = 0
        /// Of the ignored, those a comment marks equivalent: no test could tell them from the code.
        var equivalent = 0
        /// Seconds the mutants' test runs took, added up (Stryker's `duration`; 0 when not recorded).
        var testSeconds: Double = 0

        /// The mutants the score is over.
        var valid: Int { detected + survived + noCoverage }
        /// Detected over valid, as Stryker scores; nil without valid mutants.
        var score: Double? { valid == 0 ? nil : Double(detected) / Double(valid) }

        static func + (a: Counts, b: Counts) -> Counts {
            Counts(detected: a.detected + b.detected, survived: a.survived + b.survived, noCoverage: a.noCoverage + b.noCoverage,
                   compileErrors: a.compileErrors + b.compileErrors, ignored: a.ignored + b.ignored, equivalent: a.equivalent + b.equivalent,
                   testSeconds: a.testSeconds + b.testSeconds)
        }
    }

    var pattern: PatternID
    /// The UI-free logic target's mutants (nil when the pattern has none).
    var logic: Counts?
    /// The UI target's mutants.
    var ui: Counts
    /// All its mutants in the run before the survivors were read (nil without that run's file).
    var before: Counts?
    /// Its logic target's mutants in that run.
    var logicBefore: Counts?
    /// The pattern's own test targets, and their tests and code lines.
    var testTargets: [String]
    var tests: Int
    var testLines: Int

    var total: Counts { (logic ?? Counts()) + ui }
    /// Test code lines per detected mutant; nil when none was detected.
    var testLinesPerDetected: Double? { total.detected == 0 ? nil : Double(testLines) / Double(total.detected) }
}

/// The committed result of `mvx mutate` over every pattern, and what each pattern's own tests are.
enum MutationResults {
    /// The result file (Stryker's mutation-testing report, as `mvx mutate --format json` writes it).
    static let path = "docs/mutation/patterns.json"
    /// The same run's result before the survivors were read and answered (tests written,
    /// equivalent mutants marked), kept for the table's before → after.
    static let beforePath = "docs/mutation/before-review/patterns.json"

    /// The test targets that test `pattern`'s code: its unit tests and the tests that drive its views
    /// (the acceptance suite, shared by all patterns, is not one of them).
    static func testTargets(_ pattern: PatternID) -> [String] {
        switch pattern {
        case .massiveMVC: []
        case .mvc: ["MVCTests"]
        case .mvp: ["MVPPresentersTests"]
        case .mvvm: ["MVVMViewModelsTests", "MVVMTests"]
        case .mvi: ["MVIFeaturesTests", "MVITests"]
        case .viper: ["VIPERLogicTests", "VIPERTests"]
        case .mvcPlus: ["MVCPlusLogicTests"]
        }
    }

    /// The command that writes ``path``.
    static var command: String {
        let targets = PatternID.allCases.flatMap(PatternTargets.all).map { "--target \($0)" }
        let tests = PatternID.allCases.flatMap(testTargets).map { "--test-target \($0)" }
        return "swift run mvx mutate . " + (targets + tests).joined(separator: " ") + " --format json > \(path)"
    }

    /// Every pattern's figures from the result file at `root`, or nil when there is none.
    static func figures(root: URL) throws -> [MutationFigures]? {
        guard let counts = try countsByTarget(root.appendingPathComponent(path)) else { return nil }
        let before = try countsByTarget(root.appendingPathComponent(beforePath))
        let testSizes = try measureTests(root: root)
        return PatternID.allCases.map { pattern in
            let targets = testTargets(pattern)
            return MutationFigures(
                pattern: pattern,
                logic: PatternTargets.logic(pattern).map { counts[$0] ?? .init() },
                ui: counts[PatternTargets.ui(pattern)] ?? .init(),
                before: before.map { before in PatternTargets.all(pattern).reduce(.init()) { $0 + (before[$1] ?? .init()) } },
                logicBefore: before.flatMap { before in PatternTargets.logic(pattern).map { before[$0] ?? .init() } },
                testTargets: targets,
                tests: targets.reduce(0) { $0 + (testSizes[$1]?.tests ?? 0) },
                testLines: targets.reduce(0) { $0 + (testSizes[$1]?.lines ?? 0) }
            )
        }
    }

    /// A result file's counts by target; nil when there is no such file.
    static func countsByTarget(_ url: URL) throws -> [String: MutationFigures.Counts]? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let report = try JSONDecoder().decode(StrykerReport.self, from: Data(contentsOf: url))
        var counts: [String: MutationFigures.Counts] = [:]
        for (file, entry) in report.files {
            guard let target = target(of: file) else { continue }
            for mutant in entry.mutants {
                counts[target, default: .init()].add(mutant.status, reason: mutant.statusReason)
                counts[target, default: .init()].testSeconds += Double(mutant.duration ?? 0) / 1000
            }
        }
        return counts
    }

    /// The target a reported file belongs to: the folder after `Sources/` in its path.
    static func target(of file: String) -> String? {
        let parts = file.split(separator: "/").map(String.init)
        guard let sources = parts.lastIndex(of: "Sources"), sources + 2 < parts.count else { return nil }
        return parts[sources + 1]
    }

    /// Each test target's tests (`@Test` functions) and code lines, as the analyzer counts lines.
    private static func measureTests(root: URL) throws -> [String: (tests: Int, lines: Int)] {
        let scanned = try SourceTree(scanning: root.appendingPathComponent("Tests"))
        let tree = SourceTree(root: root, files: scanned.files.map { "Tests/" + $0 }, manifests: [], sizes: scanned.sizes)
        let read: @Sendable (String) -> String? = { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
        var sizes: [String: (tests: Int, lines: Int)] = [:]
        for file in Analyzer().facts(of: tree, read: read) {
            let parts = file.path.split(separator: "/").map(String.init)
            guard parts.count >= 3 else { continue }
            let text = read(file.path) ?? ""
            let tests = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") }.count
            sizes[parts[1], default: (0, 0)].tests += tests
            sizes[parts[1], default: (0, 0)].lines += file.codeLines
        }
        return sizes
    }
}

extension MutationFigures.Counts {
    /// Counts one mutant of Stryker's `status` (an Ignored one whose reason starts with
    /// "equivalent" is counted as equivalent too).
    mutating func add(_ status: String, reason: String? = nil) {
        switch status {
        case "Killed", "Timeout", "RuntimeError": detected += 1
        case "Survived": survived += 1
        case "NoCoverage": noCoverage += 1
        case "CompileError": compileErrors += 1
        default:
            ignored += 1
            if reason?.hasPrefix("equivalent") == true { equivalent += 1 }
        }
    }
}

/// The part of Stryker's mutation-testing report the figures read.
struct StrykerReport: Decodable {
    struct File: Decodable {
        struct Mutant: Decodable {
            struct Location: Decodable {
                struct Position: Decodable { var line: Int; var column: Int }
                var start: Position
            }
            var status: String
            var statusReason: String?
            /// Milliseconds its test run took.
            var duration: Int?
            var mutatorName: String?
            var replacement: String?
            var location: Location?
        }
        var source: String?
        var mutants: [Mutant]
    }
    var files: [String: File]
}
