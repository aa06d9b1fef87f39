/// The app object: owns the terminal, the ``Window``, the run loop, timers and global key bindings,
/// shaped like `UIApplication`.
///
/// ```swift
/// let app = Application(terminal: POSIXTerminal(), clock: ContinuousClock())
/// app.rootViewController = NavigationController(rootViewController: FeedViewController())
/// app.bind(.character("q")) { app.quit() }
/// await app.run()
/// ```
///
/// **Run loop.** ``run()`` starts the device, shows the window and handles the device's events one by
/// one on the main actor — as each is read, on the main thread, when ``MainLoop`` drives it and the
/// device can (``TerminalDevice/deliverEvents(to:)``), else from the device's event stream. Anything that changes what is on screen asks for a frame; frames are
/// coalesced to at most one per ``frameInterval`` (about 60 per second) using the injected clock. A
/// frame is: layout pass, draw the view tree into a `CellGrid`, `FrameEncoder.encode`, one
/// `device.write`. A resize re-lays out everything and repaints in full.
///
/// **What a frame draws.** Only what was marked: the rows views cover when they call
/// `setNeedsDisplay()` or move, narrow column strips beside them (a table's scroll indicator), and,
/// after a scroll, nothing of what merely moved — a table moves the cells it drew
/// (``moveDrawnContent(in:by:)``) and draws the rows that came in. The test driver checks every such
/// frame against a full redraw (``verifiesPartialRedraws``).
///
/// **Keys** go to the window's first responder and up the responder chain; the application is the
/// last responder and runs the global bindings made with ``bind(_:action:)``.
///
/// **Timers** (``schedule(after:repeats:_:)``) and frame pacing use the injected clock, so tests drive
/// time with a `TestClock`. **Asynchronous work** started through ``spawn(_:)`` or ``track(_:)`` is
/// awaited by the test driver's `runUntilIdle()`, as is ``idleCheck``.
@MainActor
public final class Application: Responder {
    /// The toolkit's own words (`‹ Back`, `Refreshing…`), in the app's language.
    public var texts = ToolkitTexts() { didSet { window.keyHintBar.setTextsChanged(); setNeedsRender() } }

    /// The smallest terminal the app can be used in; below it every frame is one centred line,
    /// `Terminal too small (needs W×H)`, and only Ctrl-key global bindings run (Ctrl-C still
    /// quits, Ctrl-Z suspends): nothing happens on a screen the user cannot see. `nil` (the
    /// default): no minimum.
    public var minimumSize: Size? { didSet { invalidateScreen() } }

    /// Whether the bottom line of the terminal lists the keys that work now (``KeyHint``); the
    /// screens get the lines above it. Off by default.
    public var showsKeyHints: Bool {
        get { window.showsKeyHints }
        set { window.showsKeyHints = newValue; setNeedsRender() }
    }

    /// The application's own hints, last on the key-hint line (for its global bindings, such as
    /// `q Quit`); asked at every frame.
    public var globalKeyHints: (@MainActor () -> [KeyHint])?

    public override var keyHints: [KeyHint] { globalKeyHints?() ?? [] }

    /// A short status shown at the right end of the key-hint line (`▶ Replay`), or `nil`.
    public var statusText: String? {
        didSet { if statusText != oldValue { window.keyHintBar.setTextsChanged(); setNeedsRender() } }
    }

    /// Whether frames use colour; `false` (for `NO_COLOR`) draws every cell in the terminal's own
    /// colours, with inverse video where a cell had a background (selection, focus).
    public var usesColor = true { didSet { invalidateScreen() } }

    /// Whether the terminal is below ``minimumSize`` now.
    public var isTerminalTooSmall: Bool {
        guard let minimumSize else { return false }
        let size = grids[0].size
        return size.width < minimumSize.width || size.height < minimumSize.height
    }

    /// The terminal drawn to and read from.
    public let terminal: any TerminalDevice
    /// The clock for timers and frame pacing.
    public let clock: any Clock<Duration>
    /// The window.
    public let window: Window

    /// The shortest time between two frames (default 16 ms: at most about 60 frames a second).
    public var frameInterval: Duration = .milliseconds(16)

    /// Awaited by the test driver's `runUntilIdle()` on every round, for work the app tracks itself
    /// (for example in-flight network requests).
    public var idleCheck: (@MainActor () async -> Void)?

    let elapsed: @Sendable () -> Duration
    let sleepUntil: @Sendable (Duration) async throws -> Void
    var grids: [CellGrid]
    var gridIndex = 0
    var encoder = FrameEncoder()

