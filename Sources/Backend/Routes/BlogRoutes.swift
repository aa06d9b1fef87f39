import Hummingbird

/// Blogs: pages, single blogs, likes and shares.
extension BackendAPI {
    func userBlogs(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.optionalUser(of: request)
        let id = try context.id()
        let paging = try request.paging()
        let key = ResponseCache.Key(resource: .blogPage, id: id, page: paging.page, pageSize: paging.pageSize, viewer: viewer ?? 0)
        return try await cachedJSON(key, capacity: 16 * 1_024) {
            guard let page = try await store.blogPage(authorId: id, viewer: viewer, paging: paging) else {
                throw APIError.notFound("No user with id \(id)")
            }
            return page
        }
    }

    func blog(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.optionalUser(of: request)
        let id = try context.id()
        guard let blog = try await store.blog(id: id, viewer: viewer) else { throw APIError.notFound("No blog with id \(id)") }
        return .json(capacity: 1_024) { blog.write(to: &$0) }
    }

    func setLiked(_ liked: Bool, _ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let id = try context.id()
        let blog = try await store.setLiked(liked, blogId: id, viewer: viewer)
        cache.invalidate()
        return .json(capacity: 1_024) { blog.write(to: &$0) }
    }

    func share(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let id = try context.id()
        let blog = try await store.share(blogId: id, viewer: viewer)
        cache.invalidate()
        return .json(capacity: 1_024) { blog.write(to: &$0) }
    }
}
