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
                {"id": "1", "mutatorName": "EqualityOperator", "replacement": "!=", "status": "Killed",
                 "location": {"start": {"line": 1, "column": 1}, "end": {"line": 1, "column": 3}}},
                {"id": "2", "mutatorName": "BooleanLiteral", "replacement": "false", "status": "Timeout",
                 "location": {"start": {"line": 2, "column": 1}, "end": {"line": 2, "column": 5}}},
                {"id": "3", "mutatorName": "NegateConditional", "replacement": "!(c)", "status": "Survived",
                 "location": {"start": {"line": 3, "column": 1}, "end": {"line": 3, "column": 2}}},
                {"id": "4", "mutatorName": "BooleanLiteral", "replacement": "true", "status": "Ignored",
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
        #expect(viper.logic == MutationFigures.Counts(detected: 2, survived: 1, noCoverage: 0, compileErrors: 0, ignored: 1))
        #expect(viper.ui == MutationFigures.Counts(detected: 0, survived: 0, noCoverage: 1, compileErrors: 1, ignored: 0))
        #expect(viper.total.score == 0.5)
        #expect(viper.tests == 3)
        #expect(viper.testLines == 7, "code lines of both test targets, blank lines left out")
        #expect(viper.testLinesPerDetected == 3.5)
        let massive = try #require(figures.first { $0.pattern == .massiveMVC })
        #expect(massive.logic == nil && massive.ui.noCoverage == 1 && massive.total.score == 0 && massive.testTargets.isEmpty)

        let block = ComparisonDocument.mutationBlock(figures)
        #expect(block.contains("| viper | 4 | 2 | 1 | 1 | 50 % | 67 % of 3 | 0 % of 1 | 3 in `VIPERLogicTests`, `VIPERTests` | 7 | 3.5 |"))
        #expect(block.contains("| massive-mvc | 1 | 0 | 0 | 1 | 0 % | – | 0 % of 1 | none | 0 | – |"))
        #expect(block.contains("1 mutants that did not compile and 1 that cannot be switched"))
        #expect(block.contains("--target VIPERLogic --target VIPER"))
    }

    @Test func withoutAResultFileThereIsNoTable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutation-\(UUID().uuidString)")
        #expect(try MutationResults.figures(root: root) == nil)
        #expect(MutationResults.target(of: "Sources/MVP/Profile/ProfileViewController.swift") == "MVP")
        #expect(MutationResults.target(of: "/tmp/copy/Sources/MVPPresenters/A.swift") == "MVPPresenters")
        #expect(MutationResults.target(of: "Package.swift") == nil)
    }
}
