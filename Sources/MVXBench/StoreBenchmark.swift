import MVICore
import TerminalUI

/// The MVI store's own cost: send one action through `depth` nested scopes and have an observer of
/// the innermost scope see the new state — what a key costs the store before any view draws.
///
/// The same workload is what the ReSwift comparison in docs/benchmarks.md runs (a store, one
/// counter action, a subscriber behind `depth` chained `select`s), built beside the project.
@MainActor
public enum StoreBenchmark {
    /// Ten counters; an action adds one to one of them.
    struct Counters: Equatable, Sendable {
        var values = [Int](repeating: 0, count: 10)
    }

    enum Action: Sendable {
        case increment(Int)
    }

    struct Feature: Reducer {
        func reduce(into state: inout Counters, action: Action) -> Effect<Action> {
            switch action {
            case .increment(let index): state.values[index] += 1
            }
            return .none
        }
    }

    /// Nanoseconds per send-and-observe at scope `depth`, median of `batches` batches of `count`.
    public static func nanosecondsPerAction(depth: Int, count: Int = 100_000, batches: Int = 7) -> Double {
        let root = Store(initialState: Counters(), reducer: Feature())
        var scoped = root
        for _ in 0..<depth { scoped = scoped.scope(state: { $0 }, action: { $0 }) }
        var seen = 0
        let observation = scoped.observe { seen = $0.values[depth % 10] }
        var results: [Double] = []
        for _ in 0..<batches {
            let start = FrameTrace.now()
            for _ in 0..<count { scoped.send(.increment(depth % 10)) }
            results.append(Double(FrameTrace.now() - start) / Double(count))
        }
        precondition(seen == batches * count, "the observer saw every action")
        withExtendedLifetime(observation) {}
        results.sort()
        return results[results.count / 2]
    }
}
