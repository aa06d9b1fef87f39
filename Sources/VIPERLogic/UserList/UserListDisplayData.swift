import Domain

/// What a user row shows, as display strings (and the id its follow button reports).
public struct UserRowDisplayData: Equatable, Sendable {
    /// The user the row shows.
    public var id: User.ID
    /// The user's name.
    public var name: String
    /// `Summary: …` (or the fallback text).
    public var summary: String
    /// `Follow` or `Following`.
    public var followTitle: String
    /// Whether I follow the user (the button is marked).
    public var isFollowing: Bool
}
