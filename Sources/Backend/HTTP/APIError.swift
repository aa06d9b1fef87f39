import Hummingbird

/// An error that the API reports to the client as
/// `{"error":{"code":"…","message":"…"}}` with ``status``.
struct APIError: Error, Sendable, CustomStringConvertible {
    /// The HTTP status of the answer.
    let status: HTTPResponse.Status
    /// A stable, machine-readable code, e.g. `not_found`.
    let code: String
    /// A human-readable sentence.
    let message: String

    var description: String { "\(status.code) \(code): \(message)" }

    /// The JSON response that carries this error.
    func response() -> Response {
        var writer = JSONWriter(capacity: 64 + message.utf8.count)
        writer.beginObject()
        writer.key("error")
        writer.beginObject()
        writer.key("code")
        writer.string(code)
        writer.key("message")
        writer.string(message)
        writer.endObject()
        writer.endObject()
        var response = Response.json(writer.buffer, status: status)
        if status == .unauthorized {
            response.headers[.wwwAuthenticate] = "Bearer"
        }
        return response
    }
}

extension APIError {
    /// 400: a body, parameter or header that cannot be understood.
    static func badRequest(_ message: String, code: String = "bad_request") -> APIError {
        APIError(status: .badRequest, code: code, message: message)
    }

    /// 400: a path or query parameter with a bad value.
    static func invalidParameter(_ name: String, _ detail: String) -> APIError {
        APIError(status: .badRequest, code: "invalid_parameter", message: "Parameter '\(name)' \(detail)")
    }

    /// 401: the request needs a valid token.
    static func unauthorized(_ message: String = "Sign in first: this needs an 'Authorization: Bearer <token>' header") -> APIError {
        APIError(status: .unauthorized, code: "unauthorized", message: message)
    }

    /// 403: the caller may not see or change this.
    static func forbidden(_ message: String) -> APIError {
        APIError(status: .forbidden, code: "forbidden", message: message)
    }

    /// 404: no such thing.
    static func notFound(_ message: String) -> APIError {
        APIError(status: .notFound, code: "not_found", message: message)
    }

    /// 409: the change conflicts with the current state.
    static func conflict(_ message: String) -> APIError {
        APIError(status: .conflict, code: "conflict", message: message)
    }

    /// 422: the request is well formed but cannot apply, e.g. an idempotency key
    /// already used for another request.
    static func unprocessable(_ message: String, code: String) -> APIError {
        APIError(status: .unprocessableContent, code: code, message: message)
    }

    /// 413: the body is larger than the server accepts.
    static let payloadTooLarge = APIError(
        status: .contentTooLarge,
        code: "payload_too_large",
        message: "The request body is larger than \(BackendLimits.maxBodyBytes) bytes"
    )

    /// An injected fault with the given status (503 for the fail rate).
    static func injectedFault(status: HTTPResponse.Status, reason: String) -> APIError {
        APIError(status: status, code: "injected_fault", message: reason)
    }

    /// 507: the database found no room for the change (`SQLITE_FULL`: the server's disk, or its
    /// quota, is full). The transaction rolled back: nothing was saved, and the same request goes
    /// through once there is room. Reads still answer.
    static let insufficientStorage = APIError(
        status: HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage"),
        code: "insufficient_storage",
        message: "The server's disk is full: nothing was saved. Try again once there is room."
    )

    /// 500: a fault of the server itself, never of the input.
    static let internalError = APIError(
        status: .internalServerError,
        code: "internal_error",
        message: "The server failed to handle this request"
    )
}

/// Fixed limits of the API.
enum BackendLimits {
    /// The largest request body accepted, in bytes (64 KiB).
    static let maxBodyBytes = 64 * 1024
    /// The largest page size a client may ask for.
    static let maxPageSize = 50
    /// The largest page index (docs/openapi.yaml says so): the offset of its first item,
    /// `maxPage * maxPageSize`, fits the database's 32-bit offsets.
    static let maxPage = Int(Int32.max) / maxPageSize
    /// The page size used when a client asks for none.
    static let defaultPageSize = 20
}
