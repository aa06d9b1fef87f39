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
        fields = strings.detailFields(of: user).map { ($0.label, $0.value) }
    }
}
