import Domain

/// User detail: the title and every field of the user, as `label   value` lines.
@MainActor
public struct UserDetailViewModel {
    /// The screen title (the user's name).
    public let title: String
    /// The fields, in order.
    public let fields: [(label: String, value: String)]

    /// Creates the detail of `user` (`isSignedInUser`: the signed-in user's own, without `Following?`).
    public init(user: User, isSignedInUser: Bool, strings: Localizer) {
        title = user.name
        fields = strings.detailFields(of: user, isSignedInUser: isSignedInUser).map { ($0.label, $0.value) }
    }
}
