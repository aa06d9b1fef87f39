import Domain

/// What a login presenter asks of the login interactor. Answers come through
/// ``LoginInteractorOutput``.
@MainActor
public protocol LoginInteractorInput: AnyObject {
    /// Logs in with `username` and `password` (nothing is sent for an empty field).
    func logIn(username: String, password: String) async
}

/// What the login interactor reports to its presenter: entities, not text.
@MainActor
public protocol LoginInteractorOutput: AnyObject {
    /// A field was empty; nothing was sent.
    func interactorNeedsCredentials()
    /// The request went out.
    func interactorDidStart()
    /// The server accepted the credentials: the session says who and in which role.
    func interactorDidLogIn(_ session: Session)
    /// The attempt failed (wrong credentials, or the network).
    func interactorDidFail(_ error: AppError)
}
