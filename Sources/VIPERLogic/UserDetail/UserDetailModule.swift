import Domain

/// A list of label / value rows, as the detail pages show them.
@MainActor
public protocol FieldListViewInterface: AnyObject {
    func showFields(_ fields: [(label: String, value: String)])
}

/// The user detail page: every field of the user (no interactor work: the entity is given).
@MainActor
public final class UserDetailPresenter {
    public weak var view: (any FieldListViewInterface)?
    private let user: User
    private let strings: Localizer

    public init(user: User, strings: Localizer) {
        self.user = user
        self.strings = strings
    }

    /// The view loaded.
    public func viewDidLoad() {
        view?.showFields([
            (strings(.idLabel), String(user.id)),
            (strings(.name), user.name),
            (strings(.summaryLabel), user.summary),
            (strings(.postsLabel), String(user.postCount)),
            (strings(.friendsTitle), String(user.friendCount)),
            (strings(.isFollowingLabel), user.isFollowing ? strings(.yes) : strings(.no)),
        ])
    }
}
