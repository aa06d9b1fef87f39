#if canImport(Glibc)
import Glibc
import Testing
import Clocks
@testable import TerminalUI
import TerminalUITesting

/// The real terminal over a pseudo-terminal pair: no dependence on the test runner's TTY, TERM or LANG.
@Suite(.serialized) struct POSIXTerminalTests {
    /// An open pty pair, closed when the test ends.
    final class PTY {
        var master: Int32 = -1
        var slave: Int32 = -1
        init(size: Size = Size(width: 100, height: 30)) throws {
            var ws = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
            guard openpty(&master, &slave, nil, nil, &ws) == 0 else { throw TerminalError.systemCall("openpty", errno: errno) }
            _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        }
        deinit { close(master); close(slave) }

        func attributes() -> termios {
            var t = termios()
            _ = tcgetattr(slave, &t)
            return t
        }

        /// Everything the terminal wrote so far.
        func drain() -> [UInt8] {
            var out: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            for _ in 0..<50 {
                let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress!, $0.count) }
                if n > 0 { out += buffer[0..<n]; continue }
                if out.isEmpty { usleep(2000); continue }
                break
            }
            return out
        }

        func type(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { write(master, $0.baseAddress!, $0.count) } }
    }

    static func same(_ a: termios, _ b: termios) -> Bool {
        withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
    }

    /// Waits (bounded) for the next event.
    static func next(_ iterator: inout AsyncStream<InputEvent>.Iterator) async -> InputEvent? {
        await iterator.next()
    }

    @Test func rawModeIsSetThenRestoredExactly() throws {
        let pty = try PTY()
        let before = pty.attributes()
        #expect(before.c_lflag & tcflag_t(ICANON) != 0)
        let terminal = POSIXTerminal(input: pty.slave, output: pty.slave)
        #expect(terminal.size == Size(width: 100, height: 30))
        try terminal.start()
        let raw = pty.attributes()
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        let started = String(decoding: pty.drain(), as: UTF8.self)
        #expect(started.contains("\u{1B}[?1049h") && started.contains("\u{1B}[?25l") && started.contains("\u{1B}[?2004h"))
        terminal.write(Array("frame".utf8))
        #expect(pty.drain() == Array("frame".utf8))
        terminal.stop()
        #expect(Self.same(before, pty.attributes()))
        let stopped = String(decoding: pty.drain(), as: UTF8.self)
        #expect(stopped.contains("\u{1B}[?1049l") && stopped.contains("\u{1B}[?25h") && stopped.contains("\u{1B}[?2004l"))
        terminal.stop()  // idempotent
        #expect(Self.same(before, pty.attributes()))
        #expect(pty.drain().isEmpty)
    }

    @Test func onlyOneTerminalAtATimeAndNonTTYInputThrows() throws {
        let pty = try PTY(), other = try PTY()
        let first = POSIXTerminal(input: pty.slave, output: pty.slave)
        try first.start()
        defer { first.stop() }
        #expect(throws: TerminalError.anotherTerminalIsActive) { try POSIXTerminal(input: other.slave, output: other.slave).start() }
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        defer { close(fds[0]); close(fds[1]) }
        #expect(throws: TerminalError.self) { try POSIXTerminal(input: fds[0], output: fds[1]).start() }
    }

    @Test func keysArriveAsEvents() async throws {
        let pty = try PTY()
        let terminal = POSIXTerminal(input: pty.slave, output: pty.slave)
        try terminal.start()
        defer { terminal.stop() }
        var events = terminal.events.makeAsyncIterator()
        pty.type(Array("q\u{1B}[A中".utf8))
        #expect(await Self.next(&events) == .key(.character("q")))
        #expect(await Self.next(&events) == .key(.up))
        #expect(await Self.next(&events) == .key(.character("中")))
        pty.type(Array("\u{1B}[200~pasted\u{1B}[201~".utf8))
        #expect(await Self.next(&events) == .paste("pasted"))
    }

    @Test(.timeLimit(.minutes(1)))  // without the delay the paste never ends: fail, do not hang
    func aPasteWithoutItsEndIsDeliveredAfterTheDelayAndKeysWorkAgain() async throws {
        let pty = try PTY()
        // An immediate clock: the delay has passed as soon as a read leaves the paste open.
        let terminal = POSIXTerminal(input: pty.slave, output: pty.slave, clock: ImmediateClock())
        try terminal.start()
        defer { terminal.stop() }
        var events = terminal.events.makeAsyncIterator()
        pty.type(Array("x\u{1B}[200~stray".utf8))
        #expect(await Self.next(&events) == .key(.character("x")))
        #expect(await Self.next(&events) == .paste("stray"))
        pty.type(Array("\u{1B}[B".utf8))
        #expect(await Self.next(&events) == .key(.down), "the arrow after it is a key again")
    }

    @Test func windowChangeAndContinueBecomeResizeEvents() async throws {
        let pty = try PTY()
        let terminal = POSIXTerminal(input: pty.slave, output: pty.slave)
        try terminal.start()
        defer { terminal.stop() }
        var events = terminal.events.makeAsyncIterator()
        var ws = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(pty.master, UInt(TIOCSWINSZ), &ws)
        kill(getpid(), SIGWINCH)
        #expect(await Self.next(&events) == .resize(Size(width: 120, height: 40)))
        // After a stop/continue the shell may have reset the modes: SIGCONT re-enters raw mode and
        // asks for a repaint.
        _ = pty.drain()
        var cooked = pty.attributes()
        cooked.c_lflag |= tcflag_t(ICANON | ECHO)
        _ = tcsetattr(pty.slave, TCSANOW, &cooked)
        kill(getpid(), SIGCONT)
        #expect(await Self.next(&events) == .resize(Size(width: 120, height: 40)))
        #expect(pty.attributes().c_lflag & tcflag_t(ICANON | ECHO) == 0)
        #expect(String(decoding: pty.drain(), as: UTF8.self).contains("\u{1B}[?1049h"))
    }

    @Test func signalPathRestoresWithoutTheObject() throws {
        let pty = try PTY()
        let before = pty.attributes()
        let terminal = POSIXTerminal(input: pty.slave, output: pty.slave)
        try terminal.start()
        _ = pty.drain()
        // What the SIGTERM/SIGINT/fatal handlers and atexit run before re-raising.
        SignalRestorer.restoreIfActive()
        #expect(Self.same(before, pty.attributes()))
        let bytes = pty.drain()
        #expect(bytes.first == 0x18)  // CAN first: cancels a half-written frame sequence
        #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[?1049l"))
        // SIGTSTP path: suspend restores, SIGCONT's resume re-enters.
        SignalRestorer.suspend()  // already restored: no-op
        terminal.stop()
        #expect(Self.same(before, pty.attributes()))
        #expect(pty.drain().isEmpty)  // nothing written twice
    }

    @Test func suspendAndResumeRoundTrip() throws {
        let pty = try PTY()
        let before = pty.attributes()
        let terminal = POSIXTerminal(input: pty.slave, output: pty.slave)
        try terminal.start()
        let raw = pty.attributes()
        SignalRestorer.suspend()
        #expect(Self.same(before, pty.attributes()))
        SignalRestorer.resume()
        #expect(Self.same(raw, pty.attributes()))
        terminal.stop()
        #expect(Self.same(before, pty.attributes()))
    }
}
#endif
