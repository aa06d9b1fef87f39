import Domain

/// User detail: every field of the user, titled with the user's name.
@MainActor
public final class UserDetailPresenter: FieldListPagePresenter {
    /// The page.
    public weak var view: (any FieldListPageViewInterface)?
    /// The user shown.
    public let user: User
    private let strings: Localizer

    /// Creates the detail page of `user`.
    public init(user: User, strings: Localizer) {
        self.user = user
        self.strings = strings
    }

    /// The page loaded.
    public func viewDidLoad() {
        view?.setTitle(user.name)
        view?.setFields(strings.detailFields(of: user))
    }
}
