import Foundation
import Testing
@testable import Mutation

/// What a mutant's test run said of its tests: the failing ones (its killers), the first
/// failure (its reason) and how many finished (`testsCompleted`).
@Suite struct TestRunLogTests {
    /// Swift Testing's event stream of a run where `adults()` fails twice, `doubles()` passes
    /// and a known issue (`withKnownIssue`) in `later()` is no failure.
    static let events = [
        #"{"kind":"test","payload":{"id":"TinyTests.TinyTests","kind":"suite","name":"TinyTests"},"version":0}"#,
        #"{"kind":"test","payload":{"id":"TinyTests.TinyTests/adults()/TinyTests.swift:5:6","kind":"function","name":"adults()"},"version":0}"#,
        #"{"kind":"test","payload":{"id":"TinyTests.TinyTests/doubles()/TinyTests.swift:10:6","kind":"function","name":"doubles()"},"version":0}"#,
        #"{"kind":"test","payload":{"id":"TinyTests.TinyTests/later()/TinyTests.swift:14:6","kind":"function","name":"later()"},"version":0}"#,
        #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":true},"messages":[{"symbol":"fail","text":"known"}],"testID":"TinyTests.TinyTests/later()/TinyTests.swift:14:6"},"version":0}"#,
        #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Expectation failed: isAdult(30)"}],"testID":"TinyTests.TinyTests/adults()/TinyTests.swift:5:6"},"version":0}"#,
        #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Expectation failed: !isAdult(3)"}],"testID":"TinyTests.TinyTests/adults()/TinyTests.swift:5:6"},"version":0}"#,
        #"{"kind":"event","payload":{"kind":"testEnded","testID":"TinyTests.TinyTests/adults()/TinyTests.swift:5:6"},"version":0}"#,
        #"{"kind":"event","payload":{"kind":"testEnded","testID":"TinyTests.TinyTests/doubles()/TinyTests.swift:10:6"},"version":0}"#,
        #"{"kind":"event","payload":{"kind":"testEnded","testID":"TinyTests.TinyTests/later()/TinyTests.swift:14:6"},"version":0}"#,
        #"{"kind":"event","payload":{"kind":"testEnded","testID":"TinyTests.TinyTests"},"version":0}"#,
        "not json",
    ].joined(separator: "\n")

