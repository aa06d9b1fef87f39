import Hummingbird
import Logging

/// Logs each request with its status and duration at `debug` level
/// (free when the log level is higher).
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = BackendRequestContext

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard context.logger.logLevel <= .debug else {
            return try await next(request, context)
        }
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - start
        context.logger.debug("\(request.method) \(request.uri.path) → \(response.status.code) in \(elapsed)")
        return response
    }
}
