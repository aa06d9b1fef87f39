/// A person in the app: the owner of a profile, a friend, or a suggested user.
///
/// `isFollowing` is relative to the signed-in account that fetched the user.
public struct User: Identifiable, Codable, Hashable, Sendable {
    /// The user's identifier, as the backend assigns it.
    public typealias ID = Int

    /// The user's identifier.
    public var id: ID
    /// The display name (may contain Chinese characters).
    public var name: String
    /// A one-line self description; may be empty.
    public var summary: String
    /// How many blogs the user has published.
    public var postCount: Int
    /// How many users this user follows.
    public var friendCount: Int
    /// Whether the signed-in account follows this user.
    public var isFollowing: Bool

    /// Creates a user.
    public init(
        id: ID,
        name: String,
        summary: String = "",
        postCount: Int = 0,
        friendCount: Int = 0,
        isFollowing: Bool = false
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.postCount = postCount
        self.friendCount = friendCount
        self.isFollowing = isFollowing
    }
}

extension User {
    /// Up to two letters for an avatar placeholder: the initials of the first two
    /// words ("Ada Lovelace" → "AL"), or the first character of a name without
    /// spaces ("老师" → "老").
    public var initials: String {
        let words = name.split(whereSeparator: \.isWhitespace)
        switch words.count {
        case 0: return "?"
        case 1: return String(words[0].prefix(1)).uppercased()
        default: return (String(words[0].prefix(1)) + String(words[1].prefix(1))).uppercased()
        }
    }
}

extension User {
    /// The signed-in user after it followed (`isFollowing == true`) or unfollowed someone it
    /// had (`wasFollowing`) or had not followed: `friendCount` one up or one down, never below 0,
    /// and unchanged when nothing changed. Every pattern's one source of truth for the header's
    /// `Friends N` applies this at once, so going back shows the new count without a request.
    public func afterFollowChange(from wasFollowing: Bool, to isFollowing: Bool) -> User {
        guard wasFollowing != isFollowing else { return self }
        var user = self
        user.friendCount = max(0, friendCount + (isFollowing ? 1 : -1))
        return user
    }
}
