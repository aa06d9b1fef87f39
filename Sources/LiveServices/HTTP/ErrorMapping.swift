import Domain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
        let message = detail?.message ?? HTTPURLResponse.localizedString(forStatusCode: status)
        switch status {
        case 400, 422: return .invalidInput(.other(message))
        case 401: return .unauthorized
        case 403: return .forbidden
        case 404: return .notFound
        default: return .server(status: status, code: code, message: message)
        }
    }

    /// The error for a failure of the transport itself.
    static func error(transportFailure error: any Error) -> AppError {
        if let appError = error as? AppError { return appError }
        if error is CancellationError { return .cancelled }
        guard let urlError = error as? URLError else {
            return .offline(String(describing: error))
        }
        let detail = (urlError.userInfo[NSLocalizedDescriptionKey] as? String) ?? "URL error \(urlError.code.rawValue)"
        switch urlError.code {
        case .timedOut:
            return .timeout
        case .cancelled:
            return .cancelled
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData, .zeroByteResource:
            return .invalidResponse(detail)
        case .unsupportedURL:
            // The client only sends http(s) URLs (see `APIClient`), so on Linux this is
            // curl's "unsupported protocol": the answer was not HTTP at all.
            return .invalidResponse(detail)
        case .unknown:
            // swift-corelibs-foundation reports a body cut short ("transfer closed with
            // N bytes remaining to read") as an unknown error, after the connection
            // had been made: the answer is broken, the server is not necessarily gone.
            return .invalidResponse(detail)
        default:
            return .offline(detail)
        }
    }
}
