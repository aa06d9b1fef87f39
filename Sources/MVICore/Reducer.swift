/// The heart of MVI: a pure function from the current state and an action to the
/// next state, plus the effects to run.
///
/// A reducer never performs side effects itself. It mutates `state` in place and
/// returns an ``Effect`` describing the asynchronous work (service calls, timers)
/// whose results come back as further actions.
///
/// ```swift
/// struct CounterFeature: Reducer {
///     struct State: Equatable { var count = 0 }
///     enum Action { case plusTapped }
///     func reduce(into state: inout State, action: Action) -> Effect<Action> {
///         switch action {
///         case .plusTapped: state.count += 1; return .none
///         }
///     }
/// }
/// ```
public protocol Reducer<State, Action> {
    associatedtype State
    associatedtype Action: Sendable

    /// Evolves `state` for `action` and returns the effects to run.
    func reduce(into state: inout State, action: Action) -> Effect<Action>
}

