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

    @Test func aChildThatKeepsStartingChildrenIsKilledWithAllOfThem() async throws {
        let pids = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutate-pids-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: pids) }
        let script = "while true; do sleep 30 & echo $! >> '\(pids.path)'; done"
        #expect(await runner.run("/bin/sh", ["-c", script], timeout: 0.3) == .timedOut)
        let started = try String(contentsOf: pids, encoding: .utf8).split(whereSeparator: \.isNewline).compactMap { Int32($0) }
        #expect(!started.isEmpty)
        // Not one of them runs on (a zombie awaiting its reaper counts as gone).
        let running = started.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
            return stat[stat.index(close, offsetBy: 2)] != "Z"
        }
        #expect(running.isEmpty)
    }

    @Test func swiftPMsLockFilesForACopyAreRemovedWithIt() throws {
        let temporary = FileManager.default.temporaryDirectory
        let root = temporary.appendingPathComponent("mvx-mutate-locks-\(UUID().uuidString.prefix(8))")
        let prefix = root.path.replacingOccurrences(of: "/", with: "_")
        let names = [prefix + "_Package_.build.lock", prefix + "_Package_.build_workspace-state.json.lock", prefix + "_notes.txt", prefix + "x_.build.lock"]
        for name in names { _ = FileManager.default.createFile(atPath: temporary.appendingPathComponent(name).path, contents: Data()) }
        defer { for name in names { try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name)) } }

        PackageCopy.removeLockFiles(of: root)
        let left = names.filter { FileManager.default.fileExists(atPath: temporary.appendingPathComponent($0).path) }
        // Only the copy's locks: not another file, nor another folder's whose name starts the same.
        #expect(left == [prefix + "_notes.txt", prefix + "x_.build.lock"])
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
