import Domain
import TerminalUI
import VIPERLogic

/// Builds the user detail module.
@MainActor
enum UserDetailAssembly {
    static func makeModule(user: User, strings: Localizer) -> ViewController {
        let presenter = UserDetailPresenter(user: user, strings: strings)
        let view = FieldListViewController(title: user.name) { presenter.viewDidLoad() }
        presenter.view = view
        return view
    }
}
