/// Which list of users a screen shows: the two scenes that share one row and one follow
/// button (the app spec's scene A and scene B).
///
/// The row never knows which scene it is in; its follow event travels up to the screen, and
/// the screen's scene decides what happens (``asksBeforeUnfollow``).
public enum UserListScene: Sendable, Hashable, Codable {
    /// Scene A: the users `userID` follows (`Friends`); unfollowing asks first.
    case friends(of: User.ID)
    /// Scene B: people the signed-in user does not follow yet (`Suggested users`); unfollowing
    /// does not ask.
    case suggestedUsers

    /// What the list says when it has nobody: `No friends yet` / `No suggestions right now`.
    public var emptyText: L10n {
        switch self {
        case .friends: .noFriendsYet
        case .suggestedUsers: .noSuggestions
        }
    }

    /// Whether unfollowing someone in this scene asks `Unfollow NAME?` first.
    public var asksBeforeUnfollow: Bool {
        switch self {
        case .friends: true
        case .suggestedUsers: false
        }
    }

    /// The screen's title.
    public var title: L10n {
        switch self {
        case .friends: .friendsTitle
        case .suggestedUsers: .suggestedUsers
        }
    }
}
