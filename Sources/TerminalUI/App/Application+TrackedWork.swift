/// Work the application tracks until it ends (``Application/spawn(_:)``, ``Application/track(_:)``),
/// and ``Application/runUntilIdle()``, which the test driver and the benchmarks run after each event.
extension Application {
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
}
