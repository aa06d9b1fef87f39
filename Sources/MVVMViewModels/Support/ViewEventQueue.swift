import Observation

/// The one-shot outputs (``ViewEvent``) a view model has sent and its view has not taken yet.
///
/// Each screen-level view model owns one; the row view models inside it send to their list's
/// queue. The view observes ``pending`` and drains it with ``take()``.
@Observable @MainActor
public final class ViewEventQueue {
    /// The events sent and not taken yet, oldest first.
    public private(set) var pending: [ViewEvent] = []

    /// Creates an empty queue.
    public init() {}

    /// Returns the pending events and empties the queue.
    public func take() -> [ViewEvent] {
        let taken = pending
        if !taken.isEmpty { pending = [] }
        return taken
    }

    /// Queues `event` for the view.
    func send(_ event: ViewEvent) {
        pending.append(event)
    }
}
