import Domain
import TerminalUI

/// The app's run-loop timers are the ``Domain/Scheduler`` that logic moving on its own (the voice
/// player) runs on: one clock for the whole app, the test clock under the test driver.
extension Application: Scheduler {
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> any ScheduledAction {
        schedule(after: delay, repeats: false, action) as Timer
    }
}

extension Application.Timer: ScheduledAction {
    /// Stops the timer (``invalidate()``).
    public func cancel() { invalidate() }
}
