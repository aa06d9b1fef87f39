import Hummingbird

/// Delays every answer by a fixed time (`--latency`), so that clients show
/// their loading states. The wait is a real `Task.sleep`: this is the server.
struct LatencyMiddleware: RouterMiddleware {
    typealias Context = BackendRequestContext

    let latency: Duration

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // A shutdown cancels the wait; the request is then answered at once.
        try? await Task.sleep(for: latency)
        return try await next(request, context)
    }
}
