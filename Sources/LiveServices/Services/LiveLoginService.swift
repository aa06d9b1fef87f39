import Domain

/// ``LoginService`` over the backend's `POST /v1/sessions`. Needs no token.
public struct LiveLoginService: LoginService {
    private struct Credentials: Encodable {
        var username: String
        var password: String
    }

    private let client: APIClient

    /// Creates the service.
    public init(client: APIClient) {
        self.client = client
    }

    public func logIn(username: String, password: String) async throws(AppError) -> Session {
        try checkCredentialsPresent(username: username, password: password)
        // Signing in twice only makes a second token: safe to send again on a fresh connection.
        let endpoint = try Endpoint<Session>(.post, "/v1/sessions", repeatable: true).withJSONBody(Credentials(username: username, password: password))
        do {
            return try await client.send(endpoint)
        } catch .unauthorized {
            throw .invalidCredentials
        }
    }
}
