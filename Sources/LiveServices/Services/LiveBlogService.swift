import Domain
import Foundation

/// ``BlogService`` over the backend's `/v1/users/{id}/blogs` and `/v1/blogs`.
public struct LiveBlogService: BlogService {
    private let client: APIClient

    /// Creates the service; `client` should carry the signed-in token so that
    /// `isLiked` is relative to that account and likes can be changed.
    public init(client: APIClient) {
        self.client = client
    }

    public func blogs(userID: User.ID, page: Int, pageSize: Int) async throws(AppError) -> Page<Blog> {
        let query = [URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "pageSize", value: String(pageSize))]
        return try await client.send(Endpoint(.get, "/v1/users/\(userID)/blogs", query: query))
    }

    public func blog(id: Blog.ID) async throws(AppError) -> Blog {
        try await client.send(Endpoint(.get, "/v1/blogs/\(id)"))
    }

    public func setLiked(_ isLiked: Bool, blogID: Blog.ID) async throws(AppError) -> Blog {
        try await client.send(Endpoint(isLiked ? .put : .delete, "/v1/blogs/\(blogID)/like"))
    }

    public func share(blogID: Blog.ID) async throws(AppError) -> Blog {
        try await client.send(Endpoint(.post, "/v1/blogs/\(blogID)/shares"))
    }
}
