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

    private let elapsed: @Sendable () -> Duration
    private let sleepUntil: @Sendable (Duration) async throws -> Void
    private var grids: [CellGrid]
    private var gridIndex = 0
    private var encoder = FrameEncoder()

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
    private var eventLoopTask: Task<Void, Never>?
    private var timerLoopTask: Task<Void, Never>?
    private var sleepTask: Task<Void, Never>?
    private var sleepDeadline: Duration?

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

    // MARK: Timers

    /// A one-shot or repeating timer on the application's clock, made by
    /// ``Application/schedule(after:repeats:_:)``.
    @MainActor
    public final class Timer {
        /// The time between firings of a repeating timer (the delay of a one-shot one).
        public let interval: Duration
        /// Whether it fires repeatedly.
        public let repeats: Bool
        /// Whether it will still fire.
        public private(set) var isValid = true
        var fireTime: Duration
        let action: @MainActor () -> Void
        let sequence: Int

        init(interval: Duration, repeats: Bool, fireTime: Duration, sequence: Int, action: @escaping @MainActor () -> Void) {
            self.interval = interval; self.repeats = repeats; self.fireTime = fireTime
            self.sequence = sequence; self.action = action
        }

        /// Stops the timer.
        public func invalidate() { isValid = false }
    }

    private var timers: [Timer] = []
    private var timerSequence = 0

    /// Runs `action` after `delay` on the application's clock (repeatedly every `delay` when `repeats`).
    @discardableResult
    public func schedule(after delay: Duration, repeats: Bool = false,
                         _ action: @escaping @MainActor () -> Void) -> Timer {
        timerSequence += 1
        let timer = Timer(interval: delay, repeats: repeats, fireTime: elapsed() + max(delay, .zero),
                          sequence: timerSequence, action: action)
        timers.append(timer)
        if isRunning, let deadline = sleepDeadline, timer.fireTime < deadline { sleepTask?.cancel() }
        return timer
    }

    /// The earliest time a valid timer fires.
    package var nextTimerDeadline: Duration? {
        timers.lazy.filter(\.isValid).map(\.fireTime).min()
    }

    /// Whether any valid timer is waiting.
    public var hasPendingTimers: Bool { timers.contains { $0.isValid } }

    /// Fires every timer that is due on the clock, in order; returns how many fired.
    @discardableResult
    func fireDueTimers() -> Int {
        var fired = 0
        var rounds = 0
        while rounds < 10_000 {
            rounds += 1
            timers.removeAll { !$0.isValid }
            let now = elapsed()
            guard let due = timers.filter({ $0.fireTime <= now })
                .min(by: { ($0.fireTime, $0.sequence) < ($1.fireTime, $1.sequence) }) else { break }
            if due.repeats {
                due.fireTime = max(due.fireTime + max(due.interval, .milliseconds(1)), now)
            } else {
                due.invalidate()
            }
            due.action()
            fired += 1
        }
        return fired
    }

    private func timerLoop() async {
        while !Task.isCancelled && isRunning {
            fireDueTimers()
            let deadline = nextTimerDeadline ?? (elapsed() + .seconds(3600))
            if deadline <= elapsed() {
                await Task.yield()
                continue
            }
            sleepDeadline = deadline
            let sleepUntil = self.sleepUntil
            let sleeper = Task {
                do { try await sleepUntil(deadline) } catch {}
            }
            sleepTask = sleeper
            await sleeper.value
            sleepTask = nil
            sleepDeadline = nil
        }
    }

    // MARK: Tracked work

    private var trackedTasks: [Int: Task<Void, Never>] = [:]
    private var nextTaskID = 0

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

    /// Tracks a task started elsewhere until it ends.
    public func track<Success: Sendable, Failure: Error>(_ task: Task<Success, Failure>) {
        spawn { _ = await task.result }
    }

    /// How many tracked tasks are still running.
    public var trackedTaskCount: Int { trackedTasks.count }

    /// Runs until nothing changes — fire the timers that are due on the clock, await the tracked
    /// tasks (``spawn(_:)``, ``track(_:)``) and ``idleCheck``, let other main-actor work run, and draw
    /// a frame when one was asked for — without reading input. The test driver and the pattern
    /// benchmark call this after handing the app an event ("from key to finished frame").
    /// Tracked tasks must finish without the clock moving.
    public func runUntilIdle() async {
        var rounds = 0
        while rounds < 1_000 {
            rounds += 1
            var didWork = false
            if fireDueTimers() > 0 { didWork = true }
            if await awaitTrackedTasks() { didWork = true }
            if let check = idleCheck { await check() }
            for _ in 0..<3 { await Task.yield() }
            if trackedTaskCount > 0 { didWork = true }
            if needsRender {
                render()
                didWork = true
            }
            if !didWork { break }
        }
    }

    /// Awaits every tracked task (including ones started meanwhile); returns whether there were any.
    func awaitTrackedTasks() async -> Bool {
        var any = false
        while let (id, task) = trackedTasks.first {
            any = true
            await task.value
            trackedTasks[id] = nil
        }
        return any
    }

    // MARK: Frames

    /// Whether something changed since the last frame.
    public private(set) var needsRender = true
    private var frameScheduled = false
    private var isRendering = false
    private var lastFrameTime: Duration?
    /// How many frames have been drawn.
    public private(set) var frameCount = 0
    /// How many bytes the last frame wrote.
    public private(set) var lastFrameByteCount = 0
    /// How many rows the last frame drew (the screen's height for a full redraw).
    public private(set) var lastFrameRedrawnRows = 0
    /// How many cells the last frame drew (a row drawn across part of its width counts that part).
    public private(set) var lastFrameRedrawnCells = 0

    /// Asks for a frame that redraws the whole screen: drawn at once in the test driver, or within
    /// ``frameInterval`` while running. (A view asks for less with `setNeedsDisplay()`: only its rows.)
    public func setNeedsRender() {
        needsFullRedraw = true
        setNeedsFrame()
    }

    /// Asks for a frame without marking anything to redraw (its layout pass marks what moves).
    func setNeedsFrame() {
        guard !isRendering else { return }
        needsRender = true
        if isRunning && !isHandlingEvent { scheduleFrame() }
    }

    /// Asks for a frame that redraws the screen rows `rect` (screen coordinates) covers. Rows, not
    /// rectangles: a wide character is never cut, and rows are what the encoder compares.
    func setNeedsDisplay(in rect: Rect) {
        guard ignoresDisplayMarks == 0 else { return }
        let top = max(0, rect.minY), bottom = min(grids[0].size.height, rect.maxY)
        guard top < bottom, rect.width > 0, rect.maxX > 0, rect.minX < grids[0].size.width else { return }
        if marks.height != grids[0].size.height { marks.reset(height: grids[0].size.height) }
        marks.mark(rows: top..<bottom)
        setNeedsFrame()
    }

    /// Asks for the columns `rect` covers to be drawn again, not the whole rows: for a view that
    /// changes one narrow strip (a table's scroll indicator beside rows a scroll moved). No wide
    /// character may cross the strip's edges (the strip is drawn clipped to them).
    func setNeedsDisplay(inColumnsOf rect: Rect) {
        guard ignoresDisplayMarks == 0 else { return }
        let left = max(0, rect.minX), right = min(grids[0].size.width, rect.maxX)
        guard rect.minY < rect.maxY, left < right else { return }
        if marks.height != grids[0].size.height { marks.reset(height: grids[0].size.height) }
        marks.mark(columns: left..<right, rows: rect.minY..<rect.maxY)
        setNeedsFrame()
    }

    /// Moves what the last frame drew in `rect` (screen coordinates) by `dy` rows, as UIKit moves a
    /// scroll view's drawn layers instead of drawing them again: the grid's cells move, what was
    /// marked to redraw moves with them (and stays marked where it was), the rows the move uncovers
    /// are marked, and the encoder is told the moved rows changed (it finds the scroll and sends it
    /// as one). Returns false, moving nothing, when the last frame cannot be moved (none yet, a full
    /// redraw pending, `rect` off the screen): the caller then marks what it changes as usual.
    func moveDrawnContent(in rect: Rect, by dy: Int) -> Bool {
        let grid = grids[gridIndex]
        let size = grid.size
        guard isStarted, !needsFullRedraw, !lastFrameWasTooSmall, ignoresDisplayMarks == 0,
              dy != 0, abs(dy) < rect.height, rect.width > 0, rect.minX >= 0, rect.minY >= 0,
              rect.maxX <= size.width, rect.maxY <= size.height, marks.height == size.height else { return false }
        let broken = grid.moveRows(in: rect, by: dy)
        let uncovered = dy < 0 ? (rect.maxY + dy)..<rect.maxY : rect.minY..<(rect.minY + dy)
        marks.move(rows: rect.minY..<rect.maxY, by: dy, uncovered: uncovered, broken: broken,
                   movesBodies: rect.minX == 0 && rect.maxX >= size.width - 1)
        setNeedsFrame()
        return true
    }

    /// Runs `body` without marking anything to redraw (a table recycling cells a move of its drawn
    /// rows already covered).
    func withoutDisplayMarks(_ body: () -> Void) {
        ignoresDisplayMarks += 1
        defer { ignoresDisplayMarks -= 1 }
        body()
    }

    /// The whole screen is drawn next frame (the first, after a resize, after ``setNeedsRender()``).
    private var needsFullRedraw = true
    /// The rows drawn next frame, when not the whole screen.
    private var marks = RedrawMarks()
    /// While above zero, nothing is marked to redraw (``withoutDisplayMarks(_:)``).
    private var ignoresDisplayMarks = 0
    /// Whether the last frame showed `Terminal too small` (the next one draws everything again).
    private var lastFrameWasTooSmall = false

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
    private var isHandlingEvent = false

    /// After an input event: draws the frame it asked for at once — the key's answer leaves in the
    /// same turn of the run loop, without waking the timer loop — unless a frame was drawn less
    /// than ``frameInterval`` ago (a burst of keys, a paste): then one frame is scheduled for the end
    /// of the interval and draws them all.
    private func drawAfterEvent() {
        guard needsRender, isRunning, !frameScheduled else { return }
        if let last = lastFrameTime, elapsed() - last < frameInterval {
            scheduleFrame()
        } else {
            render()
        }
    }

    private func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        var delay = Duration.zero
        if let last = lastFrameTime { delay = max(.zero, last + frameInterval - elapsed()) }
        schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.frameScheduled = false
            if self.needsRender { self.render() }
        }
    }

    private func resizeGrids(to size: Size) {
        for grid in grids where grid.size != size { grid.resize(to: size) }
    }

    /// The grid of the last frame.
    public var currentGrid: CellGrid { grids[gridIndex] }

    /// Work run at the start of every frame, before its layout pass, in the order added, for every
    /// application of the process. A binding that applies model changes on a later turn of the run
    /// loop (MVVM's `observe`) applies them here too, so a change reaches the frame of the key that
    /// made it instead of a second frame a frame interval later.
    public static func addFrameStartHandler(_ handler: @escaping @MainActor () -> Void) {
        frameStartHandlers.append(handler)
    }
    private static var frameStartHandlers: [@MainActor () -> Void] = []

    /// Draws a frame now: layout pass, draw into the grid, encode the difference, one write.
    public func render() {
        guard isStarted, !isRendering else { return }
        isRendering = true
        defer { isRendering = false; needsRender = false }
        for handler in Self.frameStartHandlers { handler() }
        lastFrameTime = elapsed()
        frameTrace?.frameStarted()
        let size = grids[0].size
        if window.frame.size != size { window.frame = Rect(origin: .zero, size: size) }
        window.ensureFocus()
        // A layout may add, remove or hide the focused view (and a focus change asks for layout):
        // focus is checked again after one. Without a layout pending, nothing changed in between.
        if window.needsLayoutPass {
            window.layoutIfNeeded()
            window.ensureFocus()
            window.layoutIfNeeded()
        }
        frameTrace?.ended(.layout)
        let grid = grids[gridIndex]
        // The key-hint line is worked out at every frame (from the focused responder up) and its
        // row drawn again when it changed.
        if window.showsKeyHints, window.keyHintBar.superview === window, window.keyHintBar.contentChanged() {
            setNeedsDisplay(in: window.keyHintBar.frame)
        }
        let tooSmall = minimumSize != nil && isTerminalTooSmall
        let full = needsFullRedraw || tooSmall || lastFrameWasTooSmall || marks.height != grid.size.height
        var changedRows: [Bool]?
        var bodySources: [Int]?
        let counts = full ? (rows: grid.size.height, cells: grid.size.height * grid.size.width)
                          : marks.drawnCounts(width: grid.size.width)
        (lastFrameRedrawnRows, lastFrameRedrawnCells) = counts
        if full {
            grid.clear()
            let canvas = Canvas(grid: grid, origin: .zero, clip: Rect(origin: .zero, size: grid.size))
            if let minimumSize, tooSmall {
                drawTooSmall(needing: minimumSize, in: canvas)
            } else {
                window.drawHierarchy(in: canvas)
            }
            if !usesColor { grid.removeColors() }
        } else if !marks.isEmpty {
            changedRows = marks.changedRows
            bodySources = marks.bodySources(width: grid.size.width)
            window.drawRows(marks.wholeRows, into: grid, usesColor: usesColor)
            window.drawStrips(marks.strips, besides: marks.wholeRows, into: grid, usesColor: usesColor)
        } else {
            changedRows = Array(repeating: false, count: grid.size.height)
        }
        needsFullRedraw = false
        lastFrameWasTooSmall = tooSmall
        marks.reset(height: grid.size.height)
        if let changedRows, verifiesPartialRedraws { verifyPartialRedraw(of: grid, rows: changedRows) }
        frameTrace?.ended(.draw)
        var cursor: Point?
        if !isTerminalTooSmall, let view = window.firstResponder as? View, view.isVisibleOnScreen,
           let p = view.textCursorPosition {
            let screen = view.convert(p, to: nil)
            if Rect(origin: .zero, size: grid.size).contains(screen) { cursor = screen }
        }
        let bytes = encoder.encode(grid, cursor: cursor, changedRows: changedRows, bodySources: bodySources)
        frameTrace?.ended(.encode)
        lastFrameByteCount = bytes.count
        frameCount += 1
        if !bytes.isEmpty { terminal.write(bytes) }
        frameTrace?.ended(.write)
    }

    /// Draws everything into a scratch grid and compares it with `grid`, which redrew only `rows`.
    private func verifyPartialRedraw(of grid: CellGrid, rows: [Bool]) {
        let scratch = grids[1 - gridIndex]
        scratch.clear()
        window.drawHierarchy(in: Canvas(grid: scratch, origin: .zero, clip: Rect(origin: .zero, size: scratch.size)))
        if !usesColor { scratch.removeColors() }
        var differences: [String] = []
        for y in 0..<grid.size.height {
            let drawn = (0..<grid.size.width).map { grid[$0, y] }
            let expected = (0..<grid.size.width).map { scratch[$0, y] }
            guard drawn != expected else { continue }
            let text = { (cells: [Cell]) in cells.map(\.grapheme).joined() }
            differences.append("row \(y)\(rows[y] ? " (redrawn)" : " (kept)"): drew |\(text(drawn))| full |\(text(expected))|")
            if differences.count == 3 { break }
        }
        guard !differences.isEmpty else { return }
        let message = "A partial redraw differs from a full one (a view changed without setNeedsDisplay()):\n"
            + differences.joined(separator: "\n")
        if let onPartialRedrawMismatch { onPartialRedrawMismatch(message) } else { assertionFailure(message) }
    }

    /// `Terminal too small (needs W×H)`, centred, wrapped onto as many lines as the width needs.
    private func drawTooSmall(needing minimum: Size, in canvas: Canvas) {
        let size = canvas.bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let text = texts.terminalTooSmall(needing: minimum)
        let lines = TextWidth.wrap(text, width: size.width)
        let top = max(0, (size.height - lines.count) / 2)
        for (i, line) in lines.prefix(size.height).enumerated() {
            let x = max(0, (size.width - TextWidth.width(of: line)) / 2)
            canvas.draw(line, at: Point(x: x, y: top + i), style: Theme.secondaryText)
        }
    }

    /// Forces the next frame to repaint the whole screen.
    public func invalidateScreen() {
        encoder.invalidate()
        setNeedsRender()
    }
}

/// The few words the toolkit draws by itself, set by the app for its language (UIKit takes them
/// from the system's localization).
public struct ToolkitTexts: Equatable, Sendable {
    /// The title bar's back item, `‹ Back`.
    public var back: String
    /// The pull-to-refresh indicator's text, `Refreshing…`.
    public var refreshing: String
    /// What a terminal below the app's smallest size shows, `Terminal too small (needs {size})`;
    /// `{size}` becomes the size needed (`32×10`).
    public var terminalTooSmall: String
    /// The words of the key-hint line (`Move`, `Refresh`, `Back`, …).
    public var hints: KeyHintWords

    /// The texts; the defaults are English.
    public init(back: String = "‹ Back", refreshing: String = "Refreshing…",
                terminalTooSmall: String = "Terminal too small (needs {size})", hints: KeyHintWords = KeyHintWords()) {
        self.back = back
        self.refreshing = refreshing
        self.terminalTooSmall = terminalTooSmall
        self.hints = hints
    }

    /// ``terminalTooSmall`` with the size filled in.
    public func terminalTooSmall(needing size: Size) -> String {
        terminalTooSmall.replacing("{size}", with: "\(size.width)×\(size.height)")
    }
}

