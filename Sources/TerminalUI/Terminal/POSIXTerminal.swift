#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Why a ``POSIXTerminal`` could not start.
public enum TerminalError: Error, Equatable, Sendable {
    /// The input descriptor is not a terminal (`tcgetattr` failed with this errno).
    case notATerminal(errno: Int32)
    /// A system call failed while setting up (`call` failed with this errno).
    case systemCall(String, errno: Int32)
    /// Another ``POSIXTerminal`` is active (the signal handlers are process-wide).
    case anotherTerminalIsActive
}

extension TerminalError: CustomStringConvertible {
    /// What went wrong, in English, with the system's words for a failed call
    /// (`tcsetattr: Input/output error`).
    public var description: String {
        switch self {
        case .notATerminal: "standard input is not a terminal"
        case .systemCall(let call, let code): "\(call): \(String(cString: strerror(code)))"
        case .anotherTerminalIsActive: "another full-screen session is running in this process"
        }
    }
}

/// The real terminal, over POSIX file descriptors (by default stdin and stdout).
///
/// ``start()`` saves the termios, switches to raw mode (`cfmakeraw`), enters the alternate screen,
/// hides the cursor and turns on bracketed paste; ``stop()`` undoes all of it exactly. The terminal
/// is also restored on `exit`, on SIGINT, SIGTERM, SIGHUP, SIGQUIT and on fatal signals (SIGSEGV,
/// SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP): the handler restores with async-signal-safe calls only
/// and then re-raises under the previous disposition. SIGTSTP restores and stops the process; on
/// SIGCONT raw mode and the alternate screen come back and a `.resize(size)` event asks the app for
/// a full repaint. SIGWINCH becomes `.resize(newSize)`.
///
/// Input is decoded by ``InputParser``; a lone ESC becomes `.escape` after ``escapeDelay`` on the
/// injected clock, and a bracketed paste whose end marker never comes is closed after
/// ``unterminatedPasteDelay`` without input (the keys after it work again). It is read on the main thread when ``MainLoop`` drives it and the app asked with
/// ``deliverEvents(to:)`` (events go straight to the handler: no thread hop between a key and its
/// frame), else on a background thread into ``events``. Only one instance can be started at a time.
public final class POSIXTerminal: TerminalDevice {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    public static let escapeDelay = Duration.milliseconds(30)
    /// How long a bracketed paste may go without a byte before it counts as ended although its end
    /// marker never came. A terminal sends a paste in one burst; a second leaves room for a slow
    /// link, and a stuck paste costs the user that second, not the rest of the session.
    public static let unterminatedPasteDelay = Duration.seconds(1)

    private struct State {
        var started = false
        var parser = InputParser()
        /// Counts reads (and stops), so that a timer set after one read knows whether bytes came since.
        var readGeneration = 0
        var thread: pthread_t?
        var wakeRead: Int32 = -1
        var wakeWrite: Int32 = -1
        /// Set by ``deliverEvents(to:)``: events go here, on the main thread, instead of ``events``.
        var handler: (@MainActor @Sendable (InputEvent) -> Void)?
        /// Whether the running terminal is read by the ``MainLoop`` (else by `thread`).
        var readsOnMainLoop = false
    }

    private let input: Int32
    private let output: Int32
    private let clock: any Clock<Duration>
    private let state = Mutex(State())
    private let continuation: AsyncStream<InputEvent>.Continuation

    /// Keys, pastes and resizes read from the terminal.
    public let events: AsyncStream<InputEvent>

    /// Told when input bytes are read (the first phase of a key, for `mvx bench keys`).
    public let trace: FrameTrace?

    /// A terminal reading `input` and writing `output`; `clock` times the lone-ESC delay; `trace`,
    /// when given, hears when input arrives.
    public init(input: Int32 = 0, output: Int32 = 1, clock: any Clock<Duration> = ContinuousClock(), trace: FrameTrace? = nil) {
        self.input = input
        self.output = output
        self.clock = clock
        self.trace = trace
        (events, continuation) = AsyncStream.makeStream(of: InputEvent.self, bufferingPolicy: .unbounded)
    }

    deinit {
        stop()
        continuation.finish()
    }

    /// The terminal size from `ioctl(TIOCGWINSZ)` on the output (then the input); 80×24 when neither says.
    public var size: Size { Self.windowSize(output) ?? Self.windowSize(input) ?? Size(width: 80, height: 24) }

    static func windowSize(_ fd: Int32) -> Size? {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
    }

    /// Whether the terminal is started.
    public var isStarted: Bool { state.withLock { $0.started } }

    /// Whether the parser holds a lone ESC waiting for the escape delay (for tests).
    var hasPendingEscape: Bool { state.withLock { $0.parser.hasPendingEscape } }

    // MARK: Start and stop

