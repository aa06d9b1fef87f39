/// A ``LoginService`` that accepts the credentials of ``SampleData``
/// (`me` / `123`, `teacher` / `111`, `student` / `111`).
public actor InMemoryLoginService: LoginService, InMemoryService {
    /// The calls this service answers, for injecting failures.
    public enum Operation: Hashable, Sendable {
        case logIn
    }

    /// The injected failures, latency and call counts. Calls rejected for empty
    /// fields are not counted: they send nothing.
    public var behavior: InMemoryBehavior<Operation>
    private let credentials: [SampleData.Credential]
    private var issuedTokens = 0

    /// Creates the service from `data`.
    /// - Parameter failures: Operations that always fail, with their error.
    public init(data: SampleData = .standard, failures: [Operation: AppError] = [:], latency: Duration = .zero) {
        self.behavior = InMemoryBehavior(failures: failures, latency: latency)
        self.credentials = data.credentials
    }

    public func logIn(username: String, password: String) async throws(AppError) -> Session {
        try checkCredentialsPresent(username: username, password: password)
        try await begin(.logIn)
        guard let match = credentials.first(where: { $0.username == username && $0.password == password }) else {
            throw .invalidCredentials
        }
        issuedTokens += 1
        return Session(token: "in-memory-token-\(issuedTokens)", user: match.account)
    }
}
