import AsyncHTTPClient
import Domain
import Foundation
import NIOCore
import NIOHTTP1

/// Turns whatever went wrong during a request into an ``AppError``.
enum ErrorMapping {
    /// The body of every backend error: `{"error": {"code": "...", "message": "..."}}`.
    struct ErrorBody: Decodable {
        struct Detail: Decodable {
            var code: String
            var message: String
        }
        var error: Detail
    }

    /// The error for a non-2xx answer with `status` and `body`.
    ///
    /// The backend's error body supplies `code` and `message` when it is there;
    /// an answer without one (a proxy's HTML page, an empty body) still maps by
    /// status.
    static func error(status: Int, body: Data) -> AppError {
        let detail = try? JSONDecoder().decode(ErrorBody.self, from: body).error
        let code = detail?.code ?? ""
        let message = detail?.message ?? HTTPResponseStatus(statusCode: status).reasonPhrase
        switch status {
        case 400, 422: return .invalidInput(.other(message))
        case 401: return .unauthorized
        case 403: return .forbidden
        case 404: return .notFound
        default: return .server(status: status, code: code, message: message)
        }
    }

    /// A connection that closed before the answer's head arrived: on a kept-alive connection,
    /// most often one the server closed (or died) between two requests.
    struct ClosedBeforeAnswer: Error, CustomStringConvertible {
        var description: String { "The connection closed before an answer" }
    }

    /// The error for a failure of the transport itself.
    ///
    /// An answer that arrived broken — not HTTP, cut short, closed before it was complete, larger
    /// than any the API sends — is ``AppError/invalidResponse(_:)``: the server was reached.
    /// Everything that kept the request from reaching a server (refused, reset before an answer,
    /// an unknown host) is ``AppError/offline(_:)``.
    static func error(transportFailure error: any Error) -> AppError {
        if let appError = error as? AppError { return appError }
        if error is CancellationError { return .cancelled }
        if error is ClosedBeforeAnswer { return .invalidResponse("The connection closed before an answer") }
        if error is HTTPParserError { return .invalidResponse("Not an HTTP answer (\(error))") }
        if error is NIOTooManyBytesError { return .invalidResponse("The answer is larger than \(APIClient.maximumBodyBytes) bytes") }
        guard let clientError = error as? HTTPClientError else {
            return .offline(String(describing: error))
        }
        switch clientError {
        case .cancelled, .requestStreamCancelled:
            return .cancelled
        case .deadlineExceeded, .readTimeout:
            return .timeout
        case .remoteConnectionClosed, .bodyLengthMismatch, .invalidProxyResponse, .contentLengthMissing,
             .identityCodingIncorrectlyPresent:
            return .invalidResponse("The answer was cut short or malformed (\(clientError))")
        default:
            return .offline(String(describing: clientError))
        }
    }
}
