import Domain
import TerminalUI
import VIPERLogic

/// The user list module's router (it only asks questions).
final class FriendsRouter: Router, FriendsRouterInput {}

/// Builds a user list module. The caller's router picks the scene: friends (scene A)
/// ask before unfollowing; suggestions (scene B) do not.
@MainActor
enum FriendsAssembly {
    static func makeModule(kind: UserListKind, services: Services, strings: Localizer) -> ViewController {
        let interactor = FriendsInteractor(service: services.users, kind: kind)
        let router = FriendsRouter()
        let asks: Bool
        let title: String
        switch kind {
        case .friends: (asks, title) = (true, strings(.friendsTitle))
        case .suggestions: (asks, title) = (false, strings(.suggestedUsers))
        }
        let presenter = FriendsPresenter(interactor: interactor, router: router, strings: strings, asksBeforeUnfollow: asks)
        interactor.output = presenter
        let view = FriendsViewController(presenter: presenter, title: title)
        presenter.view = view
        router.viewController = view
        return view
    }
}
