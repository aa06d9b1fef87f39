import Domain
import TerminalUI
import VIPERLogic

/// Assembles the login modules: `Who are you?`, and a role's form — a presenter per screen
/// over one login interactor type.
@MainActor
struct LoginModuleBuilder {
    /// Where credentials are checked.
    let service: any LoginService
    /// The strings of the user's language.
    let strings: Localizer

    /// `Who are you?`, ready to show.
    func makeRoleChoiceViewController() -> ViewController {
        let router = RoleChoiceRouter(login: self)
        let presenter = RoleChoicePresenter(router: router, strings: strings)
        let view = RoleChoiceViewController(eventHandler: presenter)
        presenter.view = view
        router.viewController = view
        return view
    }

    /// The login form of `role`, ready to push.
    func makeViewController(role: Role) -> ViewController {
        let interactor = LoginInteractor(service: service)
        let presenter = LoginPresenter(interactor: interactor, role: role, strings: strings)
        interactor.output = presenter
        let view = LoginViewController(eventHandler: presenter)
        presenter.view = view
        return view
    }
}
