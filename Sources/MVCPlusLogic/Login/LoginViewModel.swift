import Domain
import MVCPlusKit

/// What a login view model hands its controller: the request.
@MainActor
public protocol LoginViewModelDelegate: AnyObject {
    /// Log in with these credentials; answer with ``LoginViewModel/didLogIn(_:)``.
    func loginViewModel(_ viewModel: LoginViewModel, needsLogInWith username: String, password: String)
}

/// A role's login logic, one type for both roles: the fields (bound both ways), the check for
/// empty fields (the view model handles it), the request (handed to the controller), and what
/// the answer means for this role.
@MainActor
public final class LoginViewModel {
    /// The controller, for the request.
    public weak var delegate: (any LoginViewModelDelegate)?
    /// The role this form logs in.
    public let role: Role
    /// What the fields hold.
    public private(set) var username = "", password = ""
    /// A request runs (submitting does nothing meanwhile).
    public private(set) var isLoggingIn = false
    private let strings: Localizer
    private var channel: ChannelScope?

    /// The form of `role`, its texts in `strings`' language.
    public init(role: Role, strings: Localizer) {
        self.role = role
        self.strings = strings
    }

    /// Sends the form's texts and listens to the fields and the button.
    public func bind(to channel: ChannelScope) {
        self.channel = channel
        channel.subscribe(LoginKeys.username, by: self) { [weak self] in self?.username = $0 }
        channel.subscribe(LoginKeys.password, by: self) { [weak self] in self?.password = $0 }
        channel.subscribe(LoginKeys.submit, by: self) { [weak self] in self?.submit() }
        channel.publish(LoginKeys.texts, LoginTexts(header: strings(.loginHeader(role)), username: strings(.username),
                                                    password: strings(.password), logIn: strings(.logIn)), from: self)
    }

    /// Enter or the button: empty fields say so here; otherwise the controller sends the request.
    public func submit() {
        guard !isLoggingIn else { return }
        guard !username.isBlank, !password.isEmpty else {
            channel?.publish(LoginKeys.status, strings(.enterUsernameAndPassword), from: self)
            return
        }
        isLoggingIn = true
        channel?.publish(LoginKeys.status, "", from: self)
        channel?.publish(LoginKeys.hud, strings(.loggingIn), from: self)
        delegate?.loginViewModel(self, needsLogInWith: username, password: password)
    }

    /// The request's answer: the status line says how it went for this role.
    public func didLogIn(_ result: Result<Session, AppError>) {
        isLoggingIn = false
        channel?.publish(LoginKeys.hud, nil, from: self)
        let status = switch result {
        case .success(let session) where session.user.role == role: strings(.loggedIn(strings.displayName(of: session.user)))
        case .success: strings(.accountIsNot(role))
        case .failure(let error): strings.message(for: error)
        }
        channel?.publish(LoginKeys.status, status, from: self)
    }
}
