import Domain
import Foundation

/// An HTTP method the API uses.
enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}

/// One request of the API and the type its answer decodes to.
///
/// Endpoints are plain values built by the live services, e.g.
/// `Endpoint<User>(.get, "/v1/users/7")`; ``APIClient`` sends them.
struct Endpoint<Response: Decodable & Sendable>: Sendable {
    /// The HTTP method.
    var method: HTTPMethod
    /// The path below the base URL, starting with `/`.
    var path: String
    /// Query parameters, in order.
    var query: [URLQueryItem]
    /// The JSON body, already encoded.
    var body: Data?
    /// Extra request headers, e.g. `Idempotency-Key`.
    var headers: [String: String]
    /// Whether the server applies this request at most once however often it arrives (GET, PUT
    /// and DELETE, a POST with an `Idempotency-Key`, or one declared so: a sign-in), so that
    /// ``APIClient`` may send it again on a fresh connection when a kept-alive one turns out
    /// closed before any answer. A request sent with a ``RetryPolicy`` is repeated by the policy
    /// alone.
    var isRepeatable: Bool

    init(_ method: HTTPMethod, _ path: String, query: [URLQueryItem] = [], body: Data? = nil, headers: [String: String] = [:],
         repeatable: Bool? = nil) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        self.headers = headers
        self.isRepeatable = repeatable ?? (method != .post || headers.keys.contains { $0.lowercased() == "idempotency-key" })
    }

    /// The same endpoint with `value` encoded as its JSON body.
    func withJSONBody(_ value: some Encodable) throws(AppError) -> Endpoint {
        var copy = self
        do {
            copy.body = try JSONEncoder().encode(value)
        } catch {
            throw .invalidInput(.other("Cannot encode the request body: \(error)"))
        }
        return copy
    }
}

/// The answer of an endpoint that returns no body (`204 No Content`), or whose
/// body the caller ignores.
struct NoContent: Decodable, Sendable {}
