import Foundation

/// How a child process ended.
public enum ProcessOutcome: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (a crash, say).
    case signalled(Int32)
    /// It ran past its time limit and was killed.
    case timedOut
    /// It could not be started.
    case failedToStart(String)

    /// Whether it exited 0.
    public var succeeded: Bool { self == .exited(0) }
}

/// Runs child processes, each with an optional time limit, and kills the ones still running
/// when the run is interrupted.
public final class ProcessRunner: @unchecked Sendable {
    /// Every runner's children, for the interrupt handler.
    public static let shared = ProcessRunner()

    private let lock = NSLock()
    private var running: [Int32: Process] = [:]

    /// A runner.
    public init() {}

    /// Runs `executable` with `arguments` in `directory`; its output goes to `output` (a file
    /// path) or nowhere. Waits at most `timeout` seconds.
    public func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        output: URL? = nil, timeout: Double? = nil
    ) async -> ProcessOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // The switch's variables come from `environment` only: a run inside a run (this package's
        // own tests mutated) must not make the inner package's mutant live.
        var env = ProcessInfo.processInfo.environment
        env[SwitchHelper.liveVariable] = nil
        env[SwitchHelper.coverageVariable] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        let handle: FileHandle
        if let output {
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            guard let file = try? FileHandle(forWritingTo: output) else { return .failedToStart("cannot write \(output.path)") }
            handle = file
        } else {
            handle = FileHandle.nullDevice
        }
        process.standardOutput = handle
        process.standardError = handle
        defer { if output != nil { try? handle.close() } }

        let timedOut = TimeoutFlag()
        let outcome: ProcessOutcome = await withCheckedContinuation { continuation in
            process.terminationHandler = { finished in
                let status = finished.terminationStatus
                if timedOut.isSet { continuation.resume(returning: .timedOut) }
                else if finished.terminationReason == .uncaughtSignal { continuation.resume(returning: .signalled(status)) }
                else { continuation.resume(returning: .exited(status)) }
            }
            do {
                try process.run()
            } catch {
                continuation.resume(returning: .failedToStart("\(error)"))
                return
            }
            let pid = process.processIdentifier
            lock.withLock { running[pid] = process }
            if let timeout {
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                    guard process.isRunning else { return }
                    timedOut.set()
                    Self.killTree(pid)
                }
            }
        }
        _ = lock.withLock { running.removeValue(forKey: process.processIdentifier) }
        return outcome
    }

    /// Kills every child still running, and what each started (on an interrupt).
    public func killAll() {
        let pids = lock.withLock { Array(running.keys) }
        for pid in pids { Self.killTree(pid) }
    }

    /// Kills a process and every process under it (a build's compilers sit in process groups
    /// of their own, so its group is not enough): the tree is read from /proc first, then killed.
    private static func killTree(_ pid: Int32) {
        var tree = [pid]
        var parents: [Int32: [Int32]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let child = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")")
            else { continue }
            // `pid (comm) state ppid …`
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[parent, default: []].append(child) }
        }
        var index = 0
        while index < tree.count {
            tree += parents[tree[index]] ?? []
            index += 1
        }
        for process in tree { kill(process, SIGKILL) }
    }
}

/// Set once a process is killed for running too long.
private final class TimeoutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
