/// Signing in with a username and password (the login demo, and the profile
/// demos' own sign-in).
public protocol LoginService: Sendable {
    /// Signs in.
    ///
    /// - Returns: The session: the token and the account with its role. Checking
    ///   the role against the screen (`This account is not a teacher`) is the
    ///   caller's job.
    /// - Throws: ``AppError/invalidInput(_:)`` with
    ///   ``AppError/InputProblem/missingCredentials`` for an empty username or
    ///   password (without sending anything); ``AppError/invalidCredentials`` for
    ///   a wrong username or password; otherwise the network failure.
    func logIn(username: String, password: String) async throws(AppError) -> Session
}

extension LoginService {
    /// Throws ``AppError/InputProblem/missingCredentials`` when either field is
    /// empty or blank — the check every implementation makes before sending.
    public func checkCredentialsPresent(username: String, password: String) throws(AppError) {
        if username.isBlank || password.isEmpty {
            throw .invalidInput(.missingCredentials)
        }
    }
}
