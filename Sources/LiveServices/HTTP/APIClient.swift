import AsyncHTTPClient
import Domain
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// Sends the API's requests over AsyncHTTPClient (HTTP/1.1 on SwiftNIO, which the backend
/// already runs on) and turns every answer into either the decoded value or an ``AppError``.
///
/// Not `URLSession`: on Linux it brings FoundationNetworking, libcurl and two TLS libraries into
/// the process — 8.5 MiB of its resident memory (docs/benchmarks.md).
///
/// A client is immutable: ``authorized(with:)`` returns a copy that sends a
/// bearer token, sharing the same connections. ``authorized(with:renewing:)`` makes one that signs
/// in again by itself when the server no longer knows its token (the backend was reset), and
/// sends the refused request once more.
///
/// Failures map as follows — nothing here ever crashes on a broken answer:
///
/// | what happened | error |
/// |---|---|
/// | connection refused, reset, host unknown | ``AppError/offline(_:)`` |
/// | no complete answer within ``timeout`` | ``AppError/timeout`` |
/// | 400 / 401 / 403 / 404 | ``AppError/invalidInput(_:)`` / ``AppError/unauthorized`` / ``AppError/forbidden`` / ``AppError/notFound`` |
/// | any other non-2xx | ``AppError/server(status:code:message:)``, with the error body's code and message when present |
/// | 2xx whose body is not JSON, cut short, or of the wrong shape | ``AppError/invalidResponse(_:)`` |
/// | the connection closed before an answer | a repeatable request (``Endpoint/isRepeatable``) is sent once more on a new connection; otherwise, or again, ``AppError/invalidResponse(_:)`` |
/// | the calling task was cancelled | ``AppError/cancelled`` |
public final class APIClient: Sendable {
    /// The default time limit of one request.
    public static let defaultTimeout: Duration = .seconds(10)

    /// The server's root, e.g. `http://127.0.0.1:8080`.
    public let baseURL: URL
    /// The bearer token sent with every request, if any (the latest one when it renews).
    public var token: String? { renewal?.token ?? fixedToken }
    private let fixedToken: String?
    private let renewal: TokenRenewal?
    /// The time limit of one request, from sending to the last byte of the answer.
    public let timeout: Duration
    private let transport: HTTPClient
    private let logger: Logger

