/// Timers on the application's clock: made by ``Application/schedule(after:repeats:_:)``, fired
/// by the run loop's timer loop while running and by ``Application/runUntilIdle()`` in tests.
extension Application {
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

    func timerLoop() async {
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
}
