import GRDB
import Hummingbird
import Logging

/// Turns every error thrown below it into the API's JSON error shape.
///
/// ``APIError``s keep their status; Hummingbird's own HTTP errors (unknown
/// route, body too large, …) keep theirs with a fitting code; a change the database
/// has no room for (`SQLITE_FULL`) is 507 Insufficient Storage; anything else is
/// a fault of the server and answers 500 (never caused by bad input, which the
/// routes reject as ``APIError``s before it reaches the database).
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = BackendRequestContext

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            return error.response()
        } catch let error as any HTTPResponseError {
            // No route for this method: when the path exists with other methods, say which (405).
            if error.status == .notFound {
                let allowed = Endpoint.methods(answering: Substring(request.uri.path))
                if !allowed.isEmpty {
                    var response = APIError(status: .methodNotAllowed, code: "method_not_allowed",
                                            message: "\(request.method) is not allowed on \(request.uri.path)").response()
                    response.headers[.allow] = allowed.map(\.rawValue).joined(separator: ", ")
                    return response
                }
            }
            return Self.apiError(for: error.status, request: request).response()
        } catch let error as DecodingError {
            return APIError.badRequest("The request body does not match the expected JSON: \(error)", code: "invalid_body").response()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
            context.logger.error("The disk is full", metadata: ["method": "\(request.method)", "path": "\(request.uri.path)"])
            return APIError.insufficientStorage.response()
        } catch is CancellationError {
            // The client went away or the server is stopping; nobody reads this answer.
            context.logger.debug("Request cancelled", metadata: ["path": "\(request.uri.path)"])
            return APIError(status: .serviceUnavailable, code: "cancelled", message: "The request was cancelled").response()
        } catch {
            context.logger.error("Request failed", metadata: [
                "method": "\(request.method)", "path": "\(request.uri.path)", "error": "\(String(reflecting: error))",
            ])
            return APIError.internalError.response()
        }
    }

    static func apiError(for status: HTTPResponse.Status, request: Request) -> APIError {
        switch status {
        case .notFound:
            APIError.notFound("No endpoint \(request.method) \(request.uri.path)")
        case .contentTooLarge:
            APIError.payloadTooLarge
        case .methodNotAllowed:
            APIError(status: status, code: "method_not_allowed", message: "\(request.method) is not allowed on \(request.uri.path)")
        default:
            APIError(
                status: status,
                code: status.code < 500 ? "bad_request" : "internal_error",
                message: status.reasonPhrase.isEmpty ? "HTTP \(status.code)" : status.reasonPhrase
            )
        }
    }
}
