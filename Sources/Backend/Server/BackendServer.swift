import Hummingbird
import HummingbirdCore
import NIOCore
import Logging
import ServiceLifecycle
import Synchronization
import UnixSignals

/// The MVX backend: the HTTP API of `docs/openapi.yaml` over a seeded SQLite database.
///
/// Embedded use (the app, tests):
/// ```swift
/// let server = try await BackendServer(configuration: .init(databaseLocation: .file(dataDirectory)), logger: logger)
/// let port = try await server.start()   // listening on 127.0.0.1:port
/// …
/// await server.stop()
/// ```
/// `mvx serve` calls ``start()`` and then ``runUntilShutdown()``.
public final class BackendServer: Sendable {
    /// The configuration this server runs with.
    public let configuration: BackendConfiguration

    private let logger: Logger
    private let api: BackendAPI
    private let lifecycle = Mutex<Lifecycle>(.idle)

    private enum Lifecycle {
        case idle
        case running(Run)
        /// Shutting down or down: the task finishes once the server is stopped.
        case stopping(Task<Void, Never>)
    }

    /// One run of the HTTP server.
    private struct Run: Sendable {
        let group: ServiceGroup
        let task: Task<Void, Never>
    }

    /// Opens the database (creating, migrating and, on first run, seeding it)
    /// and prepares the routes. Does not bind a port yet: see ``start()``.
    ///
    /// - Throws: ``BackendConfigurationError`` for an invalid configuration, or
    ///   the database's error when it cannot be opened.
    public init(configuration: BackendConfiguration, logger: Logger) async throws {
        try configuration.validate()
        self.configuration = configuration
        self.logger = logger
        let database = try BackendDatabase.open(at: configuration.databaseLocation, seed: configuration.seed, logger: logger)
        let store = BackendStore(database: database, sessionLifetime: Int64(configuration.sessionLifetime.components.seconds))
        try await store.pruneSessions()
        api = BackendAPI(
            store: store,
            faults: FaultInjector(failRate: configuration.failRate, seed: configuration.seed)
        )
    }

    /// Every route the server can answer (including the `--test-faults` ones), as in
    /// `docs/openapi.yaml`.
    public static let routeTable: [BackendRoute] = Endpoint.allCases.map {
        BackendRoute(method: $0.method.rawValue, path: $0.path)
    }

    /// Binds the configured host and port and starts answering requests.
    ///
    /// Returns once the server accepts connections.
    /// - Returns: The port actually bound (the system's choice when the configured port is 0).
    /// - Throws: ``BackendServerError/alreadyStarted`` on a second call, or the
    ///   error that kept the server from binding (e.g. the port is in use); the
    ///   server is then stopped, so create a new one to try again.
    public func start() async throws -> Int {
        let listening = ListeningSignal()
        let group = makeServiceGroup(listening: listening)
        try lifecycle.withLock { state throws(BackendServerError) in
            guard case .idle = state else { throw .alreadyStarted }
            let task = Task {
                do {
                    try await group.run()
                    listening.fail(BackendServerError.stoppedBeforeListening)
                } catch {
                    listening.fail(error)
                }
            }
            state = .running(Run(group: group, task: task))
        }
        do {
            let port = try await listening.port()
            logger.info("Backend listening", metadata: ["host": "\(configuration.host)", "port": "\(port)"])
            return port
        } catch {
            await stop()
            throw error
        }
    }

    /// Runs until the process receives SIGINT, SIGTERM or SIGHUP, then shuts down
    /// gracefully (in-flight requests finish) and returns. Starts the server
    /// first when ``start()`` has not been called. Returns early when
    /// ``stop()`` is called from elsewhere.
    public func runUntilShutdown() async throws {
        try await serve(onListening: { _ in })
    }

    /// Traps SIGINT, SIGTERM and SIGHUP (the terminal it ran in closed) first, then binds and calls `onListening` with the port (the
    /// moment to say "Listening"), then serves until a signal or ``stop()``. A signal that
    /// arrives right after `onListening` stops the server cleanly: the handlers were already in
    /// place.
    public func serve(onListening: (Int) -> Void) async throws {
        let signals = await UnixSignalsSequence(trapping: .sigint, .sigterm, .sighup)
        if case .idle = lifecycle.withLock({ $0 }) {
            onListening(try await start())
        }
        guard case .running(let run) = lifecycle.withLock({ $0 }) else {
            await stop()
            return
        }
        let signalWatcher = Task {
            for await signal in signals {
                logger.info("Shutting down", metadata: ["signal": "\(signal)"])
                await stop()
                return
            }
        }
        await run.task.value
        signalWatcher.cancel()
        await stop()
    }

