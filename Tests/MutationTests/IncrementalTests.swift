import Foundation
import Testing
@testable import Mutation

@Suite struct IncrementalTests {
    static let source = "func f(a: Int, b: Int) -> Bool {\n    a >= b\n}\n"
    static let suite = TestUnit(library: .swiftTesting, name: "ATests.Suite")
    static let other = TestUnit(library: .xctest, name: "BTests.Case")

    /// A mutant of `source`; `id` moves when another file gains mutants, the rest stays.
    static func mutant(id: Int, replacement: String = "a > b") -> Mutant {
        Mutant(
            id: id, mutationOperator: .conditionalsBoundary, file: "Sources/A/A.swift", start: SourcePosition(line: 2, column: 5),
            end: SourcePosition(line: 2, column: 11), original: "a >= b", replacement: replacement
        )
    }

    /// The earlier run's report, as `--incremental` reads it: one killed, one survived, one with no coverage.
    static func history(config: RunConfig = RunConfig()) throws -> IncrementalHistory {
        var report = MutationReport(
            packageName: "A", targets: ["A"], sources: ["Sources/A/A.swift": source],
            results: [
                MutantResult(mutant: mutant(id: 1), status: .killed, coveredBy: [suite, other], killedBy: [other], duration: 0.5),
                MutantResult(mutant: mutant(id: 2, replacement: "a < b"), status: .survived, statusReason: "passed: ATests.Suite", coveredBy: [suite]),
                MutantResult(mutant: mutant(id: 3, replacement: "a <= b"), status: .noCoverage),
            ],
            testUnits: [suite, other], config: config
        )
        report.testDigests = [suite.name: "s1", other.name: "o1"]
        return try #require(IncrementalHistory(data: Data(StrykerReport.render(report).utf8)))
    }

    @Test func aResultIsReusedWhereItsFileAndItsTestsAreAsTheyWere() throws {
        let history = try Self.history()
        let digests = [Self.suite.name: "s1", Self.other.name: "o1"]
        // The ids moved (another file gained mutants): the mutant is known by place and change.
        let reused = try #require(history.reusable(Self.mutant(id: 11), source: Self.source, units: [Self.suite, Self.other], testDigests: digests))
        #expect(reused.status == .killed)
        #expect(reused.mutant.id == 11)
        #expect(reused.killedBy == [Self.other], "the killer as the run knows it, its library included")
        #expect(reused.duration == 0.5)
        let survivor = try #require(history.reusable(Self.mutant(id: 12, replacement: "a < b"), source: Self.source, units: [Self.suite], testDigests: digests))
        #expect(survivor.status == .survived && survivor.statusReason == "passed: ATests.Suite")
    }

    @Test func aChangeToTheFileTheTestsOrWhoReachesItRunsItAgain() throws {
        let history = try Self.history()
        let digests = [Self.suite.name: "s1", Self.other.name: "o1"]
        let killed = Self.mutant(id: 1)
        // The file's source changed (a blank line is a change: by content).
        #expect(history.reusable(killed, source: Self.source + "\n", units: [Self.suite, Self.other], testDigests: digests) == nil)
        // The killing test's source changed; or another one that reaches it.
        #expect(history.reusable(killed, source: Self.source, units: [Self.suite, Self.other], testDigests: [Self.suite.name: "s1", Self.other.name: "o2"]) == nil)
        #expect(history.reusable(killed, source: Self.source, units: [Self.suite, Self.other], testDigests: [Self.suite.name: "s2", Self.other.name: "o1"]) == nil)
        // Other tests reach it now (a new test may kill a survivor).
        let survivor = Self.mutant(id: 2, replacement: "a < b")
        let newTest = TestUnit(library: .swiftTesting, name: "ATests.New")
        #expect(history.reusable(survivor, source: Self.source, units: [Self.suite, newTest], testDigests: digests.merging([newTest.name: "n1"]) { $1 }) == nil)
        // A mutant the earlier run did not run, or did not have.
        #expect(history.reusable(Self.mutant(id: 3, replacement: "a <= b"), source: Self.source, units: [Self.suite], testDigests: digests) == nil)
        #expect(history.reusable(Self.mutant(id: 4, replacement: "a == b"), source: Self.source, units: [Self.suite], testDigests: digests) == nil)
    }

