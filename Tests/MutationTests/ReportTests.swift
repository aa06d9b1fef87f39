import Foundation
import Testing
@testable import Mutation

@Suite struct ReportTests {
    private static func mutant(_ id: Int, _ op: MutationOperator = .conditionalsBoundary, line: Int = 3) -> Mutant {
        Mutant(
            id: id, mutationOperator: op, file: "Sources/A/A.swift", start: SourcePosition(line: line, column: 5),
            end: SourcePosition(line: line, column: 11), original: "a >= b", replacement: "a > b"
        )
    }

    private static let unit = TestUnit(library: .swiftTesting, name: "ATests.Suite")

    private static let report = MutationReport(
        packageName: "A", targets: ["A"], sources: ["Sources/A/A.swift": "let a = 1\n"],
        results: [
            MutantResult(mutant: mutant(1), status: .killed, coveredBy: [unit], killedBy: [unit], duration: 1.2345),
            MutantResult(mutant: mutant(2, line: 9), status: .survived, coveredBy: [unit]),
            MutantResult(mutant: mutant(3), status: .timeout, coveredBy: [unit]),
            MutantResult(mutant: mutant(4), status: .noCoverage),
            MutantResult(mutant: mutant(5), status: .compileError, statusReason: "binary operator '-' cannot be applied"),
            MutantResult(mutant: mutant(6), status: .ignored, statusReason: "suppressed by a comment"),
        ],
        testUnits: [unit], builds: 2, timing: MutationReport.Timing(build: 12.5, baseline: 1.25, mutants: 30)
    )

    @Test func theScoreCountsDetectedOverKilledSurvivedTimedOutAndUncovered() {
        #expect(Self.report.score == 50)
        #expect(Self.report.coveredScore.map { ($0 * 10).rounded() / 10 } == 66.7)
        #expect(MutationReport(packageName: "A", targets: [], sources: [:], results: []).score == nil)
    }

    @Test func statusesComeFromHowTheTestRunEnded() {
        #expect(MutantStatus.fromRun(.exited(0)) == .survived)
        #expect(MutantStatus.fromRun(.exited(1)) == .killed)
        #expect(MutantStatus.fromRun(.signalled(4)) == .killed)
        #expect(MutantStatus.fromRun(.timedOut) == .timeout)
        #expect(MutantStatus.allCases.filter(\.isValid) == [.killed, .survived, .timeout, .noCoverage])
    }

    @Test func theTextReportGivesTheScoreEachSurvivorAndTheTimeSplit() {
        let text = MutationReportFormat.text.render(Self.report)
        #expect(text.contains("Mutation score 50.0 % (of covered code 66.7 %)"))
        #expect(text.contains("1 killed, 1 survived, 1 timed out, 1 no coverage, 1 compile error, 1 ignored"))
        #expect(text.contains("Sources/A/A.swift:9:5: a >= b → a > b (ConditionalsBoundary)"))
        #expect(!text.contains("A.swift:3:5: a >= b"))
        #expect(text.contains("1 suppressed by a comment"))
        #expect(text.contains("Time: build 12.5 s (2 builds), unmutated run 1.2 s (1 suite), mutants 30.0 s (3 run)"))
    }

    @Test func mutantsBuiltOnTheirOwnAreSaidToBe() {
        var report = Self.report
        var alone = Self.mutant(8, .booleanLiteral, line: 12)
        alone.canBuildAlone = true
        var broken = Self.mutant(9, .arithmeticOperator, line: 14)
        broken.canBuildAlone = true
        report.results += [
            MutantResult(mutant: alone, status: .survived, statusReason: "built on its own: a pattern (a switch must stay exhaustive)"),
            MutantResult(mutant: broken, status: .compileError, statusReason: "built on its own: raw value for enum case is not unique"),
        ]
        report.builtAlone = 2
        let text = MutationReportFormat.text.render(report)
        #expect(text.contains("Sources/A/A.swift:12:5: a >= b → a > b (BooleanLiteral), built on its own"))
        #expect(text.contains("  1 does not compile, built on its own"))
        #expect(text.contains("  1 does not compile behind the switch"))
        #expect(text.contains("mutants 30.0 s (4 run, 2 of them built on their own)"))
    }

    @Test func reusedResultsAreNotCountedAsRun() {
        var report = Self.report
        report.reused = [1, 2]
        #expect(TextReport.render(report).contains("mutants 30.0 s (1 run, 2 reused)"))
    }

