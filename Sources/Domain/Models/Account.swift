/// What an account may do; the login demo has one screen per role.
public enum Role: String, Codable, Hashable, Sendable, CaseIterable {
    /// A teacher account (seeded: `teacher` / `111`).
    case teacher
    /// A student account (seeded: `student` / `111`).
    case student
    /// An ordinary member (seeded: `me` / `123`).
    case member
}

/// The identity behind a signed-in session: who logged in and in which role.
public struct Account: Identifiable, Codable, Hashable, Sendable {
    /// The account's user identifier.
    public var id: User.ID
    /// The display name.
    public var name: String
    /// The account's role.
    public var role: Role

    /// Creates an account.
    public init(id: User.ID, name: String, role: Role) {
        self.id = id
        self.name = name
        self.role = role
    }
}

/// A signed-in session: the bearer token to send and the account it belongs to.
///
/// Matches the backend's `POST /v1/sessions` answer `{token, user: {id, name, role}}`.
public struct Session: Codable, Hashable, Sendable {
    /// The bearer token for authenticated requests.
    public var token: String
    /// The signed-in account.
    public var user: Account

    /// Creates a session.
    public init(token: String, user: Account) {
        self.token = token
        self.user = user
    }
}
