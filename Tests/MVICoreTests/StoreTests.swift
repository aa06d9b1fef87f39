import MVICore
import MVITestSupport
import Testing

/// A tiny feature: a list of counters loaded by an effect, each incremented locally.
struct CountersFeature: Reducer {
    struct State: Equatable {
        var isLoading = false
        var values: [Int] = []
        var detail = DetailState()
    }
    struct DetailState: Equatable { var title = "" }
    enum Action: Equatable, Sendable {
        case onAppear
        case loaded([Int])
        case increment(index: Int)
        case detail(DetailAction)
        case cancelLoad
    }
    enum DetailAction: Equatable, Sendable { case rename(String) }

    let load: @Sendable () async -> [Int]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            state.isLoading = true
            return .run { send in await send(.loaded(await load())) }.cancellable(id: "load", cancelInFlight: true)
        case let .loaded(values):
            state.isLoading = false
            state.values = values
            return .none
        case let .increment(index):
            guard state.values.indices.contains(index) else { return .none }
            state.values[index] += 1
            return .none
        case let .detail(.rename(title)):
            state.detail.title = title
            return .none
        case .cancelLoad:
            state.isLoading = false
            return .cancel(id: "load")
        }
    }
}

@MainActor
@Suite struct StoreTests {
    @Test func sendRunsReducerAndEffectsFeedBackActions() async {
        let store = Store(initialState: CountersFeature.State(), reducer: CountersFeature(load: { [1, 2, 3] }))
        store.send(.onAppear)
        #expect(store.state.isLoading)
        await store.finishEffects()
        #expect(store.state.values == [1, 2, 3])
        #expect(!store.state.isLoading)
        #expect(store.isIdle)
    }

    @Test func effectHandlersGetEveryEffectTaskOnlyWhenOneStarts() async {
        let store = Store(initialState: CountersFeature.State(), reducer: CountersFeature(load: { [4, 5] }))
        var tasks: [Task<Void, Never>] = []
        store.onEffectStarted { tasks.append($0) }
        store.send(.increment(index: 0))          // no effect: no task
        #expect(tasks.isEmpty)
        store.scope(state: \.detail, action: CountersFeature.Action.detail).send(.rename("x"))
        #expect(tasks.isEmpty)
        store.send(.onAppear)                      // one effect: its task
        #expect(tasks.count == 1)
        for task in tasks { await task.value }
        #expect(store.state.values == [4, 5])
        #expect(store.isIdle)
    }

    @Test func scopedStoreReadsThroughToRootAndSendsIntoIt() async {
        let store = Store(initialState: CountersFeature.State(), reducer: CountersFeature(load: { [] }))
        let detail = store.scope(state: \.detail, action: CountersFeature.Action.detail)
        detail.send(.rename("Hello"))
        #expect(store.state.detail.title == "Hello")
        #expect(detail.state.title == "Hello")
        store.send(.detail(.rename("Again")))
        #expect(detail.state.title == "Again", "a scope is a view onto the root, not a copy")
    }

    @Test func observersHearOnlyChangesOfWhatTheyObserve() async {
        let store = Store(initialState: CountersFeature.State(values: [0, 0]), reducer: CountersFeature(load: { [] }))
        var titles: [String] = []
        let detail = store.scope(state: \.detail, action: CountersFeature.Action.detail)
        let observation = detail.observe { titles.append($0.title) }
        store.send(.increment(index: 0))           // detail unchanged: no call
        detail.send(.rename("A"))
        detail.send(.rename("A"))                  // same value: no call
        detail.send(.rename("B"))
        #expect(titles == ["", "A", "B"])
        observation.cancel()
        detail.send(.rename("C"))
        #expect(titles == ["", "A", "B"])
    }

    @Test func cancellingStopsTheEffectsActions() async {
        let gate = AsyncGate()
        let store = Store(initialState: CountersFeature.State(), reducer: CountersFeature(load: {
            await gate.wait()
            return [9]
        }))
        store.send(.onAppear)
        store.send(.cancelLoad)
        await gate.open()
        await store.finishEffects()
        #expect(store.state.values.isEmpty)
        #expect(!store.state.isLoading)
    }

    @Test func effectsDisabledReplaysStateWithoutSideEffects() async {
        let store = Store(initialState: CountersFeature.State(), reducer: CountersFeature(load: {
            Issue.record("replay must not run effects")
            return []
        }))
        store.effectsEnabled = false
        var log: [CountersFeature.Action] = []
        store.onAction { log.append($0) }
        for action in [CountersFeature.Action.onAppear, .loaded([4, 5]), .increment(index: 1)] { store.send(action) }
        #expect(store.state == CountersFeature.State(isLoading: false, values: [4, 6]))
        #expect(log.count == 3)
    }

    @Test func testStoreAssertsEverySendAndReceive() async {
        let store = TestStore(initialState: CountersFeature.State(), reducer: CountersFeature(load: { [7] }))
        await store.send(.onAppear) { $0.isLoading = true }
        await store.receive(.loaded([7])) {
            $0.isLoading = false
            $0.values = [7]
        }
        await store.send(.increment(index: 0)) { $0.values = [8] }
        await store.finish()
    }
}

/// Opens once; every waiter before and after proceeds.
actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }
    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }
}

/// A feature that logs the order actions reach the reducer: `.start` sends `.a` and `.b` through
/// effects; `.a` sends `.c`.
struct OrderFeature: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable, Sendable { case start, a, b, c, d }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.log.append("\(action)")
        switch action {
        case .start: return .merge(.send(.a), .send(.b))
        case .a: return .send(.c)
        default: return .none
        }
    }
}

@MainActor
@Suite struct StoreOrderTests {
    @Test func queuedActionsRunFirstInFirstOutAndObserversHearOnceAtTheEnd() {
        let store = Store(initialState: OrderFeature.State(), reducer: OrderFeature())
        var heard: [[String]] = []
        var sentFromHandler = false
        store.onAction { action in
            // A send while the store is sending (re-entrant) waits its turn behind what is queued.
            if action == .a, !sentFromHandler { sentFromHandler = true; store.send(.d) }
        }
        let observation = store.observe { heard.append($0.log) }
        store.send(.start)
        #expect(store.state.log == ["start", "a", "b", "d", "c"])
        #expect(heard == [[], ["start", "a", "b", "d", "c"]])
        store.send(.b)
        #expect(heard.last == ["start", "a", "b", "d", "c", "b"])
        withExtendedLifetime(observation) {}
    }
}
