import AcceptanceSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GRDB
import Testing

/// Every ending but SIGKILL leaves the data folder's `*.sqlite` files whole: the app (under tmux,
/// a real pty) saves to-do items and is ended by `q`, Ctrl-C, SIGINT, SIGTERM or SIGHUP, or fails
/// to start after opening both databases; `mvx serve` takes an increment and is ended by SIGINT,
/// SIGTERM or SIGHUP. Then only the `*.sqlite` files are copied — what a backup or a sync tool
/// takes — and the copies must hold every acknowledged write. Skipped (saying so) when tmux or the
/// built `mvx` binary is missing.
@Suite("Every ending leaves whole database files", .serialized)
struct DataFolderEndingTests {
    /// A way to end the app, the pattern it runs in (each ending in another) and the status the
    /// shell sees (none when the terminal itself closes: no shell is left to see it).
    struct AppEnding: Sendable, CustomTestStringConvertible {
        var way: String
        var pattern: String
        var status: Int32?
        var testDescription: String { "\(way) (\(pattern))" }
    }

    static let appEndings = [
        AppEnding(way: "q", pattern: "mvc", status: 0),
        AppEnding(way: "C-c", pattern: "mvp", status: 130),
        AppEnding(way: "INT", pattern: "mvc-plus", status: 130),
        AppEnding(way: "TERM", pattern: "mvvm", status: 143),
        AppEnding(way: "HUP", pattern: "mvi", status: 129),
        // The terminal window closed: the tmux server goes away, the pty hangs up (a real SIGHUP).
        AppEnding(way: "terminal closed", pattern: "viper", status: nil),
    ]

    @Test("the app saves, is ended, and the *.sqlite files alone hold every save", arguments: appEndings)
    func appEnding(_ ending: AppEnding) throws {
        guard let tmux = GalleryTmuxTests.findTmux(), let mvx = GalleryTmuxTests.findMVX() else {
            print("DataFolderEndingTests: skipped — tmux or the built mvx binary is missing")
            return
        }
        var pane = try TmuxPane(tmux: tmux, name: "mvx-ending-\(ending.way)-\(getpid())")
        defer { pane.close() }
        let data = pane.work.appendingPathComponent("data")
        let pidFile = pane.work.appendingPathComponent("pid").path
        let launcher = pane.work.appendingPathComponent("launch.sh").path
        // A launcher writes its pid and becomes the app (exec), so the test knows whom to signal.
        try """
            echo $$ > '\(pidFile)'
            exec '\(mvx)' --pattern \(ending.pattern) --demo todo --today 2027-01-02 --lang en --latency 0 --data-dir '\(data.path)'
            """.write(toFile: launcher, atomically: true, encoding: .utf8)
        try pane.start("sh", "sh '\(launcher)'; echo EXITED=$?; sleep 60")

        #expect(pane.waitFor("No upcoming items"), "the empty list did not appear:\n\(pane.capture())")
        let names = ["Saved before the end 1", "Saved before the end 2"]
        for (index, name) in names.enumerated() {
            pane.send(["a"])
            try #require(pane.waitFor("Due date"), "no Add sheet:\n\(pane.capture())")
            pane.send(["-l", name])
            pane.send(["Tab"])
            for _ in 0..<index { pane.send(["Right"]) }
            pane.send(["Enter"])
            try #require(pane.waitFor(name), "\(name) was not shown:\n\(pane.capture())")
        }
        switch ending.way {
        case "q": pane.send(["q"]); pane.send(["q"]); pane.send(["q"])   // the demo, the pattern's menu, the catalog
        case "C-c": pane.send(["C-c"])
        case "terminal closed":
            let pid = try #require(Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
            GalleryTmuxTests.run(tmux, ["-L", pane.socket, "kill-server"])
            try #require(Self.waitUntilGone(pid), "the app outlived its terminal")
        default:
            let pid = try #require(Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
            GalleryTmuxTests.run("/bin/kill", ["-\(ending.way)", String(pid)])
        }
        if let status = ending.status {
            try #require(pane.waitFor("EXITED=\(status)"), "\(ending.way) did not end the app with \(status):\n\(pane.capture())")
        }

        let copy = try Self.copySQLiteFiles(from: data, to: pane.work.appendingPathComponent("copy"))
        #expect(try Self.todoNames(in: copy) == names)
        let backend = try Self.backendFacts(in: copy)
        #expect(backend.counters == 20, "the seeded counters")
        #expect(backend.sessions >= 1, "the app's sign-in")
        for file in ["todo.sqlite-wal", "backend.sqlite-wal"] {
            #expect(Self.size(of: data.appendingPathComponent(file)) == 0, "\(file) still holds pages")
        }
    }

