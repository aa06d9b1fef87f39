import Hummingbird

/// Answers a request with an injected fault when the ``FaultInjector`` says so.
struct FaultMiddleware: RouterMiddleware {
    typealias Context = BackendRequestContext

    let injector: FaultInjector

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if let fault = injector.fault(for: request.method, path: request.uri.path) {
            throw fault
        }
        return try await next(request, context)
    }
}
