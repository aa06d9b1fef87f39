import MVICore
import MVITestSupport
import Testing

/// A child feature: a number whose `fetch` loads a new value through an effect.
struct NumberFeature: Reducer {
    struct State: Equatable {
        var count = 0
    }
    enum Action: Equatable, Sendable {
        case increment
        case fetch
        case fetched(Int)
    }

    let number: Int

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .fetch:
            let number = number
            return .run { @MainActor send in send(.fetched(number)) }
        case .fetched(let value):
            state.count = value
            return .none
        }
    }
}

/// A parent composing the same child twice, plus rules of its own.
struct PairFeature: Reducer {
    struct State: Equatable {
        var left = NumberFeature.State()
        var right = NumberFeature.State()
        var log: [String] = []
    }
    enum Action: Equatable, Sendable {
        case left(NumberFeature.Action)
        case right(NumberFeature.Action)
        case fetchBoth
    }

    static let left = CasePath<Action, NumberFeature.Action>(embed: Action.left) { if case .left(let a) = $0 { a } else { nil } }
    static let right = CasePath<Action, NumberFeature.Action>(embed: Action.right) { if case .right(let a) = $0 { a } else { nil } }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .merge(
            Scope(state: \State.left, action: Self.left) { NumberFeature(number: 10) }.reduce(into: &state, action: action),
            Scope(state: \State.right, action: Self.right) { NumberFeature(number: 20) }.reduce(into: &state, action: action),
            reduceOwn(into: &state, action: action)
        )
    }

    private func reduceOwn(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .left(.fetched(let value)):
            state.log.append("left \(value) after the child: \(state.left.count)")
            return .none
        case .left, .right:
            return .none
        case .fetchBoth:
            // Runs the children's own rule directly: no `.left(.fetch)` goes through the store.
            return .merge(reduce(into: &state, action: .left(.fetch)), reduce(into: &state, action: .right(.fetch)))
        }
    }
}

@MainActor
@Suite struct ScopeTests {
    @Test func aChildActionChangesOnlyItsPartAndItsEffectComesBackWrapped() async {
        let store = TestStore(initialState: PairFeature.State(), reducer: PairFeature())
        await store.send(.left(.increment)) { $0.left.count = 1 }
        await store.send(.right(.increment)) { $0.right.count = 1 }
        await store.send(.right(.fetch))
        await store.receive(.right(.fetched(20))) { $0.right.count = 20 }
        await store.finish()
    }

    @Test func theParentSeesTheChildsActionAfterTheChildRan() async {
        let store = TestStore(initialState: PairFeature.State(), reducer: PairFeature())
        await store.send(.left(.fetched(3))) {
            $0.left.count = 3
            $0.log = ["left 3 after the child: 3"]
        }
        await store.finish()
    }

    @Test func aParentCanRunItsChildrenDirectly() async {
        let store = TestStore(initialState: PairFeature.State(), reducer: PairFeature())
        await store.send(.fetchBoth)
        await store.receive(.left(.fetched(10))) {
            $0.left.count = 10
            $0.log = ["left 10 after the child: 10"]
        }
        await store.receive(.right(.fetched(20))) { $0.right.count = 20 }
        await store.finish()
    }

    @Test func aCasePathEmbedsAndExtractsOnlyItsCase() {
        #expect(PairFeature.left.embed(.increment) == .left(.increment))
        #expect(PairFeature.left.extract(.left(.fetch)) == .fetch)
        #expect(PairFeature.left.extract(.right(.fetch)) == nil)
        #expect(PairFeature.left.extract(.fetchBoth) == nil)
    }

    @Test func aScopedStoreDrivesTheScopedReducer() async {
        let store = Store(initialState: PairFeature.State(), reducer: PairFeature())
        let right = store.scope(state: \.right, action: PairFeature.Action.right)
        right.send(.fetch)
        await store.finishEffects()
        #expect(right.state.count == 20)
        #expect(store.state.left.count == 0)
    }
}
