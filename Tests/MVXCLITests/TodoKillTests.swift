import Domain
import Foundation
import LiveServices
import MVXApp
import PatternKit
import Testing

/// End to end: the to-do demo in a real pty under tmux, killed with SIGKILL right after the
/// screen acknowledged its saves; every acknowledged item must be in the database when the app
/// opens it again. Skipped (with a message) when tmux or the built `mvx` binary is missing.
@Suite("To-do survives SIGKILL", .serialized)
struct TodoKillTests {
    static let patterns = PatternRegistry.patterns

    @Test("items shown after Save survive a SIGKILL of the app", arguments: patterns)
    func killAfterSaves(pattern: PatternID) async throws {
        guard let tmux = GalleryTmuxTests.findTmux() else {
            print("TodoKillTests: skipped — tmux is not installed")
            return
        }
        guard let mvx = GalleryTmuxTests.findMVX() else {
            print("TodoKillTests: skipped — no built mvx binary found above \(CommandLine.arguments.first ?? "?")")
            return
        }
        let socket = "mvx-todo-kill-\(getpid())-\(pattern.rawValue)"
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer {
            GalleryTmuxTests.run(tmux, ["-L", socket, "kill-server"])
            try? FileManager.default.removeItem(at: work)
        }
        // `exec`: the pane's process is the app itself, so its pid is the one to kill.
        let script = "exec '\(mvx)' --pattern \(pattern.rawValue) --demo todo --today 2027-01-02 --lang en --latency 0 --data-dir '\(work.path)'"
        let started = GalleryTmuxTests.run(tmux, ["-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                                                  "-s", "app", "sh", "-c", script])
        try #require(started.status == 0, "tmux new-session failed")
        let deadline = Date().addingTimeInterval(30)
        func capture() -> String { GalleryTmuxTests.run(tmux, ["-u", "-L", socket, "capture-pane", "-p", "-t", "app"]).output }
        func waitFor(_ condition: (String) -> Bool) -> Bool {
            while Date() < deadline {
                if condition(capture()) { return true }
                usleep(50_000)
            }
            return false
        }
        func send(_ keys: String...) { GalleryTmuxTests.run(tmux, ["-L", socket, "send-keys", "-t", "app"] + keys) }

        try #require(waitFor { $0.contains("No upcoming items") }, "the empty list did not appear:\n\(capture())")
        let names = (1...5).map { "Saved item \($0)" }
        for (index, name) in names.enumerated() {
            send("a")
            try #require(waitFor { $0.contains("Due date") }, "no Add sheet:\n\(capture())")
            send("-l", name)
            send("Tab")
            for _ in 0..<index { send("Right") }
            send("Enter")
            try #require(waitFor { $0.contains(name) && !$0.contains("Due date") }, "\(name) was not shown:\n\(capture())")
        }
        // The last save is on screen: pull the plug at once.
        let pidText = GalleryTmuxTests.run(tmux, ["-L", socket, "display-message", "-p", "-t", "app", "#{pane_pid}"]).output
        let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGKILL) == 0)

        let calendar = Language.english.calendar()
        let store = try SQLiteTodoStore(directory: work, dates: .fixed(Day("2027-01-02")!.startDate(in: calendar), calendar: calendar))
        let saved = try await store.items(from: Day("2027-01-01")!, through: Day("2027-01-31")!)
        #expect(Set(saved.map(\.name)) == Set(names))
        #expect(saved.map(\.dueDate.description).sorted() == ["2027-01-02", "2027-01-03", "2027-01-04", "2027-01-05", "2027-01-06"])
    }
}
