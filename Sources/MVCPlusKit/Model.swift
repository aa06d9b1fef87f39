import Domain

/// Where a ``Model`` is in its load, as in Vizzle's `VZModel`.
public enum ModelState: Equatable, Sendable {
    /// Made, never loaded.
    case ready
    /// A load runs.
    case loading
    /// The last load succeeded.
    case finished
    /// The last load failed.
    case error(AppError)
}

/// MVC+'s model: a value loaded from a service, with a state machine (ready → loading →
/// finished / error, and again on every reload) and a hook for each state, which the scene
/// controller sets (the active flow M → C → VM → V starts here).
///
/// A load while one runs is ignored. The work goes through the controller's ``PendingWork``,
/// so tests and the app know when it is done.
@MainActor
public final class Model<Value: Sendable> {
    /// The state.
    public private(set) var state: ModelState = .ready
    /// The last value loaded (kept through a failed reload).
    public private(set) var value: Value?

    /// Called when a load starts.
    public var onLoading: (@MainActor () -> Void)?
    /// Called with the value when a load succeeds.
    public var onFinished: (@MainActor (Value) -> Void)?
    /// Called with the error when a load fails.
    public var onError: (@MainActor (AppError) -> Void)?

    private let work: PendingWork
    private let fetch: @Sendable () async -> Result<Value, AppError>

    /// A model whose loads run `fetch` as `work`.
    public init(work: PendingWork, fetch: @escaping @Sendable () async -> Result<Value, AppError>) {
        self.work = work
        self.fetch = fetch
    }

    /// Starts a load (nothing when one is running).
    public func load() {
        guard state != .loading else { return }
        state = .loading
        onLoading?()
        let fetch = fetch
        work.start { [weak self] in
            let result = await fetch()
            self?.finish(result)
        }
    }

    /// Changes the loaded value where the controller knows better than the last load (a change
    /// made on another page, e.g. a follow that moves a friend count): the changed value is
    /// handed on through ``onFinished`` like a loaded one. Nothing happens before a first value.
    public func modify(_ change: (inout Value) -> Void) {
        guard var changed = value else { return }
        change(&changed)
        value = changed
        onFinished?(changed)
    }

    private func finish(_ result: Result<Value, AppError>) {
        switch result {
        case .success(let value):
            self.value = value
            state = .finished
            onFinished?(value)
        case .failure(let error):
            state = .error(error)
            onError?(error)
        }
    }
}
