import Domain

/// The counter screen's truth, on the model side (the Vizzle rule: the model holds the data,
/// the view model only shows it): every row's ``Domain/CounterTally``. A load fills it (a reload
/// keeps the presses on their way); a press and each answer of the server change one row and
/// say which, and which press to send next.
@MainActor
public final class CounterTallies {
    /// The rows, in display order.
    public private(set) var values: [CounterTally] = []

    /// A change to one row: where it is, and the press to send next, if any.
    public struct Change: Sendable {
        /// The row's index.
        public let index: Int
        /// The press to send next.
        public let next: IdempotencyKey?
    }

    /// Empty until the first load.
    public init() {}

    /// The counters loaded: the rows on a first load, the confirmed values on a reload.
    public func load(_ counters: [Counter]) {
        if values.isEmpty {
            values = counters.map(CounterTally.init)
        } else {
            for counter in counters {
                if let index = values.firstIndex(where: { $0.counterID == counter.id }) { values[index].refresh(counter) }
            }
        }
    }

    /// A press of the row of `id`: it counts at once; `next` is the press to send, unless one of
    /// the row's is already on its way (that one sends this after itself).
    public func press(counterID id: Counter.ID) -> Change? { change(id) { $0.press() } }

    /// The server counted a press of `counter`.
    public func didCount(_ counter: Counter) -> Change? { change(counter.id) { $0.didCount(counter) } }

    /// The server refused a press of the row of `id`: it goes back.
    public func didFail(counterID id: Counter.ID) -> Change? { change(id) { $0.didFail() } }

    /// The server's value of `counter` after an answer that never came.
    public func didResync(_ counter: Counter) -> Change? { change(counter.id) { $0.didResync(counter) } }

    /// Neither the answer nor the check came: the press is dropped from the count until the
    /// server answers again.
    public func didFailToResync(counterID id: Counter.ID) -> Change? { change(id) { $0.didFailToResync() } }

    private func change(_ id: Counter.ID, _ body: (inout CounterTally) -> IdempotencyKey?) -> Change? {
        guard let index = values.firstIndex(where: { $0.counterID == id }) else { return nil }
        return Change(index: index, next: body(&values[index]))
    }
}
