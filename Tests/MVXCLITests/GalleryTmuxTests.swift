import AcceptanceSupport
import Foundation
import MVXGallery
import Testing

/// End to end: `mvx gallery` in a real pty under tmux, driven with send-keys and read with capture-pane.
/// Skipped (with a message) when tmux or the built `mvx` binary is missing.
@Suite struct GalleryTmuxTests {
    /// Runs a program to completion (posix_spawn + waitpid) and returns its exit status and standard
    /// output. Output goes through a file, not a pipe: a tmux server started by `new-session` inherits
    /// the descriptor and would keep a pipe open.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvx-tmux-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).out").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The tmux server outlives this call: it must not inherit the test process's other
        // descriptors (sockets of in-process servers), or their epoll registrations outlive them.
        let entries: [String] = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        let openDescriptors = entries.compactMap { Int32($0) }.filter { $0 > 2 }
        for descriptor in openDescriptors { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // Start with no blocked signals and default handlers: the test runs on a thread that blocks most
        // signals, and a tmux server inheriting that mask never reaps its panes or obeys kill-server.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGALRM, SIGUSR1, SIGUSR2] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, environ) == 0 else { return (-1, "") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return ((status >> 8) & 0xff, text)
    }

    static func findTmux() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
            let candidate = "\(dir)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Walks up from the test bundle to the build folder's `mvx`.
    static func findMVX() -> String? { ServeProcess.findMVX() }

