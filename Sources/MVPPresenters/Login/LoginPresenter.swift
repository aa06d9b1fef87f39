import Domain

/// The login logic both role screens share: one presenter type, parameterised by the role its
/// screen is for. Empty fields say so and send nothing; while the request runs the HUD is up
/// and submitting does nothing; the answer's role decides `This account is not a …`.
@MainActor
public final class LoginPresenter {
    /// The form.
    public weak var view: (any LoginViewInterface)?
    /// The role this screen logs in.
    public let role: Role
    /// The requests this presenter started (the view tracks them in the app; tests await them).
    public let pendingWork = PendingWork()
    /// Whether a request runs.
    public private(set) var isLoggingIn = false

    private let service: any LoginService
    private let strings: Localizer

    /// The login of `role` over `service`.
    public init(role: Role, service: any LoginService, strings: Localizer) {
        self.role = role
        self.service = service
        self.strings = strings
    }

    /// The form loaded: its texts.
    public func viewDidLoad() {
        view?.setTexts(LoginFormTexts(title: strings(.loginTitle(role)), header: strings(.loginHeader(role)),
                                      username: strings(.username), password: strings(.password), logIn: strings(.logIn)))
    }

    /// Enter in a field, or the button.
    public func didSubmit() {
        guard !isLoggingIn, let view else { return }
        let username = view.enteredUsername, password = view.enteredPassword
        if username.isBlank || password.isEmpty {
            view.showStatus(strings(.enterUsernameAndPassword))
            return
        }
        isLoggingIn = true
        view.showStatus("")
        view.showLoading(strings(.loggingIn))
        let service = service
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await service.logIn(username: username, password: password) })
            self?.didLogIn(result)
        }
    }

    private func didLogIn(_ result: Result<Session, AppError>) {
        isLoggingIn = false
        view?.hideLoading()
        switch result {
        case .success(let session) where session.user.role == role:
            view?.showStatus(strings(.loggedIn(strings.displayName(of: session.user))))
        case .success:
            view?.showStatus(strings(.accountIsNot(role)))
        case .failure(let error):
            view?.showStatus(strings.message(for: error))
        }
    }
}

/// `Who are you?`: the two roles, each opening its login screen over a ``LoginPresenter``.
@MainActor
public final class RoleChoicePresenter {
    /// The page.
    public weak var view: (any RoleChoiceViewInterface)?
    /// The rows' texts, in order.
    public let rowTitles: [String]

    private static let roles: [Role] = [.teacher, .student]
    private let service: any LoginService
    private let strings: Localizer

    /// The choice over `service`.
    public init(service: any LoginService, strings: Localizer) {
        self.service = service
        self.strings = strings
        rowTitles = Self.roles.map { strings(.iAm($0)) }
    }

    /// The page loaded: its title.
    public func viewDidLoad() { view?.setTitle(strings(.whoAreYou)) }

    /// Row `index` was chosen.
    public func didSelectRow(at index: Int) {
        guard Self.roles.indices.contains(index) else { return }
        view?.showLogin(LoginPresenter(role: Self.roles[index], service: service, strings: strings))
    }
}
