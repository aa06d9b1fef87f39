import Domain
import TerminalUI
import VIPERLogic

/// Assembles a user list module for a ``Domain/UserListScene``: the user's friends (scene A,
/// unfollowing asks first) or suggested users (scene B, it does not).
@MainActor
struct UserListModuleBuilder {
    /// Where users are loaded and followed.
    let service: any UserService
    /// The strings of the user's language.
    let strings: Localizer

    /// The list of `scene`, ready to push; `delegate` (the module that opened it) hears of its follows.
    func makeViewController(scene: UserListScene, delegate: (any UserListModuleDelegate)? = nil) -> ViewController {
        let interactor = UserListInteractor(service: service, scene: scene)
        let router = UserListRouter()
        let presenter = UserListPresenter(interactor: interactor, router: router, scene: scene, strings: strings)
        interactor.output = presenter
        presenter.moduleDelegate = delegate
        let view = UserListViewController(eventHandler: presenter)
        presenter.view = view
        router.viewController = view
        return view
    }
}
