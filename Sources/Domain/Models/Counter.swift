/// A row of the counter demo: a named number that only ever goes up by one.
public struct Counter: Identifiable, Codable, Hashable, Sendable {
    /// The counter's identifier, as the backend assigns it.
    public typealias ID = Int

    /// The counter's identifier.
    public var id: ID
    /// The row title, e.g. `Item 3`.
    public var title: String
    /// The current value.
    public var value: Int

    /// Creates a counter.
    public init(id: ID, title: String, value: Int = 0) {
        self.id = id
        self.title = title
        self.value = value
    }
}
