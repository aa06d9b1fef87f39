import Hummingbird

/// Reads the whole body of every request that can carry one before any route acts on it. A
/// body that breaks off (cut short of its `Content-Length`, or broken chunked encoding) is
/// answered 400 in the JSON error shape, and the route never runs: an increment with a broken
/// body changes nothing.
struct BodyMiddleware: RouterMiddleware {
    typealias Context = BackendRequestContext

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method != .get, request.method != .head else { return try await next(request, context) }
        var request = request
        do {
            _ = try await request.collectBody(upTo: context.maxUploadSize)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw error
        } catch {
            return APIError.badRequest("The request body is malformed or cut short", code: "invalid_body").response()
        }
        return try await next(request, context)
    }
}
