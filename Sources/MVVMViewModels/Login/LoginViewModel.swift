import Domain
import Observation

/// The login logic both role screens share, parameterised by the role the screen is for:
/// what the form shows (outputs) and what the user does (inputs).
@Observable @MainActor
public final class LoginViewModel {
    // MARK: Outputs

    /// The role this screen logs in.
    public let role: Role
    /// `Teacher login` / `Student login`.
    public let title: String
    /// The line above the fields.
    public let header: String
    /// The field labels and the button title.
    public let usernameLabel: String, passwordLabel: String, logInTitle: String
    /// The HUD's text while a request runs.
    public let loggingInText: String
    /// The status line under the button (empty: nothing to say).
    public private(set) var status = ""
    /// Whether a request runs (the HUD covers the form; submitting does nothing).
    public private(set) var isLoggingIn = false
    /// Whether a submission would send a request: both fields filled and none running.
    public var canSubmit: Bool { !username.isBlank && !password.isEmpty && !isLoggingIn }
    /// The requests this screen started; the view hands them to the app.
    @ObservationIgnored public let pendingWork = PendingWork()

    @ObservationIgnored private var username = ""
    @ObservationIgnored private var password = ""
    @ObservationIgnored private let service: any LoginService
    @ObservationIgnored private let strings: Localizer

    /// The login of `role` over `service`.
    public init(role: Role, service: any LoginService, strings: Localizer) {
        self.role = role
        self.service = service
        self.strings = strings
        title = strings(.loginTitle(role))
        header = strings(.loginHeader(role))
        usernameLabel = strings(.username)
        passwordLabel = strings(.password)
        logInTitle = strings(.logIn)
        loggingInText = strings(.loggingIn)
    }

    // MARK: Inputs

    /// The username field changed.
    public func usernameChanged(_ text: String) { username = text }

    /// The password field changed.
    public func passwordChanged(_ text: String) { password = text }

    /// Enter in a field, or the button: empty fields say so and send nothing; otherwise the
    /// request goes out and the status line tells how it went.
    public func submitTapped() {
        guard !isLoggingIn else { return }
        guard canSubmit else {
            status = strings(.enterUsernameAndPassword)
            return
        }
        isLoggingIn = true
        status = ""
        let service = service, username = username, password = password
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await service.logIn(username: username, password: password) })
            self?.didLogIn(result)
        }
    }

    private func didLogIn(_ result: Result<Session, AppError>) {
        isLoggingIn = false
        switch result {
        case .success(let session) where session.user.role == role:
            status = strings(.loggedIn(strings.displayName(of: session.user)))
        case .success:
            status = strings(.accountIsNot(role))
        case .failure(let error):
            status = strings.message(for: error)
        }
    }
}
