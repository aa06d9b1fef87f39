/// One case of an enum with a payload, as a value: how to embed a payload in that case, and how
/// to get it back out of a value that is that case. What a key path is to a struct's property, a
/// case path is to an enum's case — ``Scope`` uses one to find a child feature's actions among
/// its parent's.
///
/// ```swift
/// extension Parent.Action {
///     static let child = CasePath(embed: Self.child) { if case .child(let action) = $0 { action } else { nil } }
/// }
/// ```
public struct CasePath<Root, Value>: Sendable {
    /// Wraps a payload in the case: `Parent.Action.child(action)`.
    public let embed: @Sendable (Value) -> Root
    /// The payload when `root` is the case, `nil` when it is another one.
    public let extract: @Sendable (Root) -> Value?

    /// A case path from the case's constructor and the pattern match that undoes it.
    public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }
}
