import Foundation
import Hummingbird

/// The handlers of every ``Endpoint``: they validate the request, call the
/// ``BackendStore`` and render the answer with ``JSONWriter``. The handlers
/// live in one extension per resource (`SessionRoutes.swift`, `UserRoutes.swift`, …).
final class BackendAPI: Sendable {
    let store: BackendStore
    let authenticator: Authenticator
    let cache: ResponseCache
    let faults: FaultInjector
    let loginThrottle: LoginThrottle
    /// The clock, in seconds since 1970 (tests move it).
    let now: @Sendable () -> Int64

    init(store: BackendStore, faults: FaultInjector,
         now: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }) {
        self.store = store
        self.now = now
        self.authenticator = Authenticator(store: store, now: now)
        self.cache = ResponseCache()
        self.faults = faults
        self.loginThrottle = LoginThrottle(now: now)
    }

    /// Registers the middleware and every endpoint on `router`.
    func register(on router: Router<BackendRequestContext>, configuration: BackendConfiguration) {
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: BodyMiddleware())
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
        case .createSession: try await createSession(request, context)
        case .deleteSession: try await deleteSession(request)
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

    // MARK: Cache

    /// Answers from the cache when it can, else renders `load()`'s value and caches it.
    func cachedJSON(
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
        let body = writer.buffer
        cache.store(body, for: key, generation: generation)
        return .json(body)
    }

    // MARK: Diagnostics

    /// A text dump of the seeded tables (for tests).
    func databaseDump() async throws -> String {
        try await store.dump()
    }

    /// How many idempotency keys are stored (for tests).
    func idempotencyKeyCount() async throws -> Int {
        try await store.idempotencyKeyCount()
    }

    /// Closes the database.
    func close() throws {
        try store.close()
    }
}
