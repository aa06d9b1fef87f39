import Hummingbird

/// `/v1/_faults`: scripting failures (only with `--test-faults`).
extension BackendAPI {
    func addFault(_ request: Request) async throws -> Response {
        let script = try await request.decodeJSONBody(as: FaultScript.self)
        guard FaultPath.isValid(script.path) else {
            throw APIError.invalidParameter("path", "must be a path such as /v1/sessions, or a prefix ending in * such as /v1/drafts/*")
        }
        var method: HTTPRequest.Method?
        if let name = script.method {
            guard let parsed = HTTPRequest.Method(name.uppercased()) else {
                throw APIError.invalidParameter("method", "must be an HTTP method such as GET, got '\(name.prefix(40))'")
            }
            method = parsed
        }
        let body = script.body ?? .error
        let statuses = body == .error ? 400...599 : 200...599
        guard statuses.contains(script.status) else {
            throw APIError.invalidParameter("status", "must be between \(statuses.lowerBound) and \(statuses.upperBound) for a body '\(body.rawValue)', got \(script.status)")
        }
        guard (1...1_000_000).contains(script.count) else {
            throw APIError.invalidParameter("count", "must be between 1 and 1000000, got \(script.count)")
        }
        faults.add(.init(pathPattern: script.path, method: method, status: HTTPResponse.Status(code: script.status),
                         remaining: script.count, body: body))
        return Response(status: .noContent)
    }

    func clearFaults() -> Response {
        faults.clearRules()
        return Response(status: .noContent)
    }
}

/// The body of `POST /v1/_faults`.
private struct FaultScript: Decodable {
    var path: String
    var method: String?
    var status: Int
    var count: Int
    var body: FaultInjector.BrokenBody?
}
