import Domain

/// The login logic both role screens share: checks the fields, sends the request once at a
/// time, and reports the session. Judging the role is the screen's presenter's business.
@MainActor
public final class LoginInteractor: LoginInteractorInput {
    /// The presenter, held weakly (the presenter holds the interactor).
    public weak var output: (any LoginInteractorOutput)?
    private let service: any LoginService
    private var isLoggingIn = false

    /// Creates the interactor over `service`.
    public init(service: any LoginService) {
        self.service = service
    }

    public func logIn(username: String, password: String) async {
        guard !isLoggingIn else { return }
        guard !username.isBlank, !password.isEmpty else { return output?.interactorNeedsCredentials() ?? () }
        isLoggingIn = true
        output?.interactorDidStart()
        let result = await Result(catching: { try await service.logIn(username: username, password: password) })
        isLoggingIn = false
        switch result {
        case .success(let session): output?.interactorDidLogIn(session)
        case .failure(let error): output?.interactorDidFail(error)
        }
    }
}
