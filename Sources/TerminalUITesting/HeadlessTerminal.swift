import Synchronization
import TerminalUI

/// An in-memory terminal for tests and benchmarks: frames written to it are interpreted by a
/// ``TerminalEmulator``, and input is injected with ``send(_:)``, ``send(bytes:)`` and ``resize(to:)``.
public final class HeadlessTerminal: TerminalDevice {
    private struct State {
        var emulator: TerminalEmulator
        var parser = InputParser()
        var started = false
        var bytesWritten = 0
        var writes = 0
        var lastFrame: [UInt8] = []
    }

    private let state: Mutex<State>
    private let continuation: AsyncStream<InputEvent>.Continuation

    /// Keys, pastes and resizes injected by the test.
    public let events: AsyncStream<InputEvent>

    /// A headless terminal of `size` showing a blank main screen.
    public init(size: Size) {
        state = Mutex(State(emulator: TerminalEmulator(size: size)))
        (events, continuation) = AsyncStream.makeStream(of: InputEvent.self, bufferingPolicy: .unbounded)
    }

    deinit { continuation.finish() }

    /// The current size in cells.
    public var size: Size { state.withLock { $0.emulator.size } }

    /// Whether ``start()`` has run without a matching ``stop()``.
    public var isStarted: Bool { state.withLock { $0.started } }

    /// The emulated terminal (a copy), for checking modes such as the alternate screen or cursor visibility.
    public var emulator: TerminalEmulator { state.withLock { $0.emulator } }

    /// Total bytes written, including the start and stop sequences.
    public var bytesWritten: Int { state.withLock { $0.bytesWritten } }

    /// Number of `write` calls (frames), including empty ones.
    public var writeCount: Int { state.withLock { $0.writes } }

    /// The bytes of the last `write` call (empty when the last frame had nothing to change).
    public var lastFrameBytes: [UInt8] { state.withLock { $0.lastFrame } }

    /// The emulated screen as text lines (a wide character once, continuation cells skipped,
    /// trailing spaces trimmed).
    public var screenText: [String] { state.withLock { $0.emulator.textLines } }

    /// The styled cell of the emulated screen at (x, y).
    public func cell(x: Int, y: Int) -> Cell { state.withLock { $0.emulator.cell(x: x, y: y) } }

    /// Enters the alternate screen with the cursor hidden and bracketed paste on, as a real terminal would.
    public func start() throws {
        state.withLock { s in
            guard !s.started else { return }
            s.started = true
            let bytes = Array(Sequences.start.utf8)
            s.emulator.feed(bytes)
            s.bytesWritten += bytes.count
        }
    }

    /// Leaves the alternate screen and restores the modes ``start()`` changed.
    public func stop() {
        state.withLock { s in
            guard s.started else { return }
            s.started = false
            let bytes = Array(Sequences.stop.utf8)
            s.emulator.feed(bytes)
            s.bytesWritten += bytes.count
        }
    }

    /// Interprets one frame's bytes.
    public func write(_ bytes: [UInt8]) {
        state.withLock { s in
            s.writes += 1
            s.bytesWritten += bytes.count
            s.lastFrame = bytes
            s.emulator.feed(bytes)
        }
    }

    /// Delivers an event to ``events``.
    public func send(_ event: InputEvent) { continuation.yield(event) }

    /// Feeds raw input bytes through the real ``InputParser`` and delivers the events. Each call is
    /// one burst: an ESC left pending at its end is flushed as if the escape timeout had passed.
    public func send(bytes: [UInt8]) {
        let events = state.withLock { s in
            var events = s.parser.feed(bytes)
            if s.parser.hasPendingEscape { events += s.parser.flushPendingEscape() }
            return events
        }
        for event in events { continuation.yield(event) }
    }

    /// Types text: sends its UTF-8 bytes through the input parser.
    public func type(_ text: String) { send(bytes: Array(text.utf8)) }

    /// Changes the emulated screen's size and delivers `.resize(newSize)`.
    public func resize(to newSize: Size) {
        let size = state.withLock { s in
            s.emulator.resize(to: newSize)
            return s.emulator.size
        }
        continuation.yield(.resize(size))
    }

    /// Ends the event stream (a consumer's `for await` loop then finishes).
    public func finishEvents() { continuation.finish() }
}
