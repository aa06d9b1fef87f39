import Domain
import MVCPlusKit

/// A role's login scene: holds the ``LoginViewModel`` and sends the request it hands over.
@MainActor
public final class LoginController: SceneController, LoginViewModelDelegate {
    public let kind = SceneKind.login
    public let title: String
    public let namespace: String
    public let pendingWork = PendingWork()
    public weak var navigator: (any SceneNavigator)?
    /// The view model.
    public let viewModel: LoginViewModel
    private let service: any LoginService

    /// The login of `role` over `service`.
    public init(role: Role, service: any LoginService, strings: Localizer) {
        self.service = service
        title = strings(.loginTitle(role))
        namespace = "login.\(role.rawValue)"
        viewModel = LoginViewModel(role: role, strings: strings)
        viewModel.delegate = self
    }

    public func viewDidLoad(channel: ChannelScope) {
        viewModel.bind(to: channel)
    }

    public func loginViewModel(_ viewModel: LoginViewModel, needsLogInWith username: String, password: String) {
        let service = service
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await service.logIn(username: username, password: password) })
            self?.viewModel.didLogIn(result)
        }
    }
}