    @Test func equivalentMutantsAreIgnoredAndCountedApart() {
        var report = Self.report
        report.results.append(MutantResult(mutant: Self.mutant(7), status: .ignored, statusReason: "equivalent: never equal here"))
        #expect(report.equivalentCount == 1)
        #expect(report.score == Self.report.score)
        let text = MutationReportFormat.text.render(report)
        #expect(text.contains("2 ignored (1 of them equivalent)"))
        #expect(text.contains("1 equivalent: never equal here"))
    }

    @Test func theXcodeReportIsOneWarningPerSurvivor() {
        #expect(MutationReportFormat.xcode.render(Self.report)
            == "Sources/A/A.swift:9:5: warning: mutant survived: 'a >= b' → 'a > b' (ConditionalsBoundary)\n")
    }

    @Test func theJSONReportFollowsStrykersSchema() throws {
        let json = MutationReportFormat.json.render(Self.report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? String == "2")
        let thresholds = try #require(object["thresholds"] as? [String: Int])
        #expect(thresholds == ["high": 80, "low": 60])
        let files = try #require(object["files"] as? [String: [String: Any]])
        let file = try #require(files["Sources/A/A.swift"])
        #expect(file["language"] as? String == "swift")
        #expect(file["source"] as? String == "let a = 1\n")
        let mutants = try #require(file["mutants"] as? [[String: Any]])
        #expect(mutants.map { $0["status"] as? String } == ["Killed", "Survived", "Timeout", "NoCoverage", "CompileError", "Ignored"])
        let first = mutants[0]
        #expect(first["id"] as? String == "1")
        #expect(first["mutatorName"] as? String == "ConditionalsBoundary")
        #expect(first["replacement"] as? String == "a > b")
        let location = try #require(first["location"] as? [String: [String: Int]])
        #expect(location == ["start": ["line": 3, "column": 5], "end": ["line": 3, "column": 11]])
        #expect(first["coveredBy"] as? [String] == ["ATests.Suite"])
        #expect(first["killedBy"] as? [String] == ["ATests.Suite"])
        #expect(first["duration"] as? Int == 1235, "Stryker's duration: the mutant's test run, in ms")
        #expect(mutants[3]["coveredBy"] == nil)
        #expect(mutants[3]["duration"] == nil)
        #expect(mutants[5]["statusReason"] as? String == "suppressed by a comment")
        let testFiles = try #require(object["testFiles"] as? [String: [String: [[String: String]]]])
        #expect(testFiles["ATests.Suite"]?["tests"] == [["id": "ATests.Suite", "name": "ATests.Suite"]])
        let performance = try #require(object["performance"] as? [String: Int])
        #expect(performance == ["setup": 12500, "initialRun": 1250, "mutation": 30000])
    }

    @Test func testsThatKillNothingAreListed() {
        let (a, b, c, d) = (
            TestUnit(library: .swiftTesting, name: "T.S/a()"), TestUnit(library: .swiftTesting, name: "T.S/b()"),
            TestUnit(library: .swiftTesting, name: "T.S/c()"), TestUnit(library: .swiftTesting, name: "T.S/d()")
        )
        let e = TestUnit(library: .swiftTesting, name: "T.S/e()")
        let report = MutationReport(
            packageName: "A", targets: ["A"], sources: [:],
            results: [
                // a killed it, b reached it too: b killed nothing here.
                MutantResult(mutant: Self.mutant(1), status: .killed, coveredBy: [a, b], killedBy: [a]),
                // Only survivors reach c.
                MutantResult(mutant: Self.mutant(2), status: .survived, coveredBy: [b, c]),
                // Killed with d and e run together: which one killed it is not known.
                MutantResult(mutant: Self.mutant(3), status: .killed, coveredBy: [d, e]),
                MutantResult(mutant: Self.mutant(4), status: .timeout, coveredBy: [e]),
            ],
            testUnits: [a, b, c, d, e], coverageUnit: .test
        )
        #expect(report.unitsKillingNothing == [b, c])
        let text = TextReport.render(report)
        #expect(text.contains("Tests that kill no mutant (2): a question for their authors\n  T.S/b()\n  T.S/c()\n"))
        #expect(!TextReport.render(Self.report).contains("kill no mutant"))
    }

    @Test func theProgressLineSaysDoneKilledAndTimeLeft() {
        #expect(ProgressPrinter.line(done: 10, total: 40, detected: 7, elapsed: 20) == "mutants 10/40 · 7 killed · about 1:00 left")
        #expect(ProgressPrinter.line(done: 40, total: 40, detected: 30, elapsed: 80) == "mutants 40/40 · 30 killed")
    }
}
