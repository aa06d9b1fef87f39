import Foundation
@testable import MVXReport
import PatternKit
import Testing

/// docs/comparison.md's mutation table, from a result file in Stryker's format.
@Suite("mvx report: the mutation table")
struct MutationFiguresTests {
    private func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func eachPatternsTargetsAreCountedApartAndItsOwnTestsMeasured() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write("""
            {"schemaVersion": "2", "thresholds": {"high": 80, "low": 60}, "files": {
              "Sources/VIPERLogic/Todo/AddTodoInteractor.swift": {"language": "swift", "source": "", "mutants": [
                {"id": "1", "mutatorName": "EqualityOperator", "replacement": "!=", "status": "Killed", "duration": 60000,
                 "location": {"start": {"line": 1, "column": 1}, "end": {"line": 1, "column": 3}}},
                {"id": "2", "mutatorName": "BooleanLiteral", "replacement": "false", "status": "Timeout", "duration": 30000,
                 "location": {"start": {"line": 2, "column": 1}, "end": {"line": 2, "column": 5}}},
                {"id": "3", "mutatorName": "NegateConditional", "replacement": "!(c)", "status": "Survived",
                 "location": {"start": {"line": 3, "column": 1}, "end": {"line": 3, "column": 2}}},
                {"id": "4", "mutatorName": "BooleanLiteral", "replacement": "true", "status": "Ignored", "statusReason": "equivalent: set again before any read",
                 "location": {"start": {"line": 4, "column": 1}, "end": {"line": 4, "column": 5}}}]},
              "Sources/VIPER/Todo/UpcomingViewController.swift": {"language": "swift", "source": "", "mutants": [
                {"id": "5", "mutatorName": "VoidMethodCall", "replacement": "", "status": "NoCoverage",
                 "location": {"start": {"line": 1, "column": 1}, "end": {"line": 1, "column": 9}}},
                {"id": "6", "mutatorName": "ArithmeticOperator", "replacement": "-", "status": "CompileError",
                 "location": {"start": {"line": 2, "column": 1}, "end": {"line": 2, "column": 2}}}]},
              "Sources/MassiveMVC/Counter/CounterViewController.swift": {"language": "swift", "source": "", "mutants": [
                {"id": "7", "mutatorName": "EqualityOperator", "replacement": "==", "status": "NoCoverage",
                 "location": {"start": {"line": 1, "column": 1}, "end": {"line": 1, "column": 3}}}]}
            }}
            """, MutationResults.path, in: root)
        try write("import Testing\n\nstruct A {\n    @Test func one() {}\n    @Test func two() {}\n}\n", "Tests/VIPERLogicTests/A.swift", in: root)
        try write("import Testing\n\n@Test func three() {}\n", "Tests/VIPERTests/B.swift", in: root)

        let figures = try #require(try MutationResults.figures(root: root))
        #expect(figures.map(\.pattern) == PatternID.allCases)
        let viper = try #require(figures.first { $0.pattern == .viper })
        #expect(viper.logic == MutationFigures.Counts(detected: 2, survived: 1, noCoverage: 0, compileErrors: 0, ignored: 1, equivalent: 1, testSeconds: 90))
        #expect(viper.ui == MutationFigures.Counts(detected: 0, survived: 0, noCoverage: 1, compileErrors: 1, ignored: 0))
        #expect(viper.total.score == 0.5)
        #expect(viper.tests == 3)
        #expect(viper.testLines == 7, "code lines of both test targets, blank lines left out")
        #expect(viper.testLinesPerDetected == 3.5)
        let massive = try #require(figures.first { $0.pattern == .massiveMVC })
        #expect(massive.logic == nil && massive.ui.noCoverage == 1 && massive.total.score == 0 && massive.testTargets.isEmpty)

