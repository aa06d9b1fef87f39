import Domain

/// What a counter row shows.
public struct CounterRowDisplayData: Equatable, Sendable {
    /// The counter's id (the row's `+` carries it).
    public var id: Counter.ID
    /// `Item N`.
    public var title: String
    /// The number.
    public var value: String
}
