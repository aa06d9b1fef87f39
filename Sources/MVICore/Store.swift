/// Runs a feature: holds its one state value, sends actions through its reducer,
/// runs the effects the reducer returns, and tells observers when state changed.
///
/// There is one root store per screen tree. Child views get a *scoped* store — a view
/// onto a part of the root state and a way to send child actions into the root — never
/// a retained copy of the state, so there is exactly one source of truth.
@MainActor
public final class Store<State, Action: Sendable> {
    private let readState: @MainActor () -> State
    private let sendAction: @MainActor (Action) -> Void
    private let core: any StoreCoreProtocol
    /// The machinery typed by this store's own action: set for a root store only.
    let root: StoreCore<State, Action>?

    /// Creates a root store.
    public init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        let core = StoreCore(initialState: initialState, reducer: reducer)
        self.core = core
        self.root = core
        self.readState = { core.state }
        self.sendAction = { core.send($0) }
    }

    private init(core: any StoreCoreProtocol, readState: @escaping @MainActor () -> State, sendAction: @escaping @MainActor (Action) -> Void) {
        self.core = core
        self.root = nil
        self.readState = readState
        self.sendAction = sendAction
    }

    /// The current state (read through to the root store).
    public var state: State { readState() }

    /// Reads one value of the state: `store[\.title]`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value { state[keyPath: keyPath] }

    /// Sends an action: the reducer runs synchronously, effects start, observers are told.
    ///
    /// While a ``SessionPlayer`` replays a tape into this store's root, the tape is its only
    /// input and `send` does nothing: the lifecycle actions, acknowledgements and highlights a
    /// view sends by itself are on the tape already, at the moment they happened.
    public func send(_ action: Action) {
        guard !core.isReplaying else { return }
        sendAction(action)
    }

    /// A store for part of this one: reads `state`'s child through `toChildState`, and
    /// sends child actions as `fromChildAction(childAction)`.
    public func scope<ChildState, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action fromChildAction: @escaping @Sendable (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let read = readState, send = sendAction
        return Store<ChildState, ChildAction>(
            core: core,
            readState: { toChildState(read()) },
            sendAction: { send(fromChildAction($0)) }
        )
    }

    /// Calls `onChange` now and after every action that changed the observed state.
    /// Keep the returned token alive as long as you observe.
    public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> StoreObservation where State: Equatable {
        var last = state
        onChange(last)
        return core.addObserver { [readState] in
            let now = readState()
            guard now != last else { return }
            last = now
            onChange(now)
        }
    }

    /// Calls `onChange` now and after every action, without comparing states.
    ///
    /// For screens whose state holds large collections: ``observe(_:)`` keeps the last state
    /// to compare with, and that copy makes the reducer's next change to a shared collection
    /// copy all of it (copy-on-write). Such a view diffs what it drew instead — cheaply, since
    /// an unchanged collection is still the same buffer.
    public func observeEveryAction(_ onChange: @escaping @MainActor (State) -> Void) -> StoreObservation {
        onChange(state)
        return core.addObserver { [readState] in onChange(readState()) }
    }

    /// True while no effect is running.
    public var isIdle: Bool { core.runningEffectCount == 0 }

    /// Waits until every running effect (and those they start) finished.
    public func finishEffects() async { await core.finishEffects() }

    /// Calls `handler` with the task of every effect as it starts — in this store or any store
    /// scoped from the same root. A view hands the tasks to its run loop, which then knows when
    /// the screen has settled (like `spawn { }` for view code).
    public func onEffectStarted(_ handler: @escaping @MainActor (Task<Void, Never>) -> Void) {
        core.addEffectHandler(handler)
    }

    /// Calls `handler` with every action this root store receives — sent by a view, fed back by
    /// an effect, or sent by a scoped store — just before its reducer runs (a ``SessionRecorder``
    /// writes them to a tape this way).
    ///
    /// Only a root store can be observed like this: a scoped store's actions arrive at the root as
    /// root actions, so observe the root.
    public func onAction(_ handler: @escaping @MainActor (Action) -> Void) {
        guard let root else {
            assertionFailure("onAction observes a root store; observe the root, not a scope")
            return
        }
        root.actionHandlers.append(handler)
    }

    /// When false, reducers still run but effects are dropped — replaying a recorded
    /// session reproduces every screen without touching the network.
    public var effectsEnabled: Bool {
        get { core.effectsEnabled }
        set { core.effectsEnabled = newValue }
    }

    /// Whether a ``SessionPlayer`` feeds this store from a tape right now (``send(_:)`` is ignored).
    public var isReplaying: Bool { core.isReplaying }
}

