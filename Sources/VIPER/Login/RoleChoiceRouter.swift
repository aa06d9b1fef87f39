import Domain
import VIPERLogic

/// `Who are you?`'s router: pushes the login module its builder makes for the chosen role.
final class RoleChoiceRouter: Router, RoleChoiceRouterInput {
    private let login: LoginModuleBuilder

    /// A router that opens modules from `login`.
    init(login: LoginModuleBuilder) {
        self.login = login
    }

    func showLogin(for role: Role) {
        push(login.makeViewController(role: role))
    }
}
