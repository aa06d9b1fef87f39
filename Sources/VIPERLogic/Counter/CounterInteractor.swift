import Domain

/// Keeps every row's ``Domain/CounterTally`` and the requests that make the server agree: one
/// press per row on its way, each with its own key; a refusal rolls that press back; an
/// unknown outcome is checked with the server. Results go out through its output only.
@MainActor
public final class CounterInteractor: CounterInteractorInput {
    /// The presenter, held weakly (the presenter holds the interactor).
    public weak var output: (any CounterInteractorOutput)?
    private let service: any CounterService
    private var tallies: [CounterTally] = []

    /// Creates the interactor over `service`.
    public init(service: any CounterService) {
        self.service = service
    }

    public func load() async {
        switch await Result(catching: { try await service.counters() }) {
        case .success(let counters):
            if tallies.isEmpty {
                tallies = counters.map(CounterTally.init)
            } else {
                for counter in counters {
                    if let index = tallies.firstIndex(where: { $0.counterID == counter.id }) { tallies[index].refresh(counter) }
                }
            }
            output?.interactorDidLoad(tallies)
        case .failure(let error):
            output?.interactorDidFailToLoad(error)
        }
    }

    public func press(counterID id: Counter.ID) async {
        guard let next = step(id, { $0.press() }) else { return }
        await send(next, counterID: id)
    }

    private func send(_ key: IdempotencyKey, counterID id: Counter.ID) async {
        let next: IdempotencyKey?
        switch await Result(catching: { try await service.increment(id: id, idempotencyKey: key) }) {
        case .success(let counter):
            next = step(id) { $0.didCount(counter) }
        case .failure(let error) where error.leavesOutcomeUnknown:
            let check = await Result(catching: { try await service.counters() })
            if case .success(let counters) = check, let counter = counters.first(where: { $0.id == id }) {
                next = step(id) { $0.didResync(counter) }
            } else {
                next = step(id) { $0.didFailToResync() }
                output?.interactorPressFailed()
            }
        case .failure:
            next = step(id) { $0.didFail() }
            output?.interactorPressFailed()
        }
        if let next { await send(next, counterID: id) }
    }

    /// Applies `change` to the row of `id`, reports it, and returns the key to send next.
    private func step(_ id: Counter.ID, _ change: (inout CounterTally) -> IdempotencyKey?) -> IdempotencyKey? {
        guard let index = tallies.firstIndex(where: { $0.counterID == id }) else { return nil }
        let next = change(&tallies[index])
        output?.interactorDidUpdate(tallies[index], at: index)
        return next
    }
}
