import Domain

/// What the counter presenter asks of its interactor. Answers come through
/// ``CounterInteractorOutput``.
@MainActor
public protocol CounterInteractorInput: AnyObject {
    /// Loads the counters (a refresh keeps the presses on their way).
    func load() async
    /// A press of the counter `id`: counts at once, then persists (one press per row on its way).
    func press(counterID id: Counter.ID) async
}

/// What the counter interactor reports to its presenter.
@MainActor
public protocol CounterInteractorOutput: AnyObject {
    /// The rows loaded or refreshed.
    func interactorDidLoad(_ tallies: [CounterTally])
    /// Loading failed; the list keeps what it had.
    func interactorDidFailToLoad(_ error: AppError)
    /// The row at `index` changed (a press, an answer, a rollback, a check).
    func interactorDidUpdate(_ tally: CounterTally, at index: Int)
    /// A press could not be saved (its row already shows one less).
    func interactorPressFailed()
}
