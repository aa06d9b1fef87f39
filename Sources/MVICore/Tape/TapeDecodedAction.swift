/// What a tape reads one screen kind's actions as when their JSON shape changed since tapes were
/// first recorded: a type that decodes today's shape and the older ones, and hands over today's
/// action. ``Tape/parse(_:actionTypes:)`` keeps ``action``, not this type, so a player feeds each
/// store its own action type and an old tape replays like a new one.
public protocol TapeDecodedAction: Decodable, Sendable {
    /// The action type the screen's store receives.
    associatedtype Action: Sendable

    /// The decoded action, in today's shape.
    var action: Action { get }
}
