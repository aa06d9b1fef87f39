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
            let finish = ResumeOnce(continuation)
            process.terminationHandler = { finished in
                let status = finished.terminationStatus
                if timedOut.isSet { finish.resume(.timedOut) }
                else if finished.terminationReason == .uncaughtSignal { finish.resume(.signalled(status)) }
                else { finish.resume(.exited(status)) }
            }
            do {
                try process.run()
            } catch {
                finish.resume(.failedToStart("\(error)"))
                return
            }
            let pid = process.processIdentifier
            lock.withLock { running[pid] = process }
            if let timeout {
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                    guard !finish.isDone else { return }
                    timedOut.set()
                    Self.killTree(pid)
                }
            }
            Self.watchForMissedExit(pid, finish: finish, timedOut: timedOut)
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
    /// of their own, so its group is not enough). Each process found under it is stopped first
    /// and the tree read again until no new one appears — a process that forks while the tree is
    /// read is stopped with its child — then all are killed.
    private static func killTree(_ pid: Int32) {
        var stopped: Set<Int32> = []
        for _ in 0..<20 {
            let fresh = descendants(of: pid).subtracting(stopped)
            if fresh.isEmpty { break }
            for process in fresh { kill(process, SIGSTOP) }
            stopped.formUnion(fresh)
        }
        for process in stopped { kill(process, SIGKILL) }
    }

    /// The process and every process under it, from /proc.
    private static func descendants(of pid: Int32) -> Set<Int32> {
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
        var tree = [pid]
        var index = 0
        while index < tree.count {
            tree += parents[tree[index]] ?? []
            index += 1
        }
        return Set(tree)
    }
}

/// Set once a process is killed for running too long.
/// Resumes a continuation once, whoever sees the process end first.
private final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<ProcessOutcome, Never>?

    init(_ continuation: CheckedContinuation<ProcessOutcome, Never>) { self.continuation = continuation }

    var isDone: Bool { lock.withLock { continuation == nil } }

    func resume(_ outcome: ProcessOutcome) {
        let waiting: CheckedContinuation<ProcessOutcome, Never>? = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: outcome)
    }
}

extension ProcessRunner {
    /// Foundation's `Process` on Linux now and then misses a child's exit among many running at
    /// once: the child stays a zombie, its termination handler never runs, and the run waits
    /// forever. Once a second, this looks whether the child has exited without reaping it
    /// (`waitid` with `WNOWAIT`); when it has, and the handler has not run within the next
    /// seconds, it reaps the child itself and reports how it ended.
    fileprivate static func watchForMissedExit(_ pid: Int32, finish: ResumeOnce, timedOut: TimeoutFlag) {
        #if os(Linux)
        DispatchQueue.global().async {
            var exitedChecks = 0
            while !finish.isDone {
                sleep(1)
                var info = siginfo_t()
                guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0, info._sifields._sigchld.si_pid == pid else {
                    exitedChecks = 0
                    continue
                }
                exitedChecks += 1
                guard exitedChecks >= 3, !finish.isDone else { continue }
                var status: Int32 = 0
                guard waitpid(pid, &status, WNOHANG) == pid else { continue }
                let exitStatus = (status >> 8) & 0xFF, signal = status & 0x7F
                if timedOut.isSet { finish.resume(.timedOut) }
                else if signal != 0 { finish.resume(.signalled(signal)) }
                else { finish.resume(.exited(exitStatus)) }
            }
        }
        #endif
    }
}

private final class TimeoutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