        let block = ComparisonDocument.mutationBlock(figures)
        #expect(block.contains("| viper | 4 | 2 | 1 | 1 | 1 | 50 % | 67 % of 3 | 0 % of 1 | 3 in `VIPERLogicTests`, `VIPERTests` | 7 | 3.5 | 1.5 min |"))
        #expect(block.contains("| massive-mvc | 1 | 0 | 0 | 1 | 0 | 0 % | – | 0 % of 1 | none | 0 | – | – |"))
        #expect(block.contains("1 mutants that did not compile, 1 marked equivalent (a comment beside each says why no test could tell), and 0 that cannot be switched"))
        #expect(block.contains("--target VIPERLogic --target VIPER"))
    }

    @Test func theRunBeforeTheSurvivorsWereReadGivesBeforeAndAfter() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func result(_ statuses: [String]) -> String {
            let mutants = statuses.enumerated().map { index, status in
                #"{"id": "\#(index)", "status": "\#(status)", "location": {"start": {"line": \#(index + 1), "column": 1}}}"#
            }
            return #"{"files": {"Sources/MVPPresenters/A.swift": {"mutants": [\#(mutants.joined(separator: ","))]}}}"#
        }
        try write(result(["Killed", "Survived", "Survived", "NoCoverage"]), MutationResults.beforePath, in: root)
        try write(result(["Killed", "Killed", "Survived", "NoCoverage"]), MutationResults.path, in: root)
        try write("import Testing\n\n@Test func one() {}\n", "Tests/MVPPresentersTests/A.swift", in: root)
        let mvp = try #require(try MutationResults.figures(root: root)?.first { $0.pattern == .mvp })
        #expect(mvp.before?.score == 0.25 && mvp.total.score == 0.5)
        let block = ComparisonDocument.mutationBlock([mvp])
        #expect(block.contains("| mvp | 4 | 2 | 1 | 1 | 0 | 25 % → 50 % | 25 % → 50 % of 4 | – of 0 |"))
    }

    @Test func theAcceptanceSampleIsMatchedWithTheOwnTestsRunMutantByMutant() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // The own-tests run is of the code after a comment line was added above line 2.
        let after = "let a = b >= c\n// mvx-mutate:equivalent-next-line BooleanLiteral: why\n    f(true)\n    g(x == y) // mvx-mutate:equivalent-line EqualityOperator: why\n"
        let before = "let a = b >= c\n    f(true)\n    g(x == y)\n"
        func mutant(_ line: Int, _ column: Int, _ mutator: String, _ replacement: String, _ status: String) -> String {
            #"{"id": "\#(line)\#(column)", "mutatorName": "\#(mutator)", "replacement": "\#(replacement)", "status": "\#(status)", "location": {"start": {"line": \#(line), "column": \#(column)}}}"#
        }
        func result(_ source: String, _ mutants: [String]) -> String {
            let escaped = source.replacingOccurrences(of: "\n", with: "\\n")
            return #"{"files": {"Sources/MVVM/A.swift": {"source": "\#(escaped)", "mutants": [\#(mutants.joined(separator: ","))]}}}"#
        }
        try write(result(after, [
            mutant(1, 9, "ConditionalsBoundary", "b > c", "Survived"),
            mutant(3, 7, "BooleanLiteral", "false", "Ignored"),
            mutant(4, 7, "EqualityOperator", "x != y", "Killed"),
        ]), MutationResults.path, in: root)
        try write(result(before, [
            mutant(1, 9, "ConditionalsBoundary", "b > c", "Killed"),
            mutant(2, 7, "BooleanLiteral", "false", "Survived"),
            mutant(3, 7, "EqualityOperator", "x != y", "Killed"),
            mutant(3, 5, "VoidMethodCall", "", "CompileError"),
        ]), AcceptanceMutationResults.path(.mvvm), in: root)

        let rows = try AcceptanceMutationResults.figures(root: root)
        #expect(rows.map(\.pattern) == [.mvvm])
        let row = try #require(rows.first)
        #expect(row.counts == MutationFigures.Counts(detected: 2, survived: 1, noCoverage: 0, compileErrors: 1, ignored: 0))
        #expect(row.matched == 3 && row.ownDetected == 1 && row.eitherDetected == 2)
        let block = ComparisonDocument.mutationBlock([], acceptance: rows)
        #expect(block.contains("| mvvm | 3 | 2 | 1 | 0 | 67 % (21 %–94 %) | 1 of 3 (33 %) | 2 of 3 (67 %) |"))
        #expect(block.contains("--test-target AcceptanceTests --coverage-unit test --test-env MVX_ACCEPTANCE_PATTERNS=mvvm"))
    }

    @Test func wilsonsIntervalNarrowsWithTheSample() throws {
        let small = try #require(AcceptanceMutationResults.wilson(successes: 5, of: 10))
        let large = try #require(AcceptanceMutationResults.wilson(successes: 50, of: 100))
        #expect(abs(small.lowerBound - 0.2366) < 0.001 && abs(small.upperBound - 0.7634) < 0.001)
        #expect(large.upperBound - large.lowerBound < small.upperBound - small.lowerBound)
        #expect(AcceptanceMutationResults.wilson(successes: 0, of: 0) == nil)
        #expect(AcceptanceMutationResults.wilson(successes: 10, of: 10)?.upperBound == 1)
    }

    @Test func withoutAResultFileThereIsNoTable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutation-\(UUID().uuidString)")
        #expect(try MutationResults.figures(root: root) == nil)
        #expect(MutationResults.target(of: "Sources/MVP/Profile/ProfileViewController.swift") == "MVP")
        #expect(MutationResults.target(of: "/tmp/copy/Sources/MVPPresenters/A.swift") == "MVPPresenters")
        #expect(MutationResults.target(of: "Package.swift") == nil)
    }
}
