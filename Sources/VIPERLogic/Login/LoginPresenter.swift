import Domain

/// One role screen's presenter over the shared ``LoginInteractor``: formats its texts and turns
/// the interactor's session into the status line, judging the role (`This account is not a …`).
@MainActor
public final class LoginPresenter {
    /// The form, held weakly (the view holds the presenter).
    public weak var view: (any LoginViewInterface)?
    /// The work events started (the view hands it to its run loop; tests await it).
    public let pendingWork = PendingWork()
    private let interactor: any LoginInteractorInput
    private let role: Role
    private let strings: Localizer

    /// Creates the presenter of `role`'s screen over its interactor.
    public init(interactor: any LoginInteractorInput, role: Role, strings: Localizer) {
        self.interactor = interactor
        self.role = role
        self.strings = strings
    }
}

extension LoginPresenter: LoginModuleInterface {
    public func viewDidLoad() {
        view?.setTexts(LoginFormDisplayData(title: strings(.loginTitle(role)), header: strings(.loginHeader(role)),
                                            username: strings(.username), password: strings(.password), logIn: strings(.logIn)))
    }

    public func submit(username: String, password: String) {
        let interactor = interactor
        pendingWork.start { await interactor.logIn(username: username, password: password) }
    }
}

extension LoginPresenter: LoginInteractorOutput {
    public func interactorNeedsCredentials() { view?.showStatus(strings(.enterUsernameAndPassword)) }

    public func interactorDidStart() {
        view?.showStatus("")
        view?.showLoading(strings(.loggingIn))
    }

    public func interactorDidLogIn(_ session: Session) {
        view?.hideLoading()
        guard session.user.role == role else { return view?.showStatus(strings(.accountIsNot(role))) ?? () }
        view?.showStatus(strings(.loggedIn(strings.displayName(of: session.user))))
    }

    public func interactorDidFail(_ error: AppError) {
        view?.hideLoading()
        view?.showStatus(strings.message(for: error))
    }
}