/// Keeps an observation of a ``Store`` alive; observing stops when it is released or cancelled.
@MainActor
public final class StoreObservation {
    private var onCancel: (() -> Void)?
    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    /// Stops observing.
    public func cancel() { onCancel?(); onCancel = nil }
    isolated deinit { onCancel?() }
}

@MainActor
protocol StoreCoreProtocol: AnyObject {
    func addObserver(_ observer: @escaping @MainActor () -> Void) -> StoreObservation
    var runningEffectCount: Int { get }
    func finishEffects() async
    var effectsEnabled: Bool { get set }
    var isReplaying: Bool { get set }
    func addEffectHandler(_ handler: @escaping @MainActor (Task<Void, Never>) -> Void)
}

/// The root store's machinery: state, reducer, effects and observers.
@MainActor
final class StoreCore<State, Action: Sendable>: StoreCoreProtocol {
    private(set) var state: State
    private let reduce: (inout State, Action) -> Effect<Action>
    private var observers: [Int: @MainActor () -> Void] = [:]
    private var nextObserverID = 0
    private var isSending = false
    private var queue: [Action] = []
    private var running: [Int: (id: AnyEffectID?, task: Task<Void, Never>)] = [:]
    private var nextEffectKey = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    var actionHandlers: [@MainActor (Action) -> Void] = []
    private var effectHandlers: [@MainActor (Task<Void, Never>) -> Void] = []
    var effectsEnabled = true
    var isReplaying = false

    init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        state = initialState
        reduce = { reducer.reduce(into: &$0, action: $1) }
    }

    var runningEffectCount: Int { running.count }

    func send(_ action: Action) {
        guard !isSending else {  // re-entrant sends are queued and run in order
            queue.append(action)
            hasQueued = true
            return
        }
        isSending = true
        // The action runs at once; the queue is touched only when something was queued meanwhile
        // (a re-entrant send, an effect's `.send`), so the common case does no array work.
        process(action)
        while hasQueued {
            let queued = queue
            queue = []
            hasQueued = false
            for next in queued { process(next) }
        }
        isSending = false
        // Observers run after sending finished, so an observer may send (acknowledge a
        // one-shot) and that action is processed rather than left in the queue.
        for observer in observers.values { observer() }
    }

    /// Whether `queue` holds actions (a flag, so the common path never asks the generic array).
    private var hasQueued = false

    private func process(_ action: Action) {
        for handler in actionHandlers { handler(action) }
        let effect = reduce(&state, action)
        if effectsEnabled, !effect.operations.isEmpty { start(effect) }
    }

    private func start(_ effect: Effect<Action>) {
        for operation in effect.operations {
            switch operation {
            case let .send(actions):
                queue.append(contentsOf: actions)
                hasQueued = hasQueued || !actions.isEmpty
            case let .cancel(id):
                cancel(id)
            case let .run(id, cancelInFlight, body):
                if let id, cancelInFlight { cancel(id) }
                let key = nextEffectKey
                nextEffectKey += 1
                let send = Send<Action> { [weak self] action in self?.send(action) }
                let task = Task { @MainActor [weak self] in
                    await body(send)
                    self?.effectFinished(key)
                }
                running[key] = (id, task)
                for handler in effectHandlers { handler(task) }
            }
        }
    }

    private func cancel(_ id: AnyEffectID) {
        for (key, entry) in running where entry.id == id {
            entry.task.cancel()
            running[key] = nil
        }
        resumeIdleWaitersIfIdle()
    }

    private func effectFinished(_ key: Int) {
        running[key] = nil
        resumeIdleWaitersIfIdle()
    }

    private func resumeIdleWaitersIfIdle() {
        guard running.isEmpty else { return }
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }

    func addEffectHandler(_ handler: @escaping @MainActor (Task<Void, Never>) -> Void) {
        effectHandlers.append(handler)
    }

    func finishEffects() async {
        while !running.isEmpty {
            await withCheckedContinuation { idleWaiters.append($0) }
        }
    }

    func addObserver(_ observer: @escaping @MainActor () -> Void) -> StoreObservation {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = observer
        return StoreObservation { [weak self] in self?.observers[id] = nil }
    }
}
