import Hummingbird

/// Users: profiles, friends, suggestions and follows.
extension BackendAPI {
    func user(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.optionalUser(of: request)
        let id = try context.id()
        let key = ResponseCache.Key(resource: .user, id: id, viewer: viewer ?? 0)
        return try await cachedJSON(key, capacity: 512) {
            guard let user = try await store.user(id: id, viewer: viewer) else { throw APIError.notFound("No user with id \(id)") }
            return user
        }
    }

    func friends(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.optionalUser(of: request)
        let id = try context.id()
        guard let friends = try await store.friends(of: id, viewer: viewer) else { throw APIError.notFound("No user with id \(id)") }
        return .json(capacity: 128 * friends.count + 2) { friends.write(to: &$0) }
    }

    func suggestions(_ request: Request) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let users = try await store.suggestions(for: viewer)
        return .json(capacity: 128 * users.count + 2) { users.write(to: &$0) }
    }

    func setFollowing(_ following: Bool, _ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let id = try context.id()
        let user = try await store.setFollowing(following, target: id, viewer: viewer)
        cache.invalidate()
        return .json { user.write(to: &$0) }
    }
}