    @Test("a start that fails after both databases are open (no such user) leaves them whole too")
    func failedStart() throws {
        guard let tmux = GalleryTmuxTests.findTmux(), let mvx = GalleryTmuxTests.findMVX() else { return }
        var pane = try TmuxPane(tmux: tmux, name: "mvx-ending-start-\(getpid())")
        defer { pane.close() }
        let data = pane.work.appendingPathComponent("data")
        try pane.start("sh", "'\(mvx)' --pattern massive-mvc --demo profile --user 999999 --lang en --latency 0 --data-dir '\(data.path)'; echo EXITED=$?; sleep 60")
        try #require(pane.waitFor("EXITED=1"), "the start did not fail:\n\(pane.capture())")
        #expect(pane.capture().contains("999999"), "the failure names the user:\n\(pane.capture())")
        let copy = try Self.copySQLiteFiles(from: data, to: pane.work.appendingPathComponent("copy"))
        #expect(try Self.todoNames(in: copy) == [], "the to-do table is in the file")
        let backend = try Self.backendFacts(in: copy)
        #expect(backend.counters == 20 && backend.sessions >= 1)
    }

    @Test("mvx serve takes an increment, is ended by a signal, and backend.sqlite alone holds it", arguments: ["INT", "TERM", "HUP"])
    func serveEnding(_ way: String) async throws {
        guard let mvx = GalleryTmuxTests.findMVX() else { return }
        let serve = try ServeProcess(mvx: mvx, name: "ending-\(way)")
        defer { serve.finish() }
        var request = URLRequest(url: serve.url.appendingPathComponent("v1/counters/3/increment"))
        request.httpMethod = "POST"
        let (body, response) = try await URLSession.shared.data(for: request)
        try #require((response as? HTTPURLResponse)?.statusCode == 200)
        let value = try #require((try JSONSerialization.jsonObject(with: body) as? [String: Any])?["value"] as? Int)

        let signal = ["INT": SIGINT, "TERM": SIGTERM, "HUP": SIGHUP][way]!
        kill(serve.process.processIdentifier, signal)
        serve.process.waitUntilExit()
        #expect(serve.process.terminationReason == .exit && serve.process.terminationStatus == 0)

        let copy = try Self.copySQLiteFiles(from: serve.directory, to: serve.directory.appendingPathComponent("copy"))
        let database = try DatabaseQueue(path: copy.appendingPathComponent("backend.sqlite").path)
        defer { try? database.close() }
        let stored = try await database.read { db in try Int.fetchOne(db, sql: "SELECT value FROM counters WHERE id = 3") }
        #expect(stored == value, "the acknowledged increment is in the file")
        #expect(Self.size(of: serve.directory.appendingPathComponent("backend.sqlite-wal")) == 0)
    }

    /// Whether process `pid` (not a child of this one) has ended within 60 s: gone, or a zombie
    /// waiting for a parent that does not reap it.
    static func waitUntilGone(_ pid: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if kill(pid, 0) != 0 && errno == ESRCH { return true }
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst().trimmingCharacters(in: .whitespaces).hasPrefix("Z") { return true }
            usleep(100_000)
        }
        return false
    }

    // MARK: Reading the copies

    /// Copies the `*.sqlite` files of `folder` (nothing else: no `-wal`, no `-shm`) into `copy`.
    static func copySQLiteFiles(from folder: URL, to copy: URL) throws -> URL {
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sqlite") }
        #expect(Set(files) == ["backend.sqlite", "todo.sqlite"] || Set(files) == ["backend.sqlite"])
        for file in files {
            try FileManager.default.copyItem(at: folder.appendingPathComponent(file), to: copy.appendingPathComponent(file))
        }
        return copy
    }

    /// The to-do names in the copy's `todo.sqlite`, in the order they were saved; fails when the
    /// file has no to-do table.
    static func todoNames(in copy: URL) throws -> [String] {
        let database = try DatabaseQueue(path: copy.appendingPathComponent("todo.sqlite").path)
        defer { try? database.close() }
        return try database.read { db in
            try #require(try db.tableExists("todoItem"), "todo.sqlite alone has no to-do table")
            return try String.fetchAll(db, sql: "SELECT name FROM todoItem ORDER BY id")
        }
    }

    /// How many counters and sessions the copy's `backend.sqlite` holds.
    static func backendFacts(in copy: URL) throws -> (counters: Int, sessions: Int) {
        let database = try DatabaseQueue(path: copy.appendingPathComponent("backend.sqlite").path)
        defer { try? database.close() }
        return try database.read { db in
            guard try db.tableExists("counters"), try db.tableExists("sessions") else { return (0, 0) }
            return (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM counters") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sessions") ?? 0)
        }
    }

    /// The size of the file at `url`, 0 when there is none.
    static func size(of url: URL) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int ?? 0
    }
}
