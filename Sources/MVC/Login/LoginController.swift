import Domain

/// What a login screen hears from the shared ``LoginController``.
@MainActor
protocol LoginControllerDelegate: AnyObject {
    /// The request went out (show the HUD).
    func loginControllerDidStart(_ controller: LoginController)
    /// The attempt ended; `status` is the line to show (also for empty fields, with no request).
    func loginController(_ controller: LoginController, didFinishWith status: String)
}

/// The login logic both role screens share (the refactoring article's `LoginController`):
/// checks the fields, sends the request, and judges the answer's role. Each screen is its own
/// delegate and only shows what it is told.
@MainActor
final class LoginController {
    /// The screen this controller reports to.
    weak var delegate: (any LoginControllerDelegate)?
    /// The role the screen logs in.
    let role: Role
    /// Whether a request runs (a submit meanwhile does nothing).
    private(set) var isLoggingIn = false

    private let service: any LoginService
    private let strings: Localizer

    /// The logic for `role`'s screen over `service`.
    init(role: Role, service: any LoginService, strings: Localizer) {
        self.role = role
        self.service = service
        self.strings = strings
    }

    /// Logs in with what was typed. Returns the request to run, or `nil` when nothing is sent.
    func logIn(username: String, password: String) -> (@MainActor () async -> Void)? {
        guard !isLoggingIn else { return nil }
        if username.isBlank || password.isEmpty {
            delegate?.loginController(self, didFinishWith: strings(.enterUsernameAndPassword))
            return nil
        }
        isLoggingIn = true
        delegate?.loginControllerDidStart(self)
        let service = service
        return { [weak self] in
            let result = await Result(catching: { try await service.logIn(username: username, password: password) })
            self?.finish(result)
        }
    }

    private func finish(_ result: Result<Session, AppError>) {
        isLoggingIn = false
        let status: String
        switch result {
        case .success(let session) where session.user.role == role:
            status = strings(.loggedIn(strings.displayName(of: session.user)))
        case .success:
            status = strings(.accountIsNot(role))
        case .failure(let error):
            status = strings.message(for: error)
        }
        delegate?.loginController(self, didFinishWith: status)
    }
}
