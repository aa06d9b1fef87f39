import Foundation
import Testing
@testable import Mutation

@Suite struct GateTests {
    private static func survivor(_ id: Int, line: Int, file: String = "Sources/A/A.swift", original: String = "a >= b", replacement: String = "a > b") -> MutantResult {
        MutantResult(
            mutant: Mutant(
                id: id, mutationOperator: .conditionalsBoundary, file: file, start: SourcePosition(line: line, column: 5),
                end: SourcePosition(line: line, column: 11), original: original, replacement: replacement
            ),
            status: .survived
        )
    }

    private static func report(_ source: String, _ results: [MutantResult]) -> MutationReport {
        MutationReport(packageName: "A", targets: ["A"], sources: ["Sources/A/A.swift": source], results: results)
    }

    @Test func aBaselineKnowsSurvivorsByTheirLinesTextNotItsNumber() {
        let before = Self.report("let x = 1\n    if a >= b {\n", [Self.survivor(1, line: 2)])
        let baseline = SurvivorBaseline(of: before)
        #expect(baseline.survivors == [SurvivorKey(file: "Sources/A/A.swift", line: "if a >= b {", mutator: "ConditionalsBoundary", original: "a >= b", replacement: "a > b")])
        // The same code three lines lower: still known.
        let moved = Self.report("let x = 1\n\n\n\nif a >= b {\n", [Self.survivor(1, line: 5)])
        #expect(baseline.newSurvivors(in: moved).isEmpty)
        // The line changed, or the change is another one: new.
        let edited = Self.report("let x = 1\n    if a >= b, c {\n", [Self.survivor(1, line: 2)])
        #expect(baseline.newSurvivors(in: edited).map(\.mutant.id) == [1])
        let otherChange = Self.report("let x = 1\n    if a >= b {\n", [Self.survivor(2, line: 2, replacement: "a < b")])
        #expect(baseline.newSurvivors(in: otherChange).map(\.mutant.id) == [2])
    }

    @Test func aSecondIdenticalSurvivorIsNewUntilTheBaselineHasTwo() {
        let once = Self.report("if a >= b {\n", [Self.survivor(1, line: 1)])
        let twice = Self.report("if a >= b {\nif a >= b {\n", [Self.survivor(1, line: 1), Self.survivor(2, line: 2)])
        #expect(SurvivorBaseline(of: once).newSurvivors(in: twice).map(\.mutant.id) == [2])
        #expect(SurvivorBaseline(of: twice).newSurvivors(in: twice).isEmpty)
    }

    @Test func theBaselineFileReadsBackAsWritten() throws {
        let report = Self.report("if a >= b {\n", [Self.survivor(1, line: 1)])
        let baseline = SurvivorBaseline(of: report)
        let data = baseline.encoded()
        #expect(SurvivorBaseline.decode(data) == baseline)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"version\" : 1"))
        #expect(!text.contains("\"line\" : 1"), "no line number")
        #expect(SurvivorBaseline.decode(Data("{\"survivors\": []}".utf8)) == nil)
        #expect(SurvivorBaseline.decode(Data("not json".utf8)) == nil)
    }

    @Test func breakAtFailsOnlyBelowTheScore() {
        let killed = MutantResult(mutant: Self.survivor(2, line: 1).mutant, status: .killed)
        // One killed, one survived: 50 %.
        let report = Self.report("if a >= b {\n", [Self.survivor(1, line: 1), killed])
        #expect(!GateVerdict(report: report, breakAt: 50, baseline: nil).fails)
        let failing = GateVerdict(report: report, breakAt: 50.5, baseline: nil)
        #expect(failing.fails)
        #expect(failing.lines == ["mvx mutate: the score 50.0 % is below --break-at 50.5 %"])
        #expect(!GateVerdict(report: report, breakAt: nil, baseline: nil).fails)
        // No mutant that counts, no score: nothing to fail.
        #expect(!GateVerdict(report: Self.report("", []), breakAt: 100, baseline: nil).fails)
    }

    @Test func aJSONReportReadBackKnowsItsSurvivorsAsTheRunDid() throws {
        let source = "func f() {\n    if a >= b {\n        log(\n\n            \"x\"\n        )\n    }\n}\n"
        let boundary = Mutant(
            id: 1, mutationOperator: .conditionalsBoundary, file: "Sources/A/A.swift", start: SourcePosition(line: 2, column: 8),
            end: SourcePosition(line: 2, column: 14), original: "a >= b", replacement: "a > b"
        )
        // A call over four lines, a blank one among them: its `original` is on one line.
        let call = Mutant(
            id: 2, mutationOperator: .voidMethodCall, file: "Sources/A/A.swift", start: SourcePosition(line: 3, column: 9),
            end: SourcePosition(line: 6, column: 10), original: "log( \"x\" )", replacement: ""
        )
        let unit = TestUnit(library: .swiftTesting, name: "ATests.Suite")
        let report = Self.report(source, [
            MutantResult(mutant: boundary, status: .survived, coveredBy: [unit]),
            MutantResult(mutant: call, status: .killed, coveredBy: [unit], killedBy: [unit], duration: 0.25),
        ])
        let decoded = try #require(StrykerReport.decode(Data(StrykerReport.render(report).utf8)))
        #expect(decoded.results.map(\.mutant) == [boundary, call])
        #expect(decoded.results.map(\.status) == [.survived, .killed])
        #expect(decoded.results[1].killedBy == [unit] && decoded.results[1].duration == 0.25)
        #expect(decoded.sources == report.sources)
        #expect(SurvivorBaseline(of: decoded) == SurvivorBaseline(of: report))
        #expect(StrykerReport.decode(Data("{}".utf8)) == nil)
        #expect(StrykerReport.decode(Data("[]".utf8)) == nil)
    }

    @Test func aNewSurvivorFailsTheGateNamingIt() {
        let report = Self.report("if a >= b {\n", [Self.survivor(1, line: 1)])
        let verdict = GateVerdict(report: report, breakAt: 0, baseline: SurvivorBaseline(survivors: []))
        #expect(verdict.fails)
        #expect(verdict.lines == [
            "mvx mutate: 1 survivor not in the baseline:",
            "  Sources/A/A.swift:1:5: a >= b → a > b (ConditionalsBoundary)",
        ])
        #expect(!GateVerdict(report: report, breakAt: 0, baseline: SurvivorBaseline(of: report)).fails)
    }
}