    /// Stops gracefully: stops accepting connections, lets in-flight requests
    /// finish, closes the database. Safe to call more than once and from
    /// several tasks (each returns once the server is down); the server cannot
    /// be started again afterwards.
    public func stop() async {
        let shutdown: Task<Void, Never> = lifecycle.withLock { state in
            switch state {
            case .idle:
                let task = Task { self.closeDatabase() }
                state = .stopping(task)
                return task
            case .running(let run):
                let task = Task {
                    await run.group.triggerGracefulShutdown()
                    await run.task.value
                    self.closeDatabase()
                    self.logger.debug("Backend stopped")
                }
                state = .stopping(task)
                return task
            case .stopping(let task):
                return task
            }
        }
        await shutdown.value
    }

    private func closeDatabase() {
        do {
            try api.close()
        } catch {
            logger.warning("Closing the database failed", metadata: ["error": "\(error)"])
        }
    }

    /// A text dump of every seeded table, rows in a fixed order (for tests that
    /// compare the seed data of two servers).
    func databaseDump() async throws -> String {
        try await api.databaseDump()
    }

    /// How many idempotency keys the database holds (for tests).
    func idempotencyKeyCount() async throws -> Int {
        try await api.idempotencyKeyCount()
    }

    /// For tests, a full disk: caps the database file at its size now, so that a change needing
    /// more room fails as on a full disk; `false` lifts the cap (see ``BackendStore/capSize(_:)``).
    func capDatabaseSize(_ capped: Bool) async throws {
        try await api.store.capSize(capped)
    }

    /// HTTP/1 with the idle timeout, and the connection rules of ``HTTP1ConnectionRules``.
    private static func http1Server(idleTimeout: Duration) -> HTTPServerBuilder {
        let timeout = TimeAmount.nanoseconds(idleTimeout.components.seconds * 1_000_000_000 + idleTimeout.components.attoseconds / 1_000_000_000)
        return HTTPServerBuilder { responder in
            BackendHTTP1Channel(base: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: timeout)))
        }
    }

    private func makeServiceGroup(listening: ListeningSignal) -> ServiceGroup {
        let router = Router(context: BackendRequestContext.self)
        api.register(on: router, configuration: configuration)
        let application = Application(
            router: router,
            server: Self.http1Server(idleTimeout: configuration.idleTimeout),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { [configuration] channel in
                listening.succeed(port: channel.localAddress?.port ?? configuration.port)
            },
            logger: logger
        )
        return ServiceGroup(configuration: .init(services: [application], logger: logger))
    }
}

/// One route of the API: an HTTP method and a path with `{name}` placeholders.
public struct BackendRoute: Hashable, Sendable, CustomStringConvertible {
    /// The HTTP method, upper case, e.g. `GET`.
    public let method: String
    /// The path, e.g. `/v1/users/{id}/blogs`.
    public let path: String

    /// Creates a route.
    public init(method: String, path: String) {
        self.method = method
        self.path = path
    }

    /// `METHOD path`.
    public var description: String { "\(method) \(path)" }
}

/// Why ``BackendServer/start()`` failed.
public enum BackendServerError: Error, Equatable, CustomStringConvertible {
    /// `start()` was called on a server that is running or was stopped.
    case alreadyStarted
    /// The server stopped before it bound its port.
    case stoppedBeforeListening

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .alreadyStarted: "the backend server was already started"
        case .stoppedBeforeListening: "the backend server stopped before it was listening"
        }
    }
}

/// A one-shot signal from the server task to ``BackendServer/start()``: the bound port, or the error.
private final class ListeningSignal: Sendable {
    private struct State {
        var result: Result<Int, any Error>?
        var waiter: CheckedContinuation<Int, any Error>?
    }

    private let state = Mutex(State())

    func succeed(port: Int) {
        complete(.success(port))
    }

    func fail(_ error: any Error) {
        complete(.failure(error))
    }

    /// Waits for the first result.
    func port() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            let ready: Result<Int, any Error>? = state.withLock { state in
                if let result = state.result { return result }
                state.waiter = continuation
                return nil
            }
            if let ready {
                continuation.resume(with: ready)
            }
        }
    }

    private func complete(_ result: Result<Int, any Error>) {
        let waiter: CheckedContinuation<Int, any Error>? = state.withLock { state in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(with: result)
    }
}
