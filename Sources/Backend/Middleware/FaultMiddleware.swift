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
        switch injector.fault(for: request.method, path: request.uri.path) {
        case nil:
            return try await next(request, context)
        case .failure(let error)?:
            throw error
        case .broken(let status, .notJSON)?:
            var response = Response(status: status, body: ResponseBody(byteBuffer: ByteBuffer(string: "<html><body><h1>502 Bad Gateway</h1></body></html>")))
            response.headers[.contentType] = "text/html; charset=utf-8"
            return response
        case .broken(let status, _)?:
            // The real answer, its body cut in half: well-formed HTTP carrying broken JSON.
            let real = try await next(request, context)
            let collector = BodyCollector()
            try await real.body.write(collector)
            let bytes = collector.bytes.getSlice(at: collector.bytes.readerIndex, length: collector.bytes.readableBytes / 2) ?? ByteBuffer()
            var headers = real.headers
            headers[.contentLength] = nil
            return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: bytes))
        }
    }
}

/// Keeps the bytes a response body writes (to cut them for a `truncated` fault).
private final class BodyCollector: ResponseBodyWriter {
    var bytes = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        bytes.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
