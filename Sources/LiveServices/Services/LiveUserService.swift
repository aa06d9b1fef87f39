import Domain

/// ``UserService`` over the backend's `/v1/users` and `/v1/suggestions`.
public struct LiveUserService: UserService {
    private let client: APIClient
    private let retryPolicy: RetryPolicy

    /// Creates the service; `client` should carry the signed-in token so that
    /// `isFollowing` and suggestions are relative to that account.
    /// `retryPolicy` says how a like or follow whose answer was lost is asked again.
    public init(client: APIClient, retryPolicy: RetryPolicy = .standard) {
        self.client = client
        self.retryPolicy = retryPolicy
    }

    public func user(id: User.ID) async throws(AppError) -> User {
        try await client.send(Endpoint(.get, "/v1/users/\(id)"))
    }

    public func friends(of userID: User.ID) async throws(AppError) -> [User] {
        try await client.send(Endpoint(.get, "/v1/users/\(userID)/friends"))
    }

    public func suggestions() async throws(AppError) -> [User] {
        try await client.send(Endpoint(.get, "/v1/suggestions"))
    }

    public func setFollowing(_ isFollowing: Bool, userID: User.ID) async throws(AppError) -> User {
        // PUT and DELETE are idempotent: a lost answer is asked again (the last answer is the state).
        try await client.send(Endpoint(isFollowing ? .put : .delete, "/v1/users/\(userID)/follow"), retrying: retryPolicy)
    }
}
