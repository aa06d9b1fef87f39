import Clocks
import TerminalUI

/// Drives an ``Application`` on a ``HeadlessTerminal`` for tests, deterministically and without sleeps.
///
/// ```swift
/// let driver = await AppDriver(size: Size(width: 100, height: 30),
///                        rootViewController: NavigationController(rootViewController: FeedViewController()))
/// await driver.press(.down)            // or: await driver.press("j")
/// await driver.type("老师")
/// await driver.advance(by: .seconds(2)) // TestClock: toasts disappear, spinners turn
/// #expect(driver.screenText[0].contains("Feed"))
/// ```
///
/// Every input method queues the input and then calls ``runUntilIdle()``, which repeats until nothing
/// changes: deliver queued input to the app, fire the timers that are due on the clock, await the tasks
/// the app tracks (``Application/spawn(_:)``, ``Application/track(_:)``) and its
/// ``Application/idleCheck``, then draw a frame if anything asked for one.
///
/// Tracked tasks must finish without the test clock moving (advance the clock with ``advance(by:)``
/// for work that waits on it).
///
/// Input goes straight to ``Application/handle(_:)`` (the driver does not run ``Application/run()`` and
/// does not read the terminal's event stream); frames still go through the real `FrameEncoder` into the
/// ``HeadlessTerminal``'s emulator, so ``screenText`` is what a user would see. To test the run loop
/// itself, run `application.run()` in a task and feed ``HeadlessTerminal/send(_:)``.
@MainActor
public final class AppDriver {
    /// The in-memory terminal the app draws to.
    public let terminal: HeadlessTerminal
    /// The clock the app runs on.
    public let clock: any Clock<Duration>
    /// The clock as a `TestClock` when the driver made it (``advance(by:)`` needs one).
    public let testClock: TestClock<Duration>?
    /// The application under test.
    public let application: Application
    /// The error thrown when the terminal would not start, if any.
    public private(set) var startError: (any Error)?
    private var pending: [InputEvent] = []

    /// A driver for a new application of `size` on a `TestClock`, showing `rootViewController`: the app
    /// is started and run until idle (work started in `viewDidLoad` has finished).
    public convenience init(size: Size = Size(width: 100, height: 30), rootViewController: ViewController? = nil) async {
        let clock = TestClock<Duration>()
        let terminal = HeadlessTerminal(size: size)
        let app = Application(terminal: terminal, clock: clock)
        self.init(application: app, terminal: terminal, testClock: clock)
        if let rootViewController { app.rootViewController = rootViewController }
        start()
        await runUntilIdle()
    }

    /// A driver for an application already made on `terminal`. Call ``start()`` after setting its root.
    public init(application: Application, terminal: HeadlessTerminal, testClock: TestClock<Duration>? = nil) {
        self.application = application
        self.terminal = terminal
        self.clock = application.clock
        self.testClock = testClock
        // Every frame that redraws only some rows is checked against a full redraw; a difference
        // stops the test run with the rows that differ (a view changed without setNeedsDisplay()).
        application.verifiesPartialRedraws = true
    }

    /// Starts the application (terminal started, window shown, first frame drawn).
    public func start() {
        do { try application.start() } catch { startError = error }
    }

    // MARK: Input

    /// Presses `key`, then runs until idle.
    public func press(_ key: Key) async {
        pending.append(.key(key))
        await runUntilIdle()
    }

    /// Presses `key` `times` times, then runs until idle.
    public func press(_ key: Key, times: Int) async {
        for _ in 0..<max(0, times) { pending.append(.key(key)) }
        await runUntilIdle()
    }

    /// Presses the character key `character` (e.g. `press("j")`), then runs until idle.
    public func press(_ character: Character) async {
        await press(.character(character))
    }

    /// Types `text`, one key per grapheme cluster, then runs until idle.
    public func type(_ text: String) async {
        for character in text {
            switch character {
            case "\n", "\r", "\r\n": pending.append(.key(.enter))
            case "\t": pending.append(.key(.tab))
            default: pending.append(.key(.character(character)))
            }
        }
        await runUntilIdle()
    }

    /// Pastes `text` (one bracketed-paste event), then runs until idle.
    public func paste(_ text: String) async {
        pending.append(.paste(text))
        await runUntilIdle()
    }

    /// Resizes the terminal to `size` and delivers the resize, then runs until idle.
    public func resize(to size: Size) async {
        terminal.resize(to: size)
        pending.append(.resize(size))
        await runUntilIdle()
    }

    /// Queues an input event without running (call ``runUntilIdle()`` later).
    public func enqueue(_ event: InputEvent) {
        pending.append(event)
    }

    /// Advances the test clock by `duration` (firing timers in order as their time comes), then runs
    /// until idle. Requires the driver's `TestClock`.
    public func advance(by duration: Duration) async {
        guard let testClock else {
            preconditionFailure("AppDriver.advance(by:) needs the driver's TestClock")
        }
        // Step to each timer deadline so that timers fire at their own time, in order.
        let target = application.now + duration
        var steps = 0
        while steps < 100_000, let deadline = application.nextTimerDeadline, deadline <= target {
            steps += 1
            let step = deadline - application.now
            if step > .zero { await testClock.advance(by: step) }
            await runUntilIdle()
        }
        let rest = target - application.now
        if rest > .zero { await testClock.advance(by: rest) }
        await runUntilIdle()
    }

    /// Delivers all queued input (back to back, as fast typing would), then runs the app until idle
    /// (``Application/runUntilIdle()``): fire due timers, await tracked tasks and `idleCheck`, let
    /// other main-actor work run, and draw a frame when one was asked for.
    public func runUntilIdle() async {
        while !pending.isEmpty {
            application.handle(pending.removeFirst())
            if application.isQuitting { pending.removeAll() }
        }
        await application.runUntilIdle()
    }

    // MARK: Screen

    /// The screen as text lines (through the terminal emulator: what a user would see).
    public var screenText: [String] { terminal.screenText }

    /// The whole screen as one string, lines joined by newlines.
    public var screen: String { screenText.joined(separator: "\n") }

    /// The app's last drawn frame as text lines (before encoding; equals ``screenText`` when the
    /// encoder and emulator agree).
    public var renderedText: [String] { application.currentGrid.textLines() }

    /// The styled cell at column `x`, row `y` of the screen.
    public func cell(x: Int, y: Int) -> Cell { terminal.cell(x: x, y: y) }

    /// The styled cell at `x`, `y` of the app's last drawn frame.
    public func renderedCell(x: Int, y: Int) -> Cell { application.currentGrid[x, y] }

    /// The first screen position where `text` appears (column counted in cells), if any.
    public func position(of text: String) -> Point? {
        for (y, line) in screenText.enumerated() {
            if let range = line.firstRange(of: text) {
                return Point(x: TextWidth.width(of: String(line[..<range.lowerBound])), y: y)
            }
        }
        return nil
    }

    /// Whether `text` appears anywhere on the screen.
    public func contains(_ text: String) -> Bool { screenText.contains { $0.contains(text) } }

    /// The window's first responder.
    public var firstResponder: Responder? { application.window.firstResponder }
}