    @Test func galleryRunsInTmuxAndRestoresTheTerminal() throws {
        guard let tmux = Self.findTmux() else {
            print("GalleryTmuxTests: skipped — tmux is not installed")
            return
        }
        guard let mvx = Self.findMVX() else {
            print("GalleryTmuxTests: skipped — no built mvx binary found above \(CommandLine.arguments.first ?? "?")")
            return
        }
        let socket = "mvx-gallery-test-\(getpid())"
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer {
            Self.run(tmux, ["-L", socket, "kill-server"])
            try? FileManager.default.removeItem(at: work)
        }
        let before = work.appendingPathComponent("stty-before").path
        let after = work.appendingPathComponent("stty-after").path
        let script = "stty -a > '\(before)'; '\(mvx)' gallery; stty -a > '\(after)'; echo GALLERY-EXITED; sleep 60"
        let started = Self.run(tmux, ["-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                                      "-s", "gallery", "sh", "-c", script])
        #expect(started.status == 0, "tmux new-session failed")
        let deadline = Date().addingTimeInterval(20)

        func capture() -> String {
            Self.run(tmux, ["-u", "-L", socket, "capture-pane", "-p", "-t", "gallery"]).output
        }
        func waitFor(_ condition: (String) -> Bool) -> Bool {
            while Date() < deadline {
                if condition(capture()) { return true }
                usleep(100_000)
            }
            return false
        }
        func waitFor(_ text: String) -> Bool { waitFor { $0.contains(text) } }
        func send(_ keys: String...) {
            Self.run(tmux, ["-L", socket, "send-keys", "-t", "gallery"] + keys)
        }

        #expect(waitFor("TerminalUI Gallery"), "the gallery did not appear:\n\(capture())")
        #expect(capture().contains("Hello, world!"))
        send("a")
        #expect(waitFor("Remove your like?"), "no alert:\n\(capture())")
        // Wait for each Escape to be handled before the next key (ESC followed at once by a key reads as Alt+key).
        send("Escape")
        #expect(waitFor { !$0.contains("Remove your like?") }, "the alert did not close")
        send("p")
        #expect(waitFor("‹ Back"), "no pushed screen:\n\(capture())")
        send("Escape")
        #expect(waitFor { !$0.contains("‹ Back") }, "did not go back")
        send("q")
        #expect(waitFor("GALLERY-EXITED"), "the gallery did not quit:\n\(capture())")
        let screen = capture()
        #expect(!screen.contains("TerminalUI Gallery"), "the normal screen is back")
        let sttyBefore = try String(contentsOfFile: before, encoding: .utf8)
        let sttyAfter = try String(contentsOfFile: after, encoding: .utf8)
        #expect(sttyBefore == sttyAfter, "terminal modes were restored")
    }

    @Test func ctrlZSuspendsAndCtrlCExitsWith130() throws {
        guard let tmux = Self.findTmux(), FileManager.default.isExecutableFile(atPath: "/bin/bash") else {
            print("GalleryTmuxTests: skipped — tmux or bash is not installed")
            return
        }
        guard let mvx = Self.findMVX() else {
            print("GalleryTmuxTests: skipped — no built mvx binary found above \(CommandLine.arguments.first ?? "?")")
            return
        }
        var pane = try TmuxPane(tmux: tmux, name: "mvx-suspend-test-\(getpid())")
        defer { pane.close() }
        // bash with job control (set -m): a stopped job returns 148 to the script, `fg` resumes it.
        let app = "'\(mvx)' --data-dir '\(pane.work.path)' --lang en --latency 0"
        try pane.start("/bin/bash", "set -m; \(app); echo STOPPED=$?; sleep 1; fg; echo EXITED=$?; sleep 60")
        func capture() -> String { pane.capture() }
        func waitFor(_ text: String) -> Bool { pane.waitFor(text) }
        func send(_ keys: String...) { pane.send(keys) }

        #expect(waitFor("Massive MVC"), "the catalog did not appear:\n\(capture())")
        send("C-z")
        #expect(waitFor("STOPPED=148"), "Ctrl-Z did not suspend:\n\(capture())")
        #expect(waitFor("Massive MVC"), "fg did not bring the app back:\n\(capture())")
        send("C-c")
        #expect(waitFor("EXITED=130"), "Ctrl-C did not exit with 130:\n\(capture())")
    }

    @Test("Ctrl-Z stops a script that started the app too, as the shell's Ctrl-Z would; fg brings both back")
    func suspendStopsTheWholeJob() throws {
        guard let tmux = Self.findTmux(), let mvx = Self.findMVX() else { return }
        var pane = try TmuxPane(tmux: tmux, name: "mvx-suspend-job-\(getpid())")
        defer { pane.close() }
        // The job is a shell running the app and then a line of its own: stopping the app alone
        // would leave that shell waiting, and the job-control shell would never get the terminal.
        let app = "'\(mvx)' --data-dir '\(pane.work.path)' --lang en --latency 0"
        try pane.start("/bin/bash", "set -m; bash -c \"\(app); echo INNER=\\$?\"; echo STOPPED=$?; sleep 1; fg; echo EXITED=$?; sleep 60")
        #expect(pane.waitFor("Massive MVC"), "the catalog did not appear:\n\(pane.capture())")
        pane.send(["C-z"])
        #expect(pane.waitFor("STOPPED=148"), "Ctrl-Z left the script running:\n\(pane.capture())")
        #expect(pane.waitFor("Massive MVC"), "fg did not bring the app back:\n\(pane.capture())")
        pane.send(["C-c"])
        #expect(pane.waitFor("INNER=130"), "Ctrl-C did not end the app with 130:\n\(pane.capture())")
        #expect(pane.waitFor("EXITED=0"), "the script did not finish:\n\(pane.capture())")
    }

    @Test("every way out restores the terminal: q, SIGINT, SIGTERM, SIGHUP and a fatal signal", arguments: [
        ("q", Int32(0)), ("INT", 130), ("TERM", 143), ("HUP", 129), ("SEGV", 139),
    ])
    func everyExitRestoresTheTerminal(way: String, status: Int32) throws {
        guard let tmux = Self.findTmux(), let mvx = Self.findMVX() else { return }
        var pane = try TmuxPane(tmux: tmux, name: "mvx-exit-\(way)-\(getpid())")
        defer { pane.close() }
        let work = pane.work
        let before = work.appendingPathComponent("stty-before").path, after = work.appendingPathComponent("stty-after").path
        let pidFile = work.appendingPathComponent("pid").path
        // The app runs in the foreground: a launcher writes its own pid and then becomes the app
        // (exec), so the test knows whom to signal. Swift's crash reporter is off: after it reports a
        // SEGV that did not come from a faulting instruction, it leaves the process suspended.
        let launcher = work.appendingPathComponent("launch.sh").path
        try """
            echo $$ > '\(pidFile)'
            SWIFT_BACKTRACE=enable=no exec '\(mvx)' --data-dir '\(work.path)' --lang en --latency 0 --pattern mvc --demo counter
            """.write(toFile: launcher, atomically: true, encoding: .utf8)
        // The modes are saved before EXITED is printed: the test reads the file once it sees EXITED.
        try pane.start("sh", "stty -a > '\(before)'; sh '\(launcher)'; s=$?; stty -a > '\(after)'; echo EXITED=$s; sleep 60")
        func capture() -> String { pane.capture() }
        func waitFor(_ text: String) -> Bool { pane.waitFor(text) }
        #expect(waitFor("Item 1"), "the counter did not appear:\n\(capture())")
        if way == "q" {
            pane.send(["q"])   // back to the pattern's menu
            pane.send(["q"])   // the catalog
            pane.send(["q"])   // quit
        } else {
            let pid = try #require(Int32((try String(contentsOfFile: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
            Self.run("/bin/kill", ["-\(way)", String(pid)])
        }
        #expect(waitFor("EXITED=\(status)"), "\(way) did not end the app with \(status):\n\(capture())")
        #expect(!capture().contains("Item 1"), "the normal screen is back")
        let sttyBefore = try String(contentsOfFile: before, encoding: .utf8)
        let sttyAfter = try String(contentsOfFile: after, encoding: .utf8)
        #expect(sttyBefore == sttyAfter, "\(way): terminal modes were restored")
    }
}

/// One tmux server and pane for a test: a scratch folder, the shell script it runs, and what
/// the pane shows. Each wait gives up after 60 s of its own (a debug app signing in with bcrypt
/// on a machine running the rest of the suite can take most of a shared budget to start).
struct TmuxPane {
    let tmux: String
    let socket: String
    /// The test's scratch folder (removed by ``close()``).
    let work: URL

    init(tmux: String, name: String) throws {
        self.tmux = tmux
        socket = name
        work = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    /// Runs `script` with `shell` in a 100×30 pane.
    mutating func start(_ shell: String, _ script: String) throws {
        let started = GalleryTmuxTests.run(tmux, ["-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "100",
                                                  "-y", "30", "-s", "app", shell, "-c", script])
        try #require(started.status == 0, "tmux new-session failed")
    }

    func capture() -> String { GalleryTmuxTests.run(tmux, ["-u", "-L", socket, "capture-pane", "-p", "-t", "app"]).output }

    /// Whether the pane shows `text` within 60 s.
    func waitFor(_ text: String) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if capture().contains(text) { return true }
            usleep(100_000)
        }
        return false
    }

    func send(_ keys: [String]) { GalleryTmuxTests.run(tmux, ["-L", socket, "send-keys", "-t", "app"] + keys) }

    /// Stops the tmux server and removes the scratch folder.
    func close() {
        GalleryTmuxTests.run(tmux, ["-L", socket, "kill-server"])
        try? FileManager.default.removeItem(at: work)
    }
}
