import Domain

/// User detail: every field of the user, titled with the user's name.
@MainActor
public final class UserDetailPresenter: FieldListPagePresenter {
    /// The page.
    public weak var view: (any FieldListPageViewInterface)?
    /// The user shown.
    public let user: User
    private let strings: Localizer
    private let isSignedInUser: Bool

    /// Creates the detail page of `user`.
    /// (`isSignedInUser`: it is the signed-in user's own, without `Following?`).
    public init(user: User, isSignedInUser: Bool, strings: Localizer) {
        self.user = user
        self.isSignedInUser = isSignedInUser
        self.strings = strings
    }

    /// The page loaded.
    public func viewDidLoad() {
        view?.setTitle(user.name)
        view?.setFields(strings.detailFields(of: user, isSignedInUser: isSignedInUser))
    }
}
