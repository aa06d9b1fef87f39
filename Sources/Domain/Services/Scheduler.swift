/// Runs work later, on the main actor: how logic that must move on its own (the voice player)
/// gets time without knowing the UI.
///
/// The app hands its run loop's timers (the toolkit's `Application`, on its injectable clock);
/// unit tests hand a ``ManualScheduler`` and move time themselves, so nothing sleeps.
@MainActor
public protocol Scheduler: AnyObject, Sendable {
    /// The time since the scheduler started.
    var now: Duration { get }
    /// Runs `action` once, `delay` from now; the returned handle cancels it.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> any ScheduledAction
}

/// A piece of work a ``Scheduler`` will run, until cancelled.
@MainActor
public protocol ScheduledAction: AnyObject, Sendable {
    /// Makes sure the work never runs.
    func cancel()
}
