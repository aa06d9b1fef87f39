import Domain
import Observation

/// The counter list: rows and loading state (outputs); `+` presses and refresh (inputs).
///
/// A press counts on its row at once; one press per row is on its way at a time, each with its
/// own idempotency key. A clear refusal rolls that press back with a toast; an unknown outcome
/// is checked against the server instead of guessed (``CounterTally``).
@Observable @MainActor
public final class CounterListViewModel: ListLoadingOutputs {
    // MARK: Outputs

    /// The screen title (`Counters`).
    public let title: String
    /// One view model per counter.
    public private(set) var rows: [CounterRowViewModel] = []
    /// Whether a load runs.
    public private(set) var isLoading = false
    /// Whether the blocking HUD covers the list (the first load).
    public private(set) var isShowingHUD = false
    /// The first load's error (message and retry hint); the list shows it instead of rows.
    public private(set) var error: ListError?
    /// Toasts, for the view to take.
    public let events = ViewEventQueue()
    /// The requests this list has started; the view hands them to the app.
    public let pendingWork = PendingWork()
    /// The HUD's text (`Loading…`).
    public var loadingText: String { strings(.loading) }
    /// No empty state: the backend seeds the counters and never deletes them.
    public var emptyMessage: String? { nil }

    @ObservationIgnored private let counters: any CounterService
    @ObservationIgnored private let strings: Localizer

    /// The list over `services.counters`.
    public init(services: Services, strings: Localizer) {
        counters = services.counters
        self.strings = strings
        title = strings(.countersTitle)
    }

    // MARK: Inputs

    /// The screen loaded: loads the counters under the HUD.
    public func viewDidLoad() {
        load(showingHUD: true)
    }

    /// Pull-to-refresh (`r`): loads again without the HUD; rows with presses on their way keep them.
    public func refreshRequested() {
        load(showingHUD: false)
    }

    /// A row's `+` (its button, or the `+` key on the selected row).
    public func plusTapped(counterID: Counter.ID) {
        guard let row = rows.first(where: { $0.id == counterID }) else { return }
        if let key = row.tally.press() { send(key, for: row) }
    }

    // MARK: Loading

    private func load(showingHUD: Bool) {
        isLoading = true
        if showingHUD { isShowingHUD = true }
        let counters = counters
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await counters.counters() })
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[Counter], AppError>) {
        isLoading = false
        isShowingHUD = false
        switch result {
        case .success(let loaded):
            error = nil
            if rows.isEmpty {
                rows = loaded.map { CounterRowViewModel(counter: $0, strings: strings) }
            } else {
                for counter in loaded { rows.first { $0.id == counter.id }?.tally.refresh(counter) }
            }
        case .failure(let error):
            if rows.isEmpty {
                self.error = ListError(error, strings: strings)
            } else {
                events.send(.toast(strings.message(for: error)))
            }
        }
    }

    // MARK: Presses

    private func send(_ key: IdempotencyKey, for row: CounterRowViewModel) {
        let counters = counters, id = row.id
        pendingWork.start { [weak self, weak row] in
            let result = await Result(catching: { try await counters.increment(id: id, idempotencyKey: key) })
            guard let self, let row else { return }
            let next: IdempotencyKey?
            switch result {
            case .success(let counter):
                next = row.tally.didCount(counter)
            case .failure(let error) where error.leavesOutcomeUnknown:
                next = await self.resync(row)
            case .failure:
                next = row.tally.didFail()
                self.events.send(.toast(self.strings(.incrementFailed)))
            }
            if let next { self.send(next, for: row) }
        }
    }

    /// The press on its way may have counted: asks the server rather than guessing.
    private func resync(_ row: CounterRowViewModel) async -> IdempotencyKey? {
        let counters = counters
        let check = await Result(catching: { try await counters.counters() })
        if case .success(let loaded) = check, let counter = loaded.first(where: { $0.id == row.id }) {
            return row.tally.didResync(counter)
        }
        events.send(.toast(strings(.incrementFailed)))
        return row.tally.didFailToResync()
    }
}
