import Foundation
import Hummingbird
import Logging

/// The handlers of every ``Endpoint``: they validate the request, call the
/// ``BackendStore`` and render the answer with ``JSONWriter``.
final class BackendAPI: Sendable {
    private let store: BackendStore
    private let authenticator: Authenticator
    private let cache: ResponseCache
    private let faults: FaultInjector

    init(store: BackendStore, faults: FaultInjector) {
        self.store = store
        self.authenticator = Authenticator(store: store)
        self.cache = ResponseCache()
        self.faults = faults
    }

    /// Registers the middleware and every endpoint on `router`.
    func register(on router: Router<BackendRequestContext>, configuration: BackendConfiguration) {
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: ErrorMiddleware())
        if configuration.latency > .zero {
            router.add(middleware: LatencyMiddleware(latency: configuration.latency))
        }
        router.add(middleware: FaultMiddleware(injector: faults))
        for endpoint in Endpoint.allCases where configuration.testFaults || !endpoint.needsTestFaults {
            router.on(endpoint.routerPath, method: endpoint.method) { [self] request, context in
                try await respond(to: endpoint, request: request, context: context)
            }
        }
    }

    func respond(to endpoint: Endpoint, request: Request, context: BackendRequestContext) async throws -> Response {
        switch endpoint {
        case .health: .json { WireHealth().write(to: &$0) }
        case .createSession: try await createSession(request)
        case .user: try await user(request, context)
        case .userBlogs: try await userBlogs(request, context)
        case .blog: try await blog(request, context)
        case .likeBlog: try await setLiked(true, request, context)
        case .unlikeBlog: try await setLiked(false, request, context)
        case .shareBlog: try await share(request, context)
        case .userDrafts: try await userDrafts(request, context)
        case .deleteDraft: try await deleteDraft(request, context)
        case .userFriends: try await friends(request, context)
        case .suggestions: try await suggestions(request)
        case .follow: try await setFollowing(true, request, context)
        case .unfollow: try await setFollowing(false, request, context)
        case .counters: try await counters(request)
        case .incrementCounter: try await incrementCounter(request, context)
        case .voiceMessages: try await voiceMessages(request)
        case .addFault: try await addFault(request)
        case .clearFaults: clearFaults()
        }
    }

    // MARK: Sessions

    private struct Credentials: Decodable {
        var username: String
        var password: String
    }

    private func createSession(_ request: Request) async throws -> Response {
        let credentials = try await request.decodeJSONBody(as: Credentials.self)
        // bcrypt reads at most 72 bytes and stops at a NUL: refuse passwords it would cut short,
        // so that "123\u{0}anything" never passes for "123".
        guard credentials.password.utf8.count <= 72, !credentials.password.utf8.contains(0) else {
            throw APIError(status: .unauthorized, code: "invalid_credentials", message: "Wrong username or password")
        }
        let account = try await store.account(username: credentials.username)
        // An unknown user costs the same bcrypt time as a wrong password.
        let passwordMatches = await PasswordVerifier.verify(
            credentials.password, hash: account?.passwordHash ?? AccountPasswordHashes.decoy
        )
        guard let account, passwordMatches else {
            throw APIError(status: .unauthorized, code: "invalid_credentials", message: "Wrong username or password")
        }
        let token = SessionTokenFactory.makeToken()
        try await store.createSession(token: token, userId: account.user.id, createdAt: Int64(Date().timeIntervalSince1970))
        authenticator.remember(token: token, userId: account.user.id)
        return .json(status: .created) { WireSession(token: token, user: account.user).write(to: &$0) }
    }

    // MARK: Users

    private func user(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.optionalUser(of: request)
        let id = try context.id()
        let key = ResponseCache.Key(resource: .user, id: id, viewer: viewer ?? 0)
        return try await cachedJSON(key, capacity: 512) {
            guard let user = try await store.user(id: id, viewer: viewer) else { throw APIError.notFound("No user with id \(id)") }
            return user
        }
    }

    private func friends(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.optionalUser(of: request)
        let id = try context.id()
        guard let friends = try await store.friends(of: id, viewer: viewer) else { throw APIError.notFound("No user with id \(id)") }
        return .json(capacity: 128 * friends.count + 2) { friends.write(to: &$0) }
    }

    private func suggestions(_ request: Request) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let users = try await store.suggestions(for: viewer)
        return .json(capacity: 128 * users.count + 2) { users.write(to: &$0) }
    }

    private func setFollowing(_ following: Bool, _ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let id = try context.id()
        let user = try await store.setFollowing(following, target: id, viewer: viewer)
        cache.invalidate()
        return .json { user.write(to: &$0) }
    }

    // MARK: Blogs

    private func userBlogs(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
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

    private func blog(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.optionalUser(of: request)
        let id = try context.id()
        guard let blog = try await store.blog(id: id, viewer: viewer) else { throw APIError.notFound("No blog with id \(id)") }
        return .json(capacity: 1_024) { blog.write(to: &$0) }
    }

    private func setLiked(_ liked: Bool, _ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let id = try context.id()
        let blog = try await store.setLiked(liked, blogId: id, viewer: viewer)
        cache.invalidate()
        return .json(capacity: 1_024) { blog.write(to: &$0) }
    }

    private func share(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let id = try context.id()
        let blog = try await store.share(blogId: id, viewer: viewer)
        cache.invalidate()
        return .json(capacity: 1_024) { blog.write(to: &$0) }
    }

    // MARK: Drafts

    private func userDrafts(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let id = try context.id()
        let paging = try request.paging()
        let page = try await store.draftPage(ownerId: id, viewer: viewer, paging: paging)
        return .json(capacity: 160 * page.items.count + 64) { page.write(to: &$0) }
    }

    private func deleteDraft(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        let viewer = try await authenticator.requiredUser(of: request)
        let id = try context.id()
        try await store.deleteDraft(id: id, viewer: viewer)
        cache.invalidate()
        return Response(status: .noContent)
    }

    // MARK: Counters and voice messages

    private func counters(_ request: Request) async throws -> Response {
        _ = try await authenticator.optionalUser(of: request)
        let counters = try await store.counters()
        return .json(capacity: 48 * counters.count + 2) { counters.write(to: &$0) }
    }

    private func incrementCounter(_ request: Request, _ context: BackendRequestContext) async throws -> Response {
        _ = try await authenticator.optionalUser(of: request)
        let id = try context.id()
        // Counters are not in the response cache, so nothing to invalidate.
        let counter = try await store.incrementCounter(id: id)
        return .json { counter.write(to: &$0) }
    }

    private func voiceMessages(_ request: Request) async throws -> Response {
        _ = try await authenticator.optionalUser(of: request)
        let messages = try await store.voiceMessages()
        return .json(capacity: 96 * messages.count + 2) { messages.write(to: &$0) }
    }

    // MARK: Scripted faults

    private struct FaultScript: Decodable {
        var path: String
        var method: String?
        var status: Int
        var count: Int
    }

    private func addFault(_ request: Request) async throws -> Response {
        let script = try await request.decodeJSONBody(as: FaultScript.self)
        guard (try? Regex(script.path)) != nil else {
            throw APIError.invalidParameter("path", "must be a valid regular expression")
        }
        var method: HTTPRequest.Method?
        if let name = script.method {
            guard let parsed = HTTPRequest.Method(name.uppercased()) else {
                throw APIError.invalidParameter("method", "must be an HTTP method such as GET, got '\(name.prefix(40))'")
            }
            method = parsed
        }
        guard (400...599).contains(script.status) else {
            throw APIError.invalidParameter("status", "must be an HTTP error status (400…599), got \(script.status)")
        }
        guard (1...1_000_000).contains(script.count) else {
            throw APIError.invalidParameter("count", "must be between 1 and 1000000, got \(script.count)")
        }
        faults.add(.init(pathPattern: script.path, method: method, status: HTTPResponse.Status(code: script.status), remaining: script.count))
        return Response(status: .noContent)
    }

    private func clearFaults() -> Response {
        faults.clearRules()
        return Response(status: .noContent)
    }

    // MARK: Cache

    /// Answers from the cache when it can, else renders `load()`'s value and caches it.
    private func cachedJSON(
        _ key: ResponseCache.Key,
        capacity: Int,
        load: () async throws -> some JSONWritable
    ) async throws -> Response {
        if let body = cache.body(for: key) {
            return .json(body)
        }
        let generation = cache.generation
        let value = try await load()
        var writer = JSONWriter(capacity: capacity)
        value.write(to: &writer)
        cache.store(writer.buffer, for: key, generation: generation)
        return .json(writer.buffer)
    }

    // MARK: Diagnostics

    /// A text dump of the seeded tables (for tests).
    func databaseDump() async throws -> String {
        try await store.dump()
    }

    /// Closes the database.
    func close() throws {
        try store.close()
    }
}