    /// Enters raw mode and the app's screen modes, installs the signal handlers and starts reading.
    /// Throws ``TerminalError`` when the input is not a terminal or another terminal is active.
    public func start() throws {
        try state.withLock { s in
            guard !s.started else { return }
            var saved = termios()
            guard tcgetattr(input, &saved) == 0 else { throw TerminalError.notATerminal(errno: errno) }
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { throw TerminalError.systemCall("pipe", errno: errno) }
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            var raw = saved
            cfmakeraw(&raw)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            guard SignalRestorer.activate(input: input, output: output, saved: saved, raw: raw, wake: fds[1]) else {
                close(fds[0]); close(fds[1])
                throw TerminalError.anotherTerminalIsActive
            }
            guard tcsetattr(input, TCSANOW, &raw) == 0 else {
                let e = errno
                SignalRestorer.deactivate(restore: false)
                close(fds[0]); close(fds[1])
                throw TerminalError.systemCall("tcsetattr", errno: e)
            }
            writeAll(Array(Sequences.start.utf8))
            s.wakeRead = fds[0]
            s.wakeWrite = fds[1]
            s.parser = InputParser()
            s.started = true
            if s.handler != nil && MainLoop.isRunning {
                s.readsOnMainLoop = true
                watchOnMainLoop(wake: fds[0])
            } else {
                s.readsOnMainLoop = false
                s.thread = startReader()
            }
        }
    }

    /// Asks for events straight on the main thread: when ``MainLoop`` drives the main thread (and
    /// this is it), the terminal is read there from the next ``start()`` and each event goes to
    /// `handler` as it is decoded, not to ``events``. Returns whether it will; `nil` goes back to
    /// ``events``.
    public func deliverEvents(to handler: (@MainActor @Sendable (InputEvent) -> Void)?) -> Bool {
        guard handler == nil || (MainLoop.isRunning && MainLoop.isMainThread) else { return false }
        state.withLock { $0.handler = handler }
        return handler != nil
    }

    /// Suspends the process as the shell's Ctrl-Z would (raw mode turns Ctrl-Z into a key, so the
    /// app asks for it): the terminal is restored, the process stops, and on `fg` the app's screen
    /// comes back with a full repaint. Like the terminal driver's Ctrl-Z, the signal goes to the
    /// whole foreground process group — a script that started the app stops with it, so the shell
    /// gets the terminal back. Where no job control can resume it (an orphaned process group), the
    /// stop does not happen and the app goes on.
    ///
    /// The terminal is given back before the signal goes out: a script in the group may stop, and
    /// its shell print `Stopped`, before this process's handler runs, and leaving the alternate
    /// screen afterwards would wipe what the shell printed. The handler then waits for that
    /// script to stop before stopping this process (see `SignalRestorer`).
    public func suspend() {
        SignalRestorer.suspend()
        _ = kill(0, SIGTSTP)
        // No stop happened (SIGTSTP ignored, or an orphaned group): take the terminal back.
        SignalRestorer.resumeIfSuspended()
    }

    /// Stops reading, restores the screen modes and the saved termios exactly, and puts back the
    /// previous signal handlers. Safe to call more than once.
    public func stop() {
        let (thread, wakeRead, wakeWrite, onMainLoop): (pthread_t?, Int32, Int32, Bool) = state.withLock { s in
            guard s.started else { return (nil, -1, -1, false) }
            s.started = false
            s.readGeneration += 1
            defer { s.thread = nil; s.readsOnMainLoop = false }
            return (s.thread, s.wakeRead, s.wakeWrite, s.readsOnMainLoop)
        }
        guard wakeWrite >= 0 else { return }
        if onMainLoop {
            MainLoop.unwatch(input)
            MainLoop.unwatch(wakeRead)
        } else {
            var quit = UInt8(ascii: "Q")
            _ = systemWrite(wakeWrite, &quit, 1)
            if let thread { pthread_join(thread, nil) }
        }
        SignalRestorer.deactivate(restore: true)
        close(wakeRead); close(wakeWrite)
        state.withLock { s in s.wakeRead = -1; s.wakeWrite = -1 }
    }

