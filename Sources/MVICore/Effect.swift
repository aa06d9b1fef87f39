/// Work a reducer asks the store to do, whose results come back as actions.
///
/// Effects are values: a reducer returns `.none`, `.send(action)`, `.run { send in … }`,
/// several merged, or a cancellation — and the store (or a test store) decides how to
/// run them. That is what makes reducers pure and exhaustively testable.
public struct Effect<Action: Sendable>: Sendable {
    /// What an effect does, as data.
    public enum Operation: Sendable {
        /// Sends these actions back into the store, synchronously, in order.
        case send([Action])
        /// Runs asynchronous work that may send actions back while it runs.
        case run(id: AnyEffectID?, cancelInFlight: Bool, body: @Sendable (Send<Action>) async -> Void)
        /// Cancels the running effects with this id.
        case cancel(AnyEffectID)
    }

    /// The operations, run in order.
    public let operations: [Operation]

    /// An effect doing `operations`, in order.
    public init(operations: [Operation]) { self.operations = operations }

    /// No effect.
    public static var none: Effect { Effect(operations: []) }

    /// Sends `action` straight back into the store.
    public static func send(_ action: Action) -> Effect { Effect(operations: [.send([action])]) }

    /// Runs `body` asynchronously; it may `await send(action)` any number of times.
    public static func run(_ body: @escaping @Sendable (Send<Action>) async -> Void) -> Effect {
        Effect(operations: [.run(id: nil, cancelInFlight: false, body: body)])
    }

    /// Several effects, run together.
    public static func merge(_ effects: Effect...) -> Effect {
        // A loop, not `flatMap(\.operations)`: a key path into a generic type is built at run time
        // on every call, and every reducer that composes children merges on every action.
        var operations: [Operation] = []
        for effect in effects where !effect.operations.isEmpty { operations.append(contentsOf: effect.operations) }
        return Effect(operations: operations)
    }

    /// Cancels the effects started with `.cancellable(id:)`.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect(operations: [.cancel(AnyEffectID(id))])
    }

    /// Marks this effect's async work as cancellable with `id`; with `cancelInFlight`, a
    /// new one first cancels the one already running under that id.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
        Effect(operations: operations.map { op in
            if case let .run(_, _, body) = op { return .run(id: AnyEffectID(id), cancelInFlight: cancelInFlight, body: body) }
            return op
        })
    }

    /// Turns this effect's actions into another action type (used when scoping features).
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
        Effect<Other>(operations: operations.map { op in
            switch op {
            case let .send(actions): return .send(actions.map(transform))
            case let .run(id, cancelInFlight, body):
                return .run(id: id, cancelInFlight: cancelInFlight) { send in
                    await body(Send { action in send(transform(action)) })
                }
            case let .cancel(id): return .cancel(id)
            }
        })
    }
}

/// A type-erased, hashable effect identifier.
public struct AnyEffectID: Hashable, Sendable {
    private let base: AnyHashableSendable
    /// The identifier `id`, type-erased.
    public init(_ id: some Hashable & Sendable) { base = AnyHashableSendable(id) }
}

/// `AnyHashable` that is also `Sendable` because it only ever wraps Sendable values.
struct AnyHashableSendable: Hashable, @unchecked Sendable {
    let value: AnyHashable
    init(_ value: some Hashable & Sendable) { self.value = AnyHashable(value) }
}

/// Sends actions from an effect back into its store, on the main actor.
public struct Send<Action: Sendable>: Sendable {
    private let send: @MainActor @Sendable (Action) -> Void

    /// A sender that hands each action to `send`.
    public init(_ send: @escaping @MainActor @Sendable (Action) -> Void) { self.send = send }

    /// Sends `action` into the store (ignored once the effect was cancelled).
    @MainActor public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        send(action)
    }
}
