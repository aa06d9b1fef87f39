#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// What the signal handlers need to restore the terminal, kept in raw memory so a handler reads it
/// without allocation, locks or exclusivity checks.
private struct RestoreState {
    var input: Int32 = -1
    var output: Int32 = -1
    var wake: Int32 = -1
    var saved = termios()
    var raw = termios()
    var stopBytes: UnsafeMutablePointer<UInt8>?
    var stopCount = 0
    var startBytes: UnsafeMutablePointer<UInt8>?
    var startCount = 0
    /// Previous dispositions, indexed by signal number.
    var previous: UnsafeMutablePointer<sigaction>?
    /// Bit n set: our handler is installed for signal n.
    var installed: UInt64 = 0
    var atexitRegistered = false
}

nonisolated(unsafe) private let restoreState: UnsafeMutablePointer<RestoreState> = {
    let p = UnsafeMutablePointer<RestoreState>.allocate(capacity: 1)
    p.initialize(to: RestoreState())
    return p
}()

/// 0: the terminal is as the user had it; 1: raw mode and alternate screen are on;
/// 2: suspended by SIGTSTP (restored, waiting for SIGCONT).
private let terminalMode = Atomic<Int32>(0)
/// 1 while a POSIXTerminal owns the handlers.
private let ownerClaim = Atomic<Int32>(0)

/// Process-wide terminal restoration for ``POSIXTerminal``: signal handlers, `atexit`, SIGTSTP/SIGCONT.
/// Everything reachable from a handler is async-signal-safe (`write`, `tcsetattr`, `sigaction`,
/// `sigprocmask`, `raise`, lock-free atomics).
enum SignalRestorer {
    /// Signals that end the process: restore, then re-raise under the previous disposition.
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Bytes written to restore the screen from a handler: CAN (cancels a half-written sequence) + the stop sequence.
    static let signalStopBytes: [UInt8] = [0x18] + Array(Sequences.stop.utf8)

    /// Records the terminal state, installs the handlers and marks the terminal active.
    /// Returns false when another terminal owns them.
    static func activate(input: Int32, output: Int32, saved: termios, raw: termios, wake: Int32) -> Bool {
        guard ownerClaim.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged else { return false }
        let s = restoreState
        s.pointee.input = input
        s.pointee.output = output
        s.pointee.wake = wake
        s.pointee.saved = saved
        s.pointee.raw = raw
        if s.pointee.stopBytes == nil {
            s.pointee.stopBytes = copy(signalStopBytes, count: &s.pointee.stopCount)
            s.pointee.startBytes = copy(Array(Sequences.start.utf8), count: &s.pointee.startCount)
            let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
            previous.initialize(repeating: sigaction(), count: 64)
            s.pointee.previous = previous
        }
        terminalMode.store(1, ordering: .sequentiallyConsistent)
        for sig in terminatingSignals { install(sig, handleTerminatingSignal) }
        install(SIGTSTP, handleSuspend)
        install(SIGCONT, handleContinue)
        install(SIGWINCH, handleWindowChange)
        if !s.pointee.atexitRegistered {
            s.pointee.atexitRegistered = true
            atexit { SignalRestorer.restoreIfActive() }
        }
        return true
    }

    /// Unblocks, for the calling thread, every signal the restorer handles.
    static func unblockHandledSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in terminatingSignals + [SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&set, sig) }
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Restores the terminal (when `restore`), puts back the previous handlers and releases ownership.
    static func deactivate(restore: Bool) {
        if restore { restoreIfActive() } else { terminalMode.store(0, ordering: .sequentiallyConsistent) }
        let s = restoreState
        for sig in Int32(1)..<64 where s.pointee.installed & (1 << UInt64(sig)) != 0 {
            _ = sigaction(sig, s.pointee.previous! + Int(sig), nil)
        }
        s.pointee.installed = 0
        s.pointee.wake = -1
        ownerClaim.store(0, ordering: .sequentiallyConsistent)
    }

    /// Writes the stop sequence and restores the saved termios if the terminal is in app mode.
    /// Async-signal-safe; also the `atexit` hook.
    static func restoreIfActive() {
        let mode = terminalMode.exchange(0, ordering: .sequentiallyConsistent)
        guard mode == 1 else { return }
        leaveAppMode()
    }

    private static func leaveAppMode() {
        let s = restoreState
        if let bytes = s.pointee.stopBytes { writeFully(s.pointee.output, bytes, s.pointee.stopCount) }
        _ = tcsetattr(s.pointee.input, TCSANOW, &s.pointee.saved)
    }

    private static func enterAppMode() {
        let s = restoreState
        _ = tcsetattr(s.pointee.input, TCSANOW, &s.pointee.raw)
        if let bytes = s.pointee.startBytes { writeFully(s.pointee.output, bytes, s.pointee.startCount) }
    }

    /// What the SIGTSTP handler does before stopping (for tests: restore, mark suspended).
    static func suspend() {
        if terminalMode.compareExchange(expected: 1, desired: 2, ordering: .sequentiallyConsistent).exchanged {
            leaveAppMode()
        }
    }

    /// What the SIGCONT handler does (for tests): re-enter raw mode and the alternate screen, and
    /// ask the reader for a repaint.
    static func resume() {
        let mode = terminalMode.load(ordering: .sequentiallyConsistent)
        guard mode == 1 || mode == 2 else { return }
        enterAppMode()  // also after SIGSTOP, when the shell may have reset the modes
        terminalMode.store(1, ordering: .sequentiallyConsistent)
        notify(UInt8(ascii: "C"))
    }

    /// Re-enters app mode only if still suspended (after a stop that did not happen).
    static func resumeIfSuspended() {
        guard terminalMode.compareExchange(expected: 2, desired: 1, ordering: .sequentiallyConsistent).exchanged else { return }
        enterAppMode()
        notify(UInt8(ascii: "C"))
    }

    fileprivate static func notify(_ byte: UInt8) {
        let wake = restoreState.pointee.wake
        guard wake >= 0 else { return }
        var b = byte
        _ = write(wake, &b, 1)
    }

    fileprivate static func previousAction(_ sig: Int32) -> UnsafeMutablePointer<sigaction> {
        restoreState.pointee.previous! + Int(sig)
    }

    private static func install(_ sig: Int32, _ handler: @convention(c) (Int32) -> Void) {
        let s = restoreState
        var current = sigaction()
        guard sigaction(sig, nil, &current) == 0 else { return }
        // Respect an ignored signal (e.g. SIGINT under nohup, SIGTSTP without job control).
        if sig != SIGCONT && sig != SIGWINCH && Self.isIgnored(current) { return }
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        guard sigaction(sig, &action, s.pointee.previous! + Int(sig)) == 0 else { return }
        s.pointee.installed |= 1 << UInt64(sig)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN
    }

    private static func copy(_ bytes: [UInt8], count: inout Int) -> UnsafeMutablePointer<UInt8> {
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        p.initialize(from: bytes, count: bytes.count)
        count = bytes.count
        return p
    }

    private static func writeFully(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
        var offset = 0
        var attempts = 0
        while offset < count && attempts < 64 {
            let n = write(fd, bytes + offset, count - offset)
            if n > 0 { offset += n } else if n < 0 && errno != EINTR && errno != EAGAIN { return }
            attempts += 1
        }
    }
}

