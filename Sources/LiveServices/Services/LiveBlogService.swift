import Domain
import Foundation

/// ``BlogService`` over the backend's `/v1/users/{id}/blogs` and `/v1/blogs`.
public struct LiveBlogService: BlogService {
    private let client: APIClient
    private let retryPolicy: RetryPolicy

    /// Creates the service; `client` should carry the signed-in token so that
    /// `isLiked` is relative to that account and likes can be changed.
    /// `retryPolicy` says how a like or follow whose answer was lost is asked again.
    public init(client: APIClient, retryPolicy: RetryPolicy = .standard) {
        self.client = client
        self.retryPolicy = retryPolicy
    }

    public func blogs(userID: User.ID, page: Int, pageSize: Int) async throws(AppError) -> Page<Blog> {
        let query = [URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "pageSize", value: String(pageSize))]
        return try await client.send(Endpoint(.get, "/v1/users/\(userID)/blogs", query: query))
    }

    public func blog(id: Blog.ID) async throws(AppError) -> Blog {
        try await client.send(Endpoint(.get, "/v1/blogs/\(id)"))
    }

    public func setLiked(_ isLiked: Bool, blogID: Blog.ID) async throws(AppError) -> Blog {
        // PUT and DELETE are idempotent: a lost answer is asked again (the last answer is the state).
        try await client.send(Endpoint(isLiked ? .put : .delete, "/v1/blogs/\(blogID)/like"), retrying: retryPolicy)
    }

    public func share(blogID: Blog.ID) async throws(AppError) -> Blog {
        try await client.send(Endpoint(.post, "/v1/blogs/\(blogID)/shares"))
    }
}
