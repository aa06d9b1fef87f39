import Domain
import TerminalUI
import VIPERLogic

/// Assembles the user detail module: a presenter and the shared detail page (there is
/// nothing to load, so no interactor, and nowhere to go, so no router).
@MainActor
struct UserDetailModuleBuilder {
    /// The strings of the user's language.
    let strings: Localizer

    /// The detail page of `user` (the signed-in user's own when `isSignedInUser`), ready to push.
    func makeViewController(user: User, isSignedInUser: Bool) -> ViewController {
        let presenter = UserDetailPresenter(user: user, isSignedInUser: isSignedInUser, strings: strings)
        let view = DetailPageViewController(eventHandler: presenter)
        presenter.view = view
        return view
    }
}
