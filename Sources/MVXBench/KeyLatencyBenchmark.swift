import Foundation
import PatternKit
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// Key → last byte of the frame, seen from outside through a real pseudo-terminal: the program runs
/// on the pty's slave side; the bench writes one key to the master and times until the answer's last
/// byte (the answer ends when nothing more arrives for a quiet gap). `cat`, echoing the key, is the
/// floor: the pty round trip itself, measured in the same run.
///
/// What `../shared/tools/ptylatency.py` does, for every pattern × demo, in one run.
public struct KeyLatencyBenchmark {
    /// One program's answers.
    struct Result {
        var name: String
        /// Milliseconds per key, sorted.
        var latencies: [Double]
        /// Bytes per key, sorted.
        var bytes: [Int]
        /// The app's own phase medians (`MVX_FRAME_TRACE`), when it wrote them.
        var phases: String?

        func quantile(_ q: Double) -> Double {
            latencies.isEmpty ? .nan : latencies[min(latencies.count - 1, Int(q * Double(latencies.count)))]
        }
        var median: Double { quantile(0.5) }
        var p99: Double { quantile(0.99) }
        var medianBytes: Int { bytes.isEmpty ? 0 : bytes[bytes.count / 2] }
    }

    /// The terminal size every program runs at.
    var columns: UInt16 = 100
    var rows: UInt16 = 30
    /// How long without output ends an answer.
    var quiet: Double = 0.04
    /// How long a program may take to draw its first screen.
    var startup: Double = 20

    /// Runs `executable` with `arguments` on a new pty, waits for its first screen to settle, sends
    /// `keys` one at a time and times each answer; ends the program with SIGTERM.
    func measure(name: String, executable: String, arguments: [String], keys: [[UInt8]],
                 environment: [String: String] = [:], traceFile: String? = nil, drawsAtStart: Bool = true) throws -> Result {
        var master: Int32 = 0, slave: Int32 = 0
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw BenchError.noPseudoTerminal }
        defer { close(master) }
        // posix_spawn, not Foundation's Process: the child gets the pty's slave as 0, 1 and 2, and
        // the bench reaps it itself with waitpid.
        var environmentList = ProcessInfo.processInfo.environment
        environmentList["TERM"] = "xterm-256color"
        for (key, value) in environment { environmentList[key] = value }
        let pid = try Self.spawn(executable, arguments, environment: environmentList, terminal: slave, closing: master)
        close(slave)
        defer {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }

        // A program that draws at start is ready once its screen settled; `cat` says nothing.
        _ = drain(master, limit: drawsAtStart ? startup : 0.3, quiet: 1.0)
        var latencies: [Double] = [], bytes: [Int] = []
        for key in keys {
            let start = Self.now()
            _ = key.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            let (count, last) = drain(master, limit: 5, quiet: quiet)
            if let last, count > 0 {
                latencies.append(Double(last - start) / 1e6)
                bytes.append(count)
            }
        }
        let phases = traceFile.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        return Result(name: name, latencies: latencies.sorted(), bytes: bytes.sorted(), phases: phases)
    }

    /// Reads everything the program writes until `quiet` seconds pass without output (or `limit`
    /// seconds in all); returns the byte count and when the last byte came.
    private func drain(_ fd: Int32, limit: Double, quiet: Double) -> (Int, UInt64?) {
        var total = 0
        var last: UInt64?
        let end = Self.now() + UInt64(limit * 1e9)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Self.now() < end {
            let waitFrom = last ?? Self.now()
            let remaining = last == nil ? min(end - Self.now(), UInt64(1e9)) : (waitFrom + UInt64(quiet * 1e9)).subtractingClamped(Self.now())
            if last != nil && remaining == 0 { break }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, Int32(max(1, remaining / 1_000_000)))
            if ready > 0 {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                total += n
                last = Self.now()
            } else if ready == 0, last != nil {
                break
            }
        }
        return (total, last)
    }

    static func now() -> UInt64 { FrameTrace.now() }

    enum BenchError: Error { case noPseudoTerminal, spawnFailed(String, Int32) }

    /// Starts `executable` with `terminal` as its standard input, output and error.
    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              terminal: Int32, closing other: Int32) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in [Int32(0), 1, 2] { posix_spawn_file_actions_adddup2(&actions, terminal, target) }
        posix_spawn_file_actions_addclose(&actions, other)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        // The bench runs on a Dispatch thread, which blocks signals; a child would inherit that mask
        // and never see the SIGTERM that ends it. It starts with none blocked, defaults restored.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw BenchError.spawnFailed(executable, status) }
        return pid
    }

    // MARK: Keys

    static let down: [UInt8] = Array("\u{1B}[B".utf8)
    static let up: [UInt8] = Array("\u{1B}[A".utf8)

    /// The keys each demo is timed with: selection moves that stay on loaded rows (no request), and
    /// on the to-do list the Add sheet's text field taking letters.
    public static func keys(for demo: DemoID, rounds: Int) -> [[UInt8]] {
        func moves(_ count: Int) -> [[UInt8]] {
            (0..<rounds).flatMap { _ in Array(repeating: down, count: count) + Array(repeating: up, count: count) }
        }
        switch demo {
        case .profile, .me, .counter: return moves(12)
        case .voice: return moves(8)
        case .login: return (0..<6).flatMap { _ in moves(1) }  // two roles: six times down and up a round
        case .todo: return [Array("a".utf8)] + (0..<(rounds * 12)).map { Array(String(UnicodeScalar(UInt8(97 + $0 % 26))).utf8) }
        }
    }
}

extension UInt64 {
    fileprivate func subtractingClamped(_ other: UInt64) -> UInt64 { self > other ? self - other : 0 }
}
