import Domain

/// The counter demo's model: every row's ``CounterTally`` and the requests that keep it equal
/// to the server — one press per row on its way at a time, each with its own idempotency key;
/// a clear refusal rolls that press back, an unknown outcome is checked with the server.
///
/// No views and no strings: it tells its observer which row changed and which press failed.
@MainActor
final class CounterModel {
    /// A row's number changed (the index of its row).
    var onRowChange: (@MainActor (Int) -> Void)?
    /// A press could not be saved (the row already shows one less).
    var onPressFailed: (@MainActor () -> Void)?
    /// The rows, in display order.
    private(set) var tallies: [CounterTally] = []

    private let service: any CounterService

    /// A model over `service`.
    init(service: any CounterService) {
        self.service = service
    }

    /// Loads the counters (a refresh keeps the presses on their way).
    func load() async -> Result<Void, AppError> {
        let service = service
        switch await Result(catching: { try await service.counters() }) {
        case .success(let counters):
            if tallies.isEmpty {
                tallies = counters.map(CounterTally.init)
            } else {
                for counter in counters {
                    if let index = tallies.firstIndex(where: { $0.counterID == counter.id }) { tallies[index].refresh(counter) }
                }
            }
            return .success(())
        case .failure(let error):
            return .failure(error)
        }
    }

    /// A press of row `row`'s `+`: counts at once. Returns the request to run (the caller runs
    /// it where the app can see it), or `nil` when an earlier press of the row is on its way
    /// (that request sends this press after its own).
    func press(row: Int) -> (@MainActor () async -> Void)? {
        guard tallies.indices.contains(row) else { return nil }
        let id = tallies[row].counterID
        let next = tallies[row].press()
        onRowChange?(row)
        guard let next else { return nil }
        return { [weak self] in await self?.send(next, counterID: id) }
    }

    private func send(_ key: IdempotencyKey, counterID: Counter.ID) async {
        let service = service
        let result = await Result(catching: { try await service.increment(id: counterID, idempotencyKey: key) })
        let next: IdempotencyKey?
        switch result {
        case .success(let counter):
            next = finish(counterID) { $0.didCount(counter) }
        case .failure(let error) where error.leavesOutcomeUnknown:
            let check = await Result(catching: { try await service.counters() })
            if case .success(let counters) = check, let counter = counters.first(where: { $0.id == counterID }) {
                next = finish(counterID) { $0.didResync(counter) }
            } else {
                next = finish(counterID) { $0.didFailToResync() }
                onPressFailed?()
            }
        case .failure:
            next = finish(counterID) { $0.didFail() }
            onPressFailed?()
        }
        if let next { await send(next, counterID: counterID) }
    }

    private func finish(_ counterID: Counter.ID, _ step: (inout CounterTally) -> IdempotencyKey?) -> IdempotencyKey? {
        guard let index = tallies.firstIndex(where: { $0.counterID == counterID }) else { return nil }
        let next = step(&tallies[index])
        onRowChange?(index)
        return next
    }
}