    /// Writes one frame with a single `write(2)` (continuing only after a partial write or EINTR).
    public func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        writeAll(bytes)
    }

    private func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = systemWrite(output, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 { offset += n; continue }
                if n < 0 && (errno == EINTR || errno == EAGAIN) {
                    if errno == EAGAIN { var p = pollfd(fd: output, events: Int16(POLLOUT), revents: 0); _ = poll(&p, 1, 100) }
                    continue
                }
                return  // the terminal is gone
            }
        }
    }

    // MARK: Reading

    private func startReader() -> pthread_t? {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let result = pthread_create(&thread, nil, { context in
            let terminal = Unmanaged<POSIXTerminal>.fromOpaque(context!).takeRetainedValue()
            terminal.readLoop()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<POSIXTerminal>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// Polls the input and the wake pipe until told to quit ('Q' on the pipe).
    private func readLoop() {
        // Threads of Dispatch's pool block signals; make sure this one can take the process-directed
        // signals we handle, whichever thread called start().
        SignalRestorer.unblockHandledSignals()
        let wake = state.withLock { $0.wakeRead }
        var inputOpen = true
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var fds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: inputOpen ? input : -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[0].revents != 0 && !readWake(wake, into: &buffer) { return }
            if inputOpen && fds[1].revents != 0 { inputOpen = readInput(into: &buffer) }
        }
    }

    /// Reading on the ``MainLoop``: the input and the wake pipe, each when readable.
    private func watchOnMainLoop(wake: Int32) {
        let input = self.input
        // One buffer for every read: a new array each key cost an allocation and a generic-metadata
        // lookup (4 % of a key's main-thread time).
        let buffer = ReadBuffer(count: 4096)
        MainLoop.watch(input) { [weak self] in
            guard let self else { return }
            if !self.readInput(into: &buffer.bytes) { MainLoop.unwatch(input) }
        }
        MainLoop.watch(wake) { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 64)
            _ = self?.readWake(wake, into: &buffer)
        }
    }

    /// The bytes the main loop reads input into, kept from read to read (only the main loop uses it).
    private final class ReadBuffer: @unchecked Sendable {
        var bytes: [UInt8]
        init(count: Int) { bytes = [UInt8](repeating: 0, count: count) }
    }

    /// Reads the wake pipe: a resize ('W', 'C') becomes an event; returns false when told to quit ('Q').
    private func readWake(_ wake: Int32, into buffer: inout [UInt8]) -> Bool {
        let n = buffer.withUnsafeMutableBytes { read(wake, $0.baseAddress!, $0.count) }
        guard n > 0 else { return true }
        for byte in buffer[0..<n] {
            switch byte {
            case UInt8(ascii: "Q"): return false
            case UInt8(ascii: "W"), UInt8(ascii: "C"): deliver([.resize(size)])
            default: break
            }
        }
        return true
    }

    /// Reads what the input has; returns false at its end or when the terminal went away.
    private func readInput(into buffer: inout [UInt8]) -> Bool {
        let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
        if n > 0 {
            received(buffer[0..<n])
            return true
        }
        return n < 0 && (errno == EINTR || errno == EAGAIN)
    }

    private func received(_ bytes: ArraySlice<UInt8>) {
        trace?.inputRead()
        let (direct, read, pending, onMainLoop): ([InputEvent], Int, (escape: Bool, paste: Bool), Bool) = state.withLock { s in
            let direct = route(s.parser.feed(bytes), onMainLoop: s.readsOnMainLoop)
            s.readGeneration += 1
            return (direct, s.readGeneration, (s.parser.hasPendingEscape, s.parser.isInPaste), s.readsOnMainLoop)
        }
        handOver(direct)
        // What the bytes left unfinished is settled if nothing more comes: a lone ESC is the Escape
        // key, a paste whose end marker never came ends where it stands.
        if pending.escape {
            flush(after: Self.escapeDelay, ifNoReadSince: read, onMainLoop: onMainLoop) { $0.flushPendingEscape() }
        }
        if pending.paste {
            flush(after: Self.unterminatedPasteDelay, ifNoReadSince: read, onMainLoop: onMainLoop) { $0.flushUnterminatedPaste() }
        }
    }

    /// After `delay` on the clock, and unless another read came after read `generation`, hands over
    /// what `flush` makes of the parser's unfinished input — on the main actor when the main loop
    /// reads, like every other key.
    private func flush(after delay: Duration, ifNoReadSince generation: Int, onMainLoop: Bool,
                       _ flush: @escaping @Sendable (inout InputParser) -> [InputEvent]) {
        let clock = self.clock
        Task { [weak self] in
            try? await clock.sleep(for: delay)
            if onMainLoop {
                await MainActor.run { self?.flushIfNoReadSince(generation, flush) }
            } else {
                self?.flushIfNoReadSince(generation, flush)
            }
        }
    }

    private func flushIfNoReadSince(_ generation: Int, _ flush: (inout InputParser) -> [InputEvent]) {
        let direct: [InputEvent] = state.withLock { s in
            guard s.readGeneration == generation else { return [] }
            return route(flush(&s.parser), onMainLoop: s.readsOnMainLoop)
        }
        handOver(direct)
    }

    private func deliver(_ events: [InputEvent]) {
        handOver(state.withLock { s in route(events, onMainLoop: s.readsOnMainLoop) })
    }

    /// Under the lock: yields `events` to ``events``, or, on the main loop, returns them to be
    /// handed over (``handOver(_:)``) once the lock is released.
    private func route(_ events: [InputEvent], onMainLoop: Bool) -> [InputEvent] {
        if onMainLoop { return events }
        for event in events { continuation.yield(event) }
        return []
    }

    /// Gives events read on the main loop to the handler, outside the lock (handling may stop or
    /// suspend the terminal).
    private func handOver(_ events: [InputEvent]) {
        guard !events.isEmpty, let handler = state.withLock({ $0.handler }) else { return }
        MainActor.assumeIsolated {
            for event in events { handler(event) }
        }
    }
}

/// `write(2)`, callable where a method named `write` shadows it.
func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
