import Backend
import Domain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LiveServices
import Logging

/// A real backend on 127.0.0.1 (a port the system picks) with an in-memory
/// database, for the duration of `body`.
func withBackend<Result>(
    _ configuration: BackendConfiguration = BackendConfiguration(),
    _ body: (TestBackend) async throws -> Result
) async throws -> Result {
    let server = try await BackendServer(configuration: configuration, logger: Logger(label: "mvx.test-backend") { _ in SwiftLogNoOpLogHandler() })
    let port = try await server.start()
    let backend = TestBackend(server: server, baseURL: URL(string: "http://127.0.0.1:\(port)")!)
    do {
        let result = try await body(backend)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// A running backend and how to reach it.
struct TestBackend: Sendable {
    let server: BackendServer
    let baseURL: URL

    /// A client without a token.
    func client(timeout: Duration = .seconds(60)) -> APIClient {
        APIClient(baseURL: baseURL, timeout: timeout)
    }

    /// The live services signed in as `me`, with an in-memory to-do store.
    func services() async throws -> Services {
        let dates = DateProvider.system(calendar: Language.english.calendar())
        return try await LiveServicesFactory.make(
            baseURL: baseURL, todos: InMemoryTodoStore(dates: dates), dates: dates, timeout: .seconds(60))
    }

    /// Scripts the next `count` requests matching `path` (a path, or a prefix ending in `*`) and `method`
    /// to fail with `status` (needs `testFaults`); `body` `truncated` or `not-json` answers the real
    /// request (it is applied) with its body broken.
    func injectFault(path: String, method: String? = nil, status: Int, count: Int = 1, body: String = "error") async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/_faults"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        var script: [String: any Sendable] = ["path": path, "status": status, "count": count, "body": body]
        script["method"] = method
        request.httpBody = try JSONSerialization.data(withJSONObject: script)
        let (_, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 204 else {
            throw FaultScriptError(status: (response as? HTTPURLResponse)?.statusCode ?? 0)
        }
    }

    struct FaultScriptError: Error {
        var status: Int
    }
}
