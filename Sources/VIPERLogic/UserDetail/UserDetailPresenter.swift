import Domain

/// The user detail module has nothing to load or decide: the profile hands it the user
/// (the entity), so it is a presenter and a view. The presenter titles the page with the
/// user's name and shows every field through the shared `Localizer.detailFields(of:)`.
@MainActor
public final class UserDetailPresenter: DetailPageModuleInterface {
    /// The page, held weakly (the view holds the presenter).
    public weak var view: (any DetailPageViewInterface)?
    private let user: User
    private let strings: Localizer
    private let isSignedInUser: Bool

    /// Creates the presenter of `user`'s detail page.
    /// (`isSignedInUser`: it is the signed-in user's own, without `Following?`).
    public init(user: User, isSignedInUser: Bool, strings: Localizer) {
        self.user = user
        self.isSignedInUser = isSignedInUser
        self.strings = strings
    }

    /// The view loaded: the title and the fields.
    public func viewDidLoad() {
        view?.setTitle(user.name)
        view?.showFields(strings.detailFields(of: user, isSignedInUser: isSignedInUser))
    }
}
