import Foundation
import Testing
@testable import Mutation

@Suite struct ProcessRunnerTests {
    private let runner = ProcessRunner()

    @Test func anExitStatusASignalAndAFailureToStartAreToldApart() async {
        #expect(await runner.run("/bin/sh", ["-c", "exit 3"]) == .exited(3))
        #expect(await runner.run("/bin/sh", ["-c", "exit 0"]).succeeded)
        #expect(await runner.run("/bin/sh", ["-c", "kill -9 $$"]) == .signalled(9))
        if case .failedToStart = await runner.run("/nonexistent/tool", []) {} else { Issue.record("a missing tool started") }
    }

    @Test func aChildPastItsTimeLimitIsKilledAndSaysSo() async {
        #expect(await runner.run("/bin/sh", ["-c", "sleep 60"], timeout: 0.2) == .timedOut)
    }

    @Test func theOutputGoesToTheFileWithTheEnvironmentGiven() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutate-env-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let outcome = await runner.run("/usr/bin/env", [], environment: [SwitchHelper.liveVariable: "42"], output: output)
        #expect(outcome.succeeded)
        let lines = try String(contentsOf: output, encoding: .utf8).split(whereSeparator: \.isNewline)
        #expect(lines.contains("MVX_MUTANT=42"))
        #expect(!lines.contains { $0.hasPrefix("MVX_MUTANT_COVERAGE=") })
    }
}