    @Test func swiftTestingsEventStreamGivesTheFailingTestsTheFirstMessageAndTheCount() {
        let log = TestRunLog.parse(eventStream: Self.events)
        #expect(log.failing == ["TinyTests.TinyTests/adults()"])
        #expect(log.firstMessage == "Expectation failed: isAdult(30)")
        #expect(log.completed == 3, "the suite's end is not a test's")
        #expect(log.unfinished == nil)
        // A crash in `doubles()`: it started and never ended.
        let crashed = TestRunLog.parse(eventStream: Self.events.split(separator: "\n").prefix(4).joined(separator: "\n") + "\n"
            + #"{"kind":"event","payload":{"kind":"testStarted","testID":"TinyTests.TinyTests/adults()/TinyTests.swift:5:6"},"version":0}"# + "\n"
            + #"{"kind":"event","payload":{"kind":"testEnded","testID":"TinyTests.TinyTests/adults()/TinyTests.swift:5:6"},"version":0}"# + "\n"
            + #"{"kind":"event","payload":{"kind":"testStarted","testID":"TinyTests.TinyTests/doubles()/TinyTests.swift:10:6"},"version":0}"#)
        #expect(crashed.unfinished == "TinyTests.TinyTests/doubles()" && crashed.completed == 1)
        // Two side by side when it crashed: which one, the log cannot say.
        let both = TestRunLog.parse(eventStream: Self.events.split(separator: "\n").prefix(4).joined(separator: "\n") + "\n"
            + #"{"kind":"event","payload":{"kind":"testStarted","testID":"TinyTests.TinyTests/adults()/TinyTests.swift:5:6"},"version":0}"# + "\n"
            + #"{"kind":"event","payload":{"kind":"testStarted","testID":"TinyTests.TinyTests/doubles()/TinyTests.swift:10:6"},"version":0}"#)
        #expect(both.unfinished == nil)
    }

    @Test func xctestsOutputGivesTheSame() {
        let output = """
            Test Suite 'Selected tests' started at 2026-12-02 04:00:00.000
            Test Case 'CaseTests.testAdd' started at 2026-12-02 04:00:00.001
            Test Case 'CaseTests.testAdd' passed (0.001 seconds)
            Test Case 'CaseTests.testSub' started at 2026-12-02 04:00:00.002
            /tmp/p/Tests/BTests/CaseTests.swift:12: error: CaseTests.testSub : XCTAssertEqual failed: ("1") is not equal to ("2") -
            Test Case 'CaseTests.testSub' failed (0.002 seconds)
            """
        let log = TestRunLog.parse(xctestOutput: output)
        #expect(log.failing == ["CaseTests.testSub"])
        #expect(log.firstMessage == #"XCTAssertEqual failed: ("1") is not equal to ("2") -"#)
        #expect(log.completed == 2)
        #expect(log.unfinished == nil)
        #expect(TestRunLog.parse(xctestOutput: output + "\nTest Case 'CaseTests.testMul' started at 2026-12-02 04:00:00.003\n").unfinished == "CaseTests.testMul")
    }

    @Test func aFailingTestBelongsToItsUnitWhetherSuiteOrTest() {
        let suite = TestUnit(library: .swiftTesting, name: "TinyTests.TinyTests")
        let test = TestUnit(library: .swiftTesting, name: "TinyTests.TinyTests/adults()")
        let other = TestUnit(library: .swiftTesting, name: "TinyTests.TinyTestsMore")
        let xcSuite = TestUnit(library: .xctest, name: "BTests.CaseTests")
        let xcTest = TestUnit(library: .xctest, name: "BTests.CaseTests/testSub")
        #expect(TestRunLog.unit(of: "TinyTests.TinyTests/adults()", in: [other, suite]) == suite)
        #expect(TestRunLog.unit(of: "TinyTests.TinyTests/adults()", in: [test]) == test)
        #expect(TestRunLog.unit(of: "TinyTests.TinyTests/adults()", in: [other]) == nil)
        #expect(TestRunLog.unit(of: "CaseTests.testSub", in: [xcSuite]) == xcSuite)
        #expect(TestRunLog.unit(of: "CaseTests.testSub", in: [xcTest]) == xcTest)
        #expect(TestRunLog.withoutLocation("M.S/t(a:)/S.swift:5:6") == "M.S/t(a:)")
        #expect(TestRunLog.withoutLocation("M.S/t(a:)") == "M.S/t(a:)")
        #expect(TestRunLog.withoutLocation("M.S") == "M.S")
    }

    @Test func aKilledMutantNamesItsFirstFailingTestAndIsKilledByEveryFailingUnit() {
        let mutant = Mutant(
            id: 1, mutationOperator: .relationalOperator, file: "Sources/Tiny/Tiny.swift", start: SourcePosition(line: 3, column: 5),
            end: SourcePosition(line: 3, column: 14), original: "age >= 18", replacement: "age < 18"
        )
        let adults = TestUnit(library: .swiftTesting, name: "TinyTests.TinyTests/adults()")
        let doubles = TestUnit(library: .swiftTesting, name: "TinyTests.TinyTests/doubles()")
        let log = TestRunLog(failing: ["TinyTests.TinyTests/adults()"], firstMessage: "Expectation failed: isAdult(30)", completed: 2)
        let killed = MutationRunner.result(mutant, status: .killed, outcome: .exited(1), log: log, units: [adults, doubles], timeout: 5, seconds: 0.1)
        #expect(killed.killedBy == [adults])
        #expect(killed.statusReason == "failed first: TinyTests.TinyTests/adults(): Expectation failed: isAdult(30)")
        #expect(killed.testsCompleted == 2)

        // A crash in a test: its unit is the killer, the signal and the test the reason.
        let stopped = MutationRunner.result(
            mutant, status: .killed, outcome: .signalled(4), log: TestRunLog(completed: 1, unfinished: "TinyTests.TinyTests/doubles()"),
            units: [adults, doubles], timeout: 5, seconds: 0.1
        )
        #expect(stopped.killedBy == [doubles] && stopped.statusReason == "the tests crashed (signal 4) in TinyTests.TinyTests/doubles()")
        // A crash that says no test: the one unit run is the killer, the signal the reason.
        let crashed = MutationRunner.result(mutant, status: .killed, outcome: .signalled(4), log: TestRunLog(), units: [adults], timeout: 5, seconds: 0.1)
        #expect(crashed.killedBy == [adults] && crashed.statusReason == "the tests crashed (signal 4)" && crashed.testsCompleted == nil)
        let crashedOfTwo = MutationRunner.result(mutant, status: .killed, outcome: .signalled(4), log: TestRunLog(), units: [adults, doubles], timeout: 5, seconds: 0.1)
        #expect(crashedOfTwo.killedBy.isEmpty)

        let survived = MutationRunner.result(mutant, status: .survived, outcome: .exited(0), log: TestRunLog(completed: 2), units: [adults, doubles], timeout: 5, seconds: 0.1)
        #expect(survived.statusReason == "passed: TinyTests.TinyTests/adults(), TinyTests.TinyTests/doubles()" && survived.testsCompleted == 2)
        let timedOut = MutationRunner.result(mutant, status: .timeout, outcome: .timedOut, log: TestRunLog(completed: 1), units: [adults], timeout: 5, seconds: 5)
        #expect(timedOut.statusReason == "ran past its time limit of 5.0 s" && timedOut.testsCompleted == nil && timedOut.killedBy.isEmpty)

        // In the JSON, and read back.
        let report = MutationReport(packageName: "Tiny", targets: ["Tiny"], sources: ["Sources/Tiny/Tiny.swift": ""], results: [killed])
        let json = StrykerReport.object(report)
        let files = json["files"] as? [String: [String: Any]]
        let entry = (files?["Sources/Tiny/Tiny.swift"]?["mutants"] as? [[String: Any]])?.first
        #expect(entry?["testsCompleted"] as? Int == 2)
        #expect(entry?["statusReason"] as? String == killed.statusReason)
        #expect(StrykerReport.decode(Data(StrykerReport.render(report).utf8))?.results.first?.testsCompleted == 2)
    }
}
