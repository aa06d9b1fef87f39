/// Embeds a child feature in a parent: the child's reducer runs on one part of the parent's state,
/// for the parent's actions that wrap a child action, and its effects come back wrapped the same
/// way. The parent composes its children instead of re-implementing them (TCA's `Scope`).
///
/// ```swift
/// func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     .merge(
///         Scope(state: \State.list, action: Action.list) { ListFeature() }.reduce(into: &state, action: action),
///         reduceOwnActions(into: &state, action: action)
///     )
/// }
/// ```
///
/// Actions of the parent that are not the child's case leave the child's state alone and start
/// nothing. The parent may also run the child directly for one of its actions —
/// `reduce(into: &state, action: .list(.load))` — to reuse the child's rules without sending an
/// action through the store.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
    private let toChildState: WritableKeyPath<ParentState, Child.State>
    private let toChildAction: CasePath<ParentAction, Child.Action>
    private let child: Child

    /// Runs `child()` on `state[keyPath: toChildState]` for the actions `toChildAction` extracts.
    public init(
        state toChildState: WritableKeyPath<ParentState, Child.State>,
        action toChildAction: CasePath<ParentAction, Child.Action>,
        child: () -> Child
    ) {
        self.toChildState = toChildState
        self.toChildAction = toChildAction
        self.child = child()
    }

    /// Runs the child for a child action (mutating the parent's part in place), nothing otherwise.
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(action) else { return .none }
        return child.reduce(into: &state[keyPath: toChildState], action: childAction).map(toChildAction.embed)
    }
}