    @Test func onlyARunWithTheSameTestsAndLimitsIsReused() throws {
        var config = RunConfig()
        config.testEnvironment = ["X": "1"]
        #expect(try Self.history().isReusable(by: RunConfig()))
        #expect(!(try Self.history().isReusable(by: config)))
        var sampled = RunConfig()
        sampled.limit = 10
        sampled.since = "main"
        #expect(try Self.history().isReusable(by: sampled), "what is sampled or left out does not change a result")
        #expect(IncrementalHistory(data: Data("{}".utf8)) == nil)
    }
}

/// The digests `--incremental` compares: each unit's own test files and its target's helpers, by content.
@Suite struct TestDigestTests {
    static let files: [String: [(path: String, text: String)]] = ["ATests": [
        (path: "Tests/ATests/AddTests.swift", text: "import Testing\n@Suite struct AddTests {\n    @Test func adds() {}\n}\n"),
        (path: "Tests/ATests/SubTests.swift", text: "import Testing\n@Suite struct SubTests {\n    @Test func subtracts() {}\n}\n"),
        (path: "Tests/ATests/Support.swift", text: "func helper() -> Int { 1 }\n"),
    ]]
    static let add = TestUnit(library: .swiftTesting, name: "ATests.AddTests/adds()")
    static let sub = TestUnit(library: .swiftTesting, name: "ATests.SubTests/subtracts()")

    static func digests(_ files: [String: [(path: String, text: String)]]) -> [String: String] {
        IncrementalHistory.testDigests(of: [add, sub], modules: files, declarations: TestLocator.declarations(in: files))
    }

    static func changing(_ path: String) -> [String: [(path: String, text: String)]] {
        ["ATests": files["ATests"]!.map { $0.path == path ? (path: $0.path, text: $0.text + "// changed\n") : $0 }]
    }

    @Test func aTestFileChangedChangesOnlyItsTestsDigestAHelperChangesAll() {
        let before = Self.digests(Self.files)
        #expect(before.count == 2 && before[Self.add.name] != before[Self.sub.name])
        let subChanged = Self.digests(Self.changing("Tests/ATests/SubTests.swift"))
        #expect(subChanged[Self.add.name] == before[Self.add.name], "another test's file changed")
        #expect(subChanged[Self.sub.name] != before[Self.sub.name])
        let helperChanged = Self.digests(Self.changing("Tests/ATests/Support.swift"))
        #expect(helperChanged[Self.add.name] != before[Self.add.name] && helperChanged[Self.sub.name] != before[Self.sub.name])
        // A suite unit: its file and the helpers.
        let suite = TestUnit(library: .swiftTesting, name: "ATests.AddTests")
        let declarations = TestLocator.declarations(in: Self.files)
        let suiteBefore = IncrementalHistory.testDigests(of: [suite, Self.sub], modules: Self.files, declarations: declarations)
        let changed = Self.changing("Tests/ATests/SubTests.swift")
        let suiteAfter = IncrementalHistory.testDigests(of: [suite, Self.sub], modules: changed, declarations: TestLocator.declarations(in: changed))
        #expect(suiteAfter[suite.name] == suiteBefore[suite.name])
    }

    @Test func aReusedKilledWhoseKillingTestChangedIsRunAgainAnotherTestsFileChangingDoesNot() throws {
        let mutant = IncrementalTests.mutant(id: 1)
        var report = MutationReport(
            packageName: "A", targets: ["A"], sources: ["Sources/A/A.swift": IncrementalTests.source],
            results: [MutantResult(mutant: mutant, status: .killed, coveredBy: [Self.add], killedBy: [Self.add])],
            testUnits: [Self.add, Self.sub]
        )
        report.testDigests = Self.digests(Self.files)
        let history = try #require(IncrementalHistory(data: Data(StrykerReport.render(report).utf8)))
        let source = IncrementalTests.source
        #expect(history.reusable(mutant, source: source, units: [Self.add], testDigests: Self.digests(Self.changing("Tests/ATests/SubTests.swift"))) != nil)
        #expect(history.reusable(mutant, source: source, units: [Self.add], testDigests: Self.digests(Self.changing("Tests/ATests/AddTests.swift"))) == nil)
    }
}
