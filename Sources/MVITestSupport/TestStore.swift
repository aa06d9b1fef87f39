import MVICore
import Testing

/// An exhaustive test harness for a ``Reducer``, shaped like TCA's `TestStore`.
///
/// Every action you send must say exactly how the state changes; every action an
/// effect feeds back must be `receive`d, in order, with its state change; and at the
/// end no effect may still be running. Anything unasserted is a test failure.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State(), reducer: Feature(services: fakes))
/// await store.send(.onAppear) { $0.isLoading = true }
/// await store.receive(.loaded(.success(items))) { $0.isLoading = false; $0.items = items }
/// await store.finish()
/// ```
@MainActor
public final class TestStore<R: Reducer> where R.State: Equatable, R.Action: Equatable {
    /// The reducer's state.
    public typealias State = R.State
    /// The reducer's action.
    public typealias Action = R.Action

    /// The state after the last asserted step.
    public private(set) var state: State
    private let reducer: R
    private var received: [Action] = []
    private var running: [Int: Task<Void, Never>] = [:]
    private var runningIDs: [Int: AnyEffectID] = [:]
    private var nextKey = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A test store running `reducer` from `initialState`.
    public init(initialState: State, reducer: R) {
        self.state = initialState
        self.reducer = reducer
    }

    /// Sends `action` and asserts the state afterwards equals the current state changed by `expect`.
    public func send(
        _ action: Action,
        assert expect: ((inout State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        if !received.isEmpty {
            Issue.record("Must handle \(received.count) received action(s) before sending \(action): \(received)", sourceLocation: sourceLocation)
        }
        step(action, expect: expect, sourceLocation: sourceLocation)
        await Task.yield()
    }

    /// Waits for the next action an effect sends, checks it is `expected`, and asserts the state change.
    public func receive(
        _ expected: Action,
        assert expect: ((inout State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        while received.isEmpty && !running.isEmpty {
            await withCheckedContinuation { waiters.append($0) }
        }
        guard !received.isEmpty else {
            Issue.record("Expected to receive \(expected), but no action was received and no effect is running.", sourceLocation: sourceLocation)
            return
        }
        let action = received.removeFirst()
        if action != expected {
            Issue.record("Received \(action), expected \(expected).", sourceLocation: sourceLocation)
        }
        step(action, expect: expect, sourceLocation: sourceLocation)
    }

    /// Asserts every effect finished and every received action was asserted.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        while !running.isEmpty && received.isEmpty {
            await withCheckedContinuation { waiters.append($0) }
        }
        if !received.isEmpty {
            Issue.record("\(received.count) received action(s) were not asserted: \(received)", sourceLocation: sourceLocation)
        }
        if !running.isEmpty {
            Issue.record("\(running.count) effect(s) still running.", sourceLocation: sourceLocation)
        }
    }

    /// Drops remaining received actions and cancels running effects (for tests that stop early).
    public func skipRemaining() {
        received.removeAll()
        for task in running.values { task.cancel() }
        running.removeAll()
    }

    private func step(_ action: Action, expect: ((inout State) -> Void)?, sourceLocation: SourceLocation) {
        var expected = state
        expect?(&expected)
        var actual = state
        let effect = reducer.reduce(into: &actual, action: action)
        if actual != expected {
            Issue.record("State after \(action) differs.\n  expected: \(expected)\n    actual: \(actual)", sourceLocation: sourceLocation)
        }
        state = actual
        run(effect)
    }

    private func run(_ effect: Effect<Action>) {
        for operation in effect.operations {
            switch operation {
            case let .send(actions):
                received.append(contentsOf: actions)
            case let .cancel(id):
                for (key, runningID) in runningIDs where runningID == id {
                    running[key]?.cancel()
                    running[key] = nil
                    runningIDs[key] = nil
                }
                wake()
            case let .run(id, cancelInFlight, body):
                if let id, cancelInFlight {
                    for (key, runningID) in runningIDs where runningID == id {
                        running[key]?.cancel(); running[key] = nil; runningIDs[key] = nil
                    }
                }
                let key = nextKey
                nextKey += 1
                let send = Send<Action> { [weak self] action in
                    self?.received.append(action)
                    self?.wake()
                }
                running[key] = Task { @MainActor [weak self] in
                    await body(send)
                    self?.running[key] = nil
                    self?.runningIDs[key] = nil
                    self?.wake()
                }
                if let id { runningIDs[key] = id }
            }
        }
    }

    private func wake() {
        let pending = waiters
        waiters.removeAll()
        for waiter in pending { waiter.resume() }
    }
}
