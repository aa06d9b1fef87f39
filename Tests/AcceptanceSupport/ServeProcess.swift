import Foundation
import Testing

/// `mvx serve` as a separate process, for the runs that kill the server: started on a port and
/// data folder that outlive it, killed with SIGKILL (nothing flushed, no goodbye), and started
/// again on the same port over the same database.
///
/// A watchdog kills a server still running after 15 minutes (unless told otherwise), so a hung
/// test cannot leave one behind. At 120 s a test's first case — cold, on a machine running the
/// rest of the suite beside it — outlived it: its server vanished mid-test ("Connection refused").
public final class ServeProcess: @unchecked Sendable {
    /// The data folder (removed by ``finish()``).
    public let directory: URL
    /// The port it listens on, the same after every restart.
    public private(set) var port: Int
    /// The server's base URL.
    public var url: URL { URL(string: "http://127.0.0.1:\(port)")! }
    private let mvx: String
    /// The running (or last) server process.
    public private(set) var process = Process()
    /// Whether the watchdog had to kill a server that would not stop.
    public var watchdogFired: Bool { watchdogState.fired }
    private let watchdogState = WatchdogState()

    private final class WatchdogState: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var fired: Bool {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }
    private var watchdog: DispatchWorkItem?
    /// How long a server may run before the watchdog kills it: longer than any test of it takes
    /// on a loaded machine, short enough that a hung run does not keep a port for long.
    private let watchdogSeconds: Double

    /// The built `mvx` executable next to the test bundle (or under `.build/debug`), if any.
    public static func findMVX() -> String? {
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? FileManager.default.currentDirectoryPath)
            .resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<8 {
            for candidate in [directory.appendingPathComponent("mvx"), directory.appendingPathComponent(".build/debug/mvx")] {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return candidate.path
                }
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// Starts `mvx serve --port 0 --test-faults` on a new data folder (seed 1), named after `name`;
    /// the watchdog kills it after `watchdogSeconds` (a test that waits for it to stop gives less).
    public init(mvx: String, name: String = "fault-matrix", watchdogSeconds: Double = 900) throws {
        self.mvx = mvx
        self.watchdogSeconds = watchdogSeconds
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-serve-\(name)-\(UUID().uuidString)")
        port = 0
        try start()
    }

    /// Starts the server (again): on the port it had, over the data folder it had.
    public func start() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: mvx)
        process.arguments = ["serve", "--port", String(port), "--data-dir", directory.path, "--seed", "1",
                             "--test-faults", "--log-level", "error"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        let fired = watchdogState
        let work = DispatchWorkItem {
            guard process.isRunning else { return }
            fired.fired = true
            Foundation.kill(process.processIdentifier, SIGKILL)
        }
        watchdog?.cancel()
        watchdog = work
        DispatchQueue.global().asyncAfter(deadline: .now() + watchdogSeconds, execute: work)
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("Listening on") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        let said = String(decoding: seen, as: UTF8.self)
        port = try #require(said.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) },
                            "mvx serve said: \(said)")
    }

    /// Kills the server with SIGKILL and waits until it is gone.
    public func kill() {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Kills the server if it runs and removes the data folder.
    public func finish() {
        kill()
        watchdog?.cancel()
        try? FileManager.default.removeItem(at: directory)
    }
}