    /// An application on `terminal`, timed by `clock`.
    public init(terminal: any TerminalDevice, clock: any Clock<Duration> = ContinuousClock()) {
        self.terminal = terminal
        self.clock = clock
        (self.elapsed, self.sleepUntil) = Self.makeTimeBase(clock)
        self.window = Window(frame: Rect(origin: .zero, size: terminal.size))
        let size = terminal.size
        grids = [CellGrid(size: size), CellGrid(size: size)]
        super.init()
        window.owningApplication = self
    }

    /// Time since creation, and sleeping until an absolute time since creation (no drift), on `clock`.
    private static func makeTimeBase<C: Clock>(_ clock: C)
        -> (@Sendable () -> Duration, @Sendable (Duration) async throws -> Void) where C.Duration == Duration {
        let start = clock.now
        return ({ start.duration(to: clock.now) },
                { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) })
    }

    /// The time since the application was created, on its clock.
    public var now: Duration { elapsed() }

    /// The window's root view controller.
    public var rootViewController: ViewController? {
        get { window.rootViewController }
        set { window.rootViewController = newValue }
    }

    /// The end of the responder chain.
    public override var next: Responder? { nil }

    // MARK: Running

    /// Whether ``run()`` is running.
    public private(set) var isRunning = false
    /// Whether the device has been started (by ``run()`` or the test driver).
    public private(set) var isStarted = false
    private var quitRequested = false
    var eventLoopTask: Task<Void, Never>?
    var timerLoopTask: Task<Void, Never>?
    var sleepTask: Task<Void, Never>?
    var sleepDeadline: Duration?

    /// Starts the device, shows the window and draws the first frame (without reading events).
    /// ``run()`` calls this; the test driver calls it directly.
    public func start() throws {
        guard !isStarted else { return }
        try terminal.start()
        isStarted = true
        let size = terminal.size
        resizeGrids(to: size)
        window.frame = Rect(origin: .zero, size: size)
        window.makeKeyAndVisible()
        render()
    }

    /// The error thrown by the device when ``run()`` could not start it (for example, not a terminal).
    public private(set) var startError: (any Error)?

    /// Runs the app until ``quit()`` (or until the device's event stream ends), then stops the device,
    /// restoring the terminal. When the device cannot start, returns at once with ``startError`` set.
    public func run() async {
        guard !isRunning else { return }
        quitRequested = false
        startError = nil
        // Where the device can, each event is handled as it is read, on the main thread (no hop
        // through a task); otherwise through the device's event stream.
        let direct = terminal.deliverEvents { [weak self] event in self?.handleDeviceEvent(event) }
        do {
            try start()
        } catch {
            if direct { _ = terminal.deliverEvents(to: nil) }
            startError = error
            return
        }
        isRunning = true
        timerLoopTask = Task { @MainActor [weak self] in
            guard let self else { return }
            await self.timerLoop()
        }
        if needsRender { scheduleFrame() }
        if direct {
            if !quitRequested { await withCheckedContinuation { quitContinuation = $0 } }
            _ = terminal.deliverEvents(to: nil)
            finishRunning()
            return
        }
        let events = terminal.events
        let loop = Task { @MainActor [weak self] in
            for await event in events {
                guard let self, self.handleDeviceEvent(event) else { return }
            }
        }
        eventLoopTask = loop
        if !quitRequested { await loop.value } else { loop.cancel() }
        finishRunning()
    }

    /// While ``run()`` waits for ``quit()`` with events delivered straight from the device.
    private var quitContinuation: CheckedContinuation<Void, Never>?

    /// One event from the device while running: handled, then its frame drawn at once. Returns
    /// false once the app is quitting (later events are dropped).
    @discardableResult
    private func handleDeviceEvent(_ event: InputEvent) -> Bool {
        guard isRunning, !quitRequested else { return false }
        isHandlingEvent = true
        frameTrace?.handleStarted()
        handle(event)
        frameTrace?.handleEnded()
        isHandlingEvent = false
        if quitRequested { return false }
        drawAfterEvent()
        return true
    }

    private func finishRunning() {
        isRunning = false
        timerLoopTask?.cancel()
        timerLoopTask = nil
        sleepTask?.cancel()
        sleepTask = nil
        eventLoopTask = nil
        frameScheduled = false
        stop()
    }

    /// Stops the device (restoring the terminal). Called by ``run()`` when it ends.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        terminal.stop()
    }

    /// Ends ``run()`` after the current event; the terminal is restored.
    public func quit() {
        quitRequested = true
        eventLoopTask?.cancel()
        quitContinuation?.resume()
        quitContinuation = nil
        if !isRunning { stop() }
    }

    /// Whether ``quit()`` was called.
    public var isQuitting: Bool { quitRequested }

    // MARK: Events

    /// How many input events have been handled.
    public private(set) var handledEventCount = 0

    /// Handles one input event: keys and pastes go to the window, a resize re-lays out and repaints.
    public func handle(_ event: InputEvent) {
        handledEventCount += 1
        switch event {
        case .key(let key) where isTerminalTooSmall:
            if case .ctrl = key { _ = handleGlobalKey(key) }   // the screen cannot be seen: nothing else runs
        case .paste where isTerminalTooSmall:
            break
        case .key(let key):
            window.dispatchKey(key)
        case .paste(let text):
            window.dispatchPaste(text)
        case .resize(let size):
            resizeGrids(to: size)
            window.frame = Rect(origin: .zero, size: size)
            encoder.invalidate()
            render()
            return
        }
        // A frame follows every event; what the event changed marked itself to be redrawn.
        setNeedsFrame()
    }

    // MARK: Global key bindings

    private var bindings: [Key: @MainActor () -> Void] = [:]

    /// Binds `key` globally: it runs `action` when no responder in the chain used the key, and also
    /// while a HUD or an alert swallows other keys.
    public func bind(_ key: Key, action: @escaping @MainActor () -> Void) {
        bindings[key] = action
    }

    /// Removes the global binding of `key`.
    public func unbind(_ key: Key) {
        bindings[key] = nil
    }

    /// Whether `key` has a global binding.
    public func hasBinding(for key: Key) -> Bool { bindings[key] != nil }

    /// Runs the global binding of `key`, if any. Modal views (HUD, alerts) call this for the keys they swallow.
    @discardableResult
    public func handleGlobalKey(_ key: Key) -> Bool {
        guard let action = bindings[key] else { return false }
        action()
        return true
    }

    /// The global bindings.
    public override func handleKey(_ key: Key) -> Bool { handleGlobalKey(key) }

    // MARK: State the extensions use (timers, tracked work, frames)

    /// The timers waiting to fire (``Application+Timers.swift``).
    var timers: [Timer] = []
    var timerSequence = 0

    /// The work ``spawn(_:)`` started that has not ended (``Application+TrackedWork.swift``).
    var trackedTasks: [Int: Task<Void, Never>] = [:]
    var nextTaskID = 0

    /// Starts `work` on the main actor and tracks it until it ends (the test driver awaits it).
    @discardableResult
    public override func spawn(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        nextTaskID += 1
        let id = nextTaskID
        let task = Task { @MainActor [weak self] in
            await work()
            self?.trackedTasks[id] = nil
            self?.setNeedsFrame()
        }
        trackedTasks[id] = task
        return task
    }

    /// Whether something changed since the last frame.
    public internal(set) var needsRender = true
    var frameScheduled = false
    var isRendering = false
    var lastFrameTime: Duration?
    /// How many frames have been drawn.
    public internal(set) var frameCount = 0
    /// How many bytes the last frame wrote.
    public internal(set) var lastFrameByteCount = 0
    /// How many rows the last frame drew (the screen's height for a full redraw).
    public internal(set) var lastFrameRedrawnRows = 0
    /// How many cells the last frame drew (a row drawn across part of its width counts that part).
    public internal(set) var lastFrameRedrawnCells = 0

    /// The whole screen is drawn next frame (the first, after a resize, after ``setNeedsRender()``).
    var needsFullRedraw = true
    /// The rows drawn next frame, when not the whole screen.
    var marks = RedrawMarks()
    /// While above zero, nothing is marked to redraw (``withoutDisplayMarks(_:)``).
    var ignoresDisplayMarks = 0
    /// Whether the last frame showed `Terminal too small` (the next one draws everything again).
    var lastFrameWasTooSmall = false

    /// Checks every frame that redrew only some rows against a full redraw of the same state, and
    /// calls ``onPartialRedrawMismatch`` when they differ: a view changed what it draws without
    /// saying so (`setNeedsDisplay()`). The test driver turns it on; it doubles the drawing.
    public var verifiesPartialRedraws = false
    /// Told when a partial frame differed from a full redraw, with the first rows that differ.
    /// Without a handler, a mismatch stops the program (`assertionFailure`, debug builds).
    public var onPartialRedrawMismatch: (@MainActor (String) -> Void)?

    /// Times each key's phases when set (see ``FrameTrace``).
    public var frameTrace: FrameTrace?

    /// Set while the run loop hands an event to the app: a frame asked for meanwhile is drawn
    /// right after it (``drawAfterEvent()``), not through a timer.
    var isHandlingEvent = false
}

extension Application {
    /// Whether an app in a terminal with `environment` draws in colour: yes, unless `NO_COLOR` is
    /// set to anything but the empty string (no-color.org). Set ``usesColor`` from it.
    public nonisolated static func usesColor(environment: [String: String]) -> Bool {
        (environment["NO_COLOR"] ?? "").isEmpty
    }
}
