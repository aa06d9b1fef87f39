@testable import Backend
import Foundation
import Logging
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A backend running on 127.0.0.1 with a free port, for one test, and an HTTP client for it.
struct TestServer {
    let server: BackendServer
    let client: TestClient

    /// Starts a server with an in-memory database (unless `location` says otherwise).
    static func start(
        seed: UInt64 = 1,
        location: DatabaseLocation = .inMemory,
        latency: Duration = .zero,
        failRate: Double = 0,
        testFaults: Bool = false,
        idleTimeout: Duration = .seconds(30)
    ) async throws -> TestServer {
        let configuration = BackendConfiguration(
            host: "127.0.0.1", port: 0, databaseLocation: location,
            latency: latency, failRate: failRate, seed: seed, testFaults: testFaults, idleTimeout: idleTimeout
        )
        let server = try await BackendServer(configuration: configuration, logger: .quiet)
        let port = try await server.start()
        return TestServer(server: server, client: TestClient(baseURL: "http://127.0.0.1:\(port)"))
    }

    func stop() async {
        client.close()
        await server.stop()
    }
}

/// Runs `body` against a fresh server and stops the server afterwards, even when `body` throws.
func withServer<Result>(
    seed: UInt64 = 1,
    location: DatabaseLocation = .inMemory,
    latency: Duration = .zero,
    failRate: Double = 0,
    testFaults: Bool = false,
    _ body: (TestClient) async throws -> Result
) async throws -> Result {
    let server = try await TestServer.start(
        seed: seed, location: location, latency: latency, failRate: failRate, testFaults: testFaults
    )
    do {
        let result = try await body(server.client)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

extension Logger {
    /// A logger that drops everything, so test output stays readable.
    static let quiet = Logger(label: "mvx.backend.tests") { _ in SwiftLogNoOpLogHandler() }
}

/// A temporary directory, removed after `body`.
func withTemporaryDirectory<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("mvx-backend-tests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}
