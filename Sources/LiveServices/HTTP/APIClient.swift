import Domain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import Synchronization

/// Sends the API's requests over `URLSession` and turns every answer into
/// either the decoded value or an ``AppError``.
///
/// A client is immutable: ``authorized(with:)`` returns a copy that sends a
/// bearer token, sharing the same session. ``authorized(with:renewing:)`` makes one that signs
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
    private let session: URLSession
    private let logger: Logger

    /// Creates a client.
    /// - Parameters:
    ///   - baseURL: The server's root; a path prefix such as `/api` is kept.
    ///   - token: A bearer token to send, or `nil`.
    ///   - timeout: The time limit of one request (default 10 s).
    ///   - logger: Where requests are logged (at `debug`) and failures (at `notice`).
    public convenience init(baseURL: URL, token: String? = nil, timeout: Duration = APIClient.defaultTimeout, logger: Logger = Logger(label: "mvx.api")) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        self.init(baseURL: baseURL, token: token, renewal: nil, timeout: timeout,
                  session: URLSession(configuration: configuration), logger: logger)
    }

    private init(baseURL: URL, token: String?, renewal: TokenRenewal?, timeout: Duration, session: URLSession, logger: Logger) {
        self.baseURL = baseURL
        self.fixedToken = token
        self.renewal = renewal
        self.timeout = timeout
        self.session = session
        self.logger = logger
    }

    /// A client for the same server that sends `token`.
    public func authorized(with token: String) -> APIClient {
        APIClient(baseURL: baseURL, token: token, renewal: nil, timeout: timeout, session: session, logger: logger)
    }

    /// A client for the same server that sends `token` and, when the server answers 401 to it,
    /// gets a new one from `renew` (signing in again) and sends the request once more.
    public func authorized(with token: String, renewing renew: @escaping @Sendable () async -> Result<String, AppError>) -> APIClient {
        APIClient(baseURL: baseURL, token: nil, renewal: TokenRenewal(token: token, renew: renew), timeout: timeout,
                  session: session, logger: logger)
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
        let (body, response): (Data, HTTPURLResponse)
        do {
            (body, response) = try await perform(request)
        } catch {
            logger.notice("✗ \(label): \(error)")
            throw error
        }
        logger.debug("← \(response.statusCode) \(label) (\(body.count) bytes)")
        guard (200..<300).contains(response.statusCode) else {
            let error = ErrorMapping.error(status: response.statusCode, body: body)
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

    private func makeRequest<Response>(for endpoint: Endpoint<Response>) throws(AppError) -> URLRequest {
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
        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method.rawValue
        // The client enforces `timeout` itself (see `perform`): swift-corelibs-foundation
        // truncates the interval to whole seconds, so this is only a backstop.
        request.timeoutInterval = timeout.seconds.rounded(.up) + 1
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body = endpoint.body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        for (name, value) in endpoint.headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }

    /// Runs the request against a timer; whichever finishes first wins and the
    /// other is cancelled.
    private func perform(_ request: URLRequest) async throws(AppError) -> (Data, HTTPURLResponse) {
        let session = session
        let timeout = timeout
        let result: (Data, URLResponse)
        do {
            result = try await withThrowingTaskGroup(of: (Data, URLResponse).self) { group in
                group.addTask { try await session.data(for: request) }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    throw AppError.timeout
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw CancellationError() }
                return first
            }
        } catch {
            throw Task.isCancelled ? .cancelled : ErrorMapping.error(transportFailure: error)
        }
        guard let response = result.1 as? HTTPURLResponse else {
            throw .invalidResponse("Not an HTTP response")
        }
        return (result.0, response)
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