// MARK: Handlers (C calling convention, no captures)

private func handleTerminatingSignal(_ sig: Int32) {
    SignalRestorer.restoreIfActive()
    _ = sigaction(sig, SignalRestorer.previousAction(sig), nil)
    _ = raise(sig)  // delivered when this handler returns, under the previous disposition
}

private func handleSuspend(_ sig: Int32) {
    SignalRestorer.suspend()
    // A script in the same process group (`bash -c "mvx; echo done"`) got the same SIGTSTP. Stop only
    // once it has stopped: a shell without job control continues a child it sees stop, so if the
    // app stopped first, the script could see it (SIGCHLD) before its own stop and continue it —
    // the job never stopped and Ctrl-Z seemed to do nothing.
    let parent = getppid()
    if parent > 1, getpgid(parent) == getpgrp() { waitUntilStopped(parent) }
    var stop = sigaction()
    #if canImport(Glibc)
    stop.__sigaction_handler.sa_handler = SIG_DFL
    #else
    stop.__sigaction_u.__sa_handler = SIG_DFL
    #endif
    var ours = sigaction()
    _ = sigaction(SIGTSTP, &stop, &ours)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
    _ = raise(SIGTSTP)  // stops here; SIGCONT resumes (its handler re-enters app mode)
    _ = sigaction(SIGTSTP, &ours, nil)
    // The kernel discards a stop for an orphaned process group: then no SIGCONT will come.
    SignalRestorer.resumeIfSuspended()
}

private func handleContinue(_ sig: Int32) {
    SignalRestorer.resume()
}

private func handleWindowChange(_ sig: Int32) {
    SignalRestorer.notify(UInt8(ascii: "W"))
}

/// Waits, at most about 200 ms, until process `pid` is stopped: its state in `/proc/PID/stat` is
/// `T`. Async-signal-safe: stack buffers only (no allocation), open, read, close and nanosleep;
/// without `/proc` it returns at once.
private func waitUntilStopped(_ pid: pid_t) {
    #if os(Linux)
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { path in
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
            // "/proc/PID/stat", written without formatting.
            var length = 0
            for byte in "/proc/".utf8 { path[length] = CChar(bitPattern: byte); length += 1 }
            var digits = 1, scale = 1
            while Int(pid) / (scale * 10) > 0 { scale *= 10; digits += 1 }
            for _ in 0..<digits { path[length] = CChar(48 + (Int(pid) / scale) % 10); length += 1; scale /= 10 }
            for byte in "/stat".utf8 { path[length] = CChar(bitPattern: byte); length += 1 }
            path[length] = 0
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            for _ in 0..<200 {
                let descriptor = open(path.baseAddress!, O_RDONLY)
                guard descriptor >= 0 else { return }
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                close(descriptor)
                guard count > 0 else { return }
                // "PID (name) S …": the state follows the name's last closing parenthesis.
                var index = count - 1
                while index > 0 && buffer[index] != UInt8(ascii: ")") { index -= 1 }
                index += 1
                while index < count && buffer[index] == UInt8(ascii: " ") { index += 1 }
                guard index < count else { return }
                if buffer[index] == UInt8(ascii: "T") || buffer[index] == UInt8(ascii: "t") { return }
                _ = nanosleep(&pause, nil)
            }
        }
    }
    #endif
}
