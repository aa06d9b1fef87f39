import Domain
import MVICore

/// The counter list as one reducer: every row's ``Domain/CounterTally`` lives in state, so the
/// rule "one press per row on its way, each with its own key; a refusal rolls one back; an
/// unknown outcome is checked with the server" is pure and tested through the TestStore.
public struct CounterFeature: Reducer, Sendable {
    /// The rows and what is going on with them.
    public struct State: Equatable, Sendable {
        /// One tally per counter, in display order.
        public var tallies: [CounterTally] = []
        /// A load is running.
        public var isLoading = false
        /// The HUD covers the list (the first load).
        public var isShowingHUD = false
        /// The first load failed: the list shows this error.
        public var loadError: AppError?
        /// The message to toast (one-shot).
        public var toast: ToastMessage?

        /// A list not loaded yet.
        public init() {}
    }

    /// A one-shot message the view shows as a toast, then acknowledges.
    public enum ToastMessage: Equatable, Sendable {
        case error(AppError)
        case incrementFailed
    }

    /// Everything that can happen to the list.
    public enum Action: Equatable, Sendable {
        case viewDidLoad
        case refresh
        case countersResponse(Result<[Counter], AppError>)
        /// A row's `+` (its button, or the `+` key on the selected row).
        case plusTapped(Counter.ID)
        case incrementResponse(Counter.ID, Result<Counter, AppError>)
        /// The check after an unknown outcome.
        case resyncResponse(Counter.ID, Result<[Counter], AppError>)
        case toastShown
    }

    let counters: any CounterService
    let makeKey: @Sendable () -> IdempotencyKey

    /// The list over `services.counters`; `makeKey` gives each press its idempotency key (random
    /// in the app, predictable in tests).
    public init(services: Services, makeKey: @escaping @Sendable () -> IdempotencyKey = { .random() }) {
        counters = services.counters
        self.makeKey = makeKey
    }

    /// Evolves the list for `action` and returns the requests to run.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            state.isShowingHUD = true
            return load(&state)
        case .refresh:
            return load(&state)
        case .countersResponse(.success(let loaded)):
            state.isLoading = false
            state.isShowingHUD = false
            state.loadError = nil
            if state.tallies.isEmpty {
                state.tallies = loaded.map(CounterTally.init)
            } else {
                for counter in loaded {
                    if let index = state.tallies.firstIndex(where: { $0.counterID == counter.id }) { state.tallies[index].refresh(counter) }
                }
            }
            return .none
        case .countersResponse(.failure(let error)):
            state.isLoading = false
            state.isShowingHUD = false
            if state.tallies.isEmpty { state.loadError = error } else { state.toast = .error(error) }
            return .none
        case .plusTapped(let id):
            return step(id, &state) { $0.press(key: makeKey()) }
        case .incrementResponse(let id, .success(let counter)):
            return step(id, &state) { $0.didCount(counter) }
        case .incrementResponse(let id, .failure(let error)) where error.leavesOutcomeUnknown:
            let counters = counters
            return .run { @MainActor send in
                send(.resyncResponse(id, await Result(catching: { try await counters.counters() })))
            }
        case .incrementResponse(let id, .failure):
            state.toast = .incrementFailed
            return step(id, &state) { $0.didFail() }
        case .resyncResponse(let id, .success(let loaded)):
            guard let counter = loaded.first(where: { $0.id == id }) else {
                state.toast = .incrementFailed
                return step(id, &state) { $0.didFailToResync() }
            }
            return step(id, &state) { $0.didResync(counter) }
        case .resyncResponse(let id, .failure):
            state.toast = .incrementFailed
            return step(id, &state) { $0.didFailToResync() }
        case .toastShown:
            state.toast = nil
            return .none
        }
    }

    private func load(_ state: inout State) -> Effect<Action> {
        state.isLoading = true
        let counters = counters
        return .run { @MainActor send in
            send(.countersResponse(await Result(catching: { try await counters.counters() })))
        }
    }

    /// Applies `change` to the row of `id`; sends the press it returns, if any.
    private func step(_ id: Counter.ID, _ state: inout State, _ change: (inout CounterTally) -> IdempotencyKey?) -> Effect<Action> {
        guard let index = state.tallies.firstIndex(where: { $0.counterID == id }), let key = change(&state.tallies[index]) else {
            return .none
        }
        let counters = counters
        return .run { @MainActor send in
            send(.incrementResponse(id, await Result(catching: { try await counters.increment(id: id, idempotencyKey: key) })))
        }
    }
}