    /// The connections every client of the process shares: kept alive between requests, on an
    /// event loop of their own (not NIO's process-wide ones, which the embedded backend serves
    /// on: the app's requests and the server's answers do not wait for each other's turns). A
    /// connection that cannot be made fails its request at once (AsyncHTTPClient would otherwise
    /// try again until the request's deadline, and a stopped server would read as a timeout 10 s
    /// later). Never shut down: it lives as long as the process.
    static let sharedTransport: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.decompression = .disabled
        return HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup(numberOfThreads: 1), configuration: configuration)
    }()

    /// The most an answer's body may hold (the largest page of the API is a few kilobytes).
    static let maximumBodyBytes = 16 << 20

    /// Creates a client.
    /// - Parameters:
    ///   - baseURL: The server's root; a path prefix such as `/api` is kept.
    ///   - token: A bearer token to send, or `nil`.
    ///   - timeout: The time limit of one request (default 10 s).
    ///   - logger: Where requests are logged (at `debug`) and failures (at `notice`).
    public convenience init(baseURL: URL, token: String? = nil, timeout: Duration = APIClient.defaultTimeout, logger: Logger = Logger(label: "mvx.api")) {
        self.init(baseURL: baseURL, token: token, renewal: nil, timeout: timeout,
                  transport: Self.sharedTransport, logger: logger)
    }

    private init(baseURL: URL, token: String?, renewal: TokenRenewal?, timeout: Duration, transport: HTTPClient, logger: Logger) {
        self.baseURL = baseURL
        self.fixedToken = token
        self.renewal = renewal
        self.timeout = timeout
        self.transport = transport
        self.logger = logger
    }

    /// A client for the same server that sends `token`.
    public func authorized(with token: String) -> APIClient {
        APIClient(baseURL: baseURL, token: token, renewal: nil, timeout: timeout, transport: transport, logger: logger)
    }

    /// A client for the same server that sends `token` and, when the server answers 401 to it,
    /// gets a new one from `renew` (signing in again) and sends the request once more.
    public func authorized(with token: String, renewing renew: @escaping @Sendable () async -> Result<String, AppError>) -> APIClient {
        APIClient(baseURL: baseURL, token: nil, renewal: TokenRenewal(token: token, renew: renew), timeout: timeout,
                  transport: transport, logger: logger)
    }

    /// Checks that the server answers `GET /v1/health`.
    public func checkHealth() async throws(AppError) {
        _ = try await send(Endpoint<NoContent>(.get, "/v1/health"))
    }

    /// Sends `endpoint` and decodes its answer. A renewing client that hears 401 for its token
    /// signs in again and sends it once more.
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(AppError) -> Response {
        do {
            return try await sendOnce(endpoint)
        } catch .unauthorized {
            guard let renewal, let used = renewal.token else { throw .unauthorized }
            logger.notice("The server no longer knows the token: signing in again")
            guard case .success = await renewal.renew(replacing: used) else { throw .unauthorized }
            return try await sendOnce(endpoint)
        }
    }

    private func sendOnce<Response>(_ endpoint: Endpoint<Response>) async throws(AppError) -> Response {
        let request = try makeRequest(for: endpoint)
        let label = "\(endpoint.method.rawValue) \(endpoint.path)"
        logger.debug("→ \(label)")
        let (status, body): (Int, Data)
        do {
            (status, body) = try await perform(request, repeatable: endpoint.isRepeatable)
        } catch {
            logger.notice("✗ \(label): \(error)")
            throw error
        }
        logger.debug("← \(status) \(label) (\(body.count) bytes)")
        guard (200..<300).contains(status) else {
            let error = ErrorMapping.error(status: status, body: body)
            logger.notice("✗ \(label): \(error)")
            throw error
        }
        if Response.self == NoContent.self, let none = NoContent() as? Response {
            return none
        }
        do {
            return try APIJSON.makeDecoder().decode(Response.self, from: body)
        } catch {
            let appError = AppError.invalidResponse(APIJSON.describe(error, decoding: Response.self))
            logger.notice("✗ \(label): \(appError)")
            throw appError
        }
    }

    private func makeRequest<Response>(for endpoint: Endpoint<Response>) throws(AppError) -> HTTPClientRequest {
        let base = baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        guard var components = URLComponents(string: base + endpoint.path) else {
            throw .offline("Invalid URL \(base + endpoint.path)")
        }
        if !endpoint.query.isEmpty {
            components.queryItems = endpoint.query
        }
        guard let url = components.url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .offline("Invalid URL \(base + endpoint.path): only http and https are supported")
        }
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = NIOHTTP1.HTTPMethod(rawValue: endpoint.method.rawValue)
        request.headers.add(name: "Accept", value: "application/json")
        if let body = endpoint.body {
            request.body = .bytes(ByteBuffer(bytes: body))
            request.headers.add(name: "Content-Type", value: "application/json")
        }
        if let token {
            request.headers.add(name: "Authorization", value: "Bearer \(token)")
        }
        for (name, value) in endpoint.headers {
            request.headers.replaceOrAdd(name: name, value: value)
        }
        return request
    }

    /// Sends the request and reads its whole answer against a timer; whichever finishes first
    /// wins and the other is cancelled.
    ///
    /// A kept-alive connection can close between two requests (the server restarted, or was
    /// killed): the next request on it then meets a closed connection before any answer. A
    /// `repeatable` request is sent once more, on a fresh connection, so that a dead server is
    /// said as unreachable (the new connection is refused) and a live one simply answers; any
    /// other request keeps the broken answer, its outcome unknown.
    private func perform(_ request: HTTPClientRequest, repeatable: Bool) async throws(AppError) -> (status: Int, body: Data) {
        do {
            return try await performOnce(request)
        } catch let error as ErrorMapping.ClosedBeforeAnswer where repeatable && !Task.isCancelled {
            logger.notice("✗ \(error): sending \(request.method.rawValue) once more on a new connection")
        } catch {
            throw Task.isCancelled ? .cancelled : ErrorMapping.error(transportFailure: error)
        }
        do {
            return try await performOnce(request)
        } catch {
            throw Task.isCancelled ? .cancelled : ErrorMapping.error(transportFailure: error)
        }
    }

    /// One try: the answer, or the transport's failure as it came (a closed connection before
    /// the answer's head as ``ErrorMapping/ClosedBeforeAnswer``).
    private func performOnce(_ request: HTTPClientRequest) async throws -> (status: Int, body: Data) {
        let transport = transport
        let timeout = timeout
        // The transport's own deadline is only a backstop: the timer below ends the request
        // first, with the whole body read.
        let deadline = NIODeadline.now() + .nanoseconds(Int64(timeout.seconds * 1e9)) + .seconds(1)
        return try await withThrowingTaskGroup(of: (status: Int, body: Data).self) { group in
            group.addTask {
                let response: HTTPClientResponse
                do {
                    response = try await transport.execute(request, deadline: deadline)
                } catch let error as HTTPClientError where error == .remoteConnectionClosed {
                    throw ErrorMapping.ClosedBeforeAnswer()
                }
                let body = try await response.body.collect(upTo: Self.maximumBodyBytes)
                return (Int(response.status.code), Data(body.readableBytesView))
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw AppError.timeout
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    var seconds: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

/// The token of a client that signs in again by itself, shared by every copy of that client.
final class TokenRenewal: Sendable {
    private let current: Mutex<String>
    private let renewFunction: @Sendable () async -> Result<String, AppError>

    init(token: String, renew: @escaping @Sendable () async -> Result<String, AppError>) {
        current = Mutex(token)
        renewFunction = renew
    }

    /// The token to send now.
    var token: String? { current.withLock { $0 } }

    /// Gets a new token unless another request already replaced `used`.
    func renew(replacing used: String) async -> Result<String, AppError> {
        let now = current.withLock { $0 }
        if now != used { return .success(now) }
        let result = await renewFunction()
        if case .success(let fresh) = result { current.withLock { $0 = fresh } }
        return result
    }
}

