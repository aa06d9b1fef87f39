import Domain

/// User detail: the title and every field of the user, as `label   value` lines.
@MainActor
public struct UserDetailViewModel {
    /// The screen title (the user's name).
    public let title: String
    /// The fields, in order.
    public let fields: [(label: String, value: String)]

    /// Creates the detail of `user`.
    public init(user: User, strings: Localizer) {
        title = user.name
        fields = [
            (strings(.idLabel), String(user.id)),
            (strings(.name), user.name),
            (strings(.summaryLabel), user.summary),
            (strings(.postsLabel), String(user.postCount)),
            (strings(.friendsTitle), String(user.friendCount)),
            (strings(.isFollowingLabel), user.isFollowing ? strings(.yes) : strings(.no)),
        ]
    }
}
