import GRDB
@testable import Backend
import Foundation
import Testing

@Suite("Server lifecycle and routing")
struct ServerLifecycleTests {
    @Test("GET /v1/health answers {\"status\":\"ok\"}")
    func health() async throws {
        try await withServer { client in
            let response = try await client.get("/v1/health")
            #expect(response.status == 200)
            #expect(response.text == #"{"status":"ok"}"#)
            #expect(response.contentType == "application/json; charset=utf-8")
        }
    }

    @Test("unknown routes answer 404 in the error shape (a known path with another method: 405, in RobustnessTests)", arguments: [
        ("GET", "/"), ("GET", "/v1"), ("GET", "/v2/health"), ("POST", "/v1/nothing"), ("PATCH", "/v1/users/7/extra"),
        ("GET", "/v1/users/7/blogs/extra"), ("GET", "/v1/_faults"),
    ])
    func unknownRoutes(method: String, path: String) async throws {
        try await withServer { client in
            let response = try await client.send(method, path)
            #expect(response.status == 404, "\(method) \(path): \(response)")
            #expect(response.errorCode == "not_found")
        }
    }

    @Test("start returns the bound port; a port in use fails start instead of hanging")
    func portInUse() async throws {
        let first = try await TestServer.start()
        let port = try #require(Int(first.client.baseURL.split(separator: ":").last ?? ""))
        #expect(port > 0)
        let second = try await BackendServer(
            configuration: BackendConfiguration(port: port, databaseLocation: .inMemory), logger: .quiet
        )
        await #expect(throws: (any Error).self) { _ = try await second.start() }
        await second.stop()
        await first.stop()
    }

    @Test("stop is idempotent and start after stop is refused")
    func stopTwice() async throws {
        let server = try await BackendServer(configuration: BackendConfiguration(), logger: .quiet)
        _ = try await server.start()
        await server.stop()
        await server.stop()
        await #expect(throws: BackendServerError.alreadyStarted) { _ = try await server.start() }
    }

    @Test("a stopped server no longer accepts connections")
    func stopClosesPort() async throws {
        let server = try await TestServer.start()
        #expect(try await server.client.get("/v1/health").status == 200)
        await server.stop()
        let fresh = TestClient(baseURL: server.client.baseURL)
        await #expect(throws: (any Error).self) { _ = try await fresh.get("/v1/health") }
        fresh.close()
    }

    @Test("invalid configurations are refused", arguments: [
        BackendConfiguration(failRate: 1.5),
        BackendConfiguration(failRate: -0.1),
        BackendConfiguration(failRate: .nan),
        BackendConfiguration(port: 70_000),
        BackendConfiguration(latency: .milliseconds(-1)),
        BackendConfiguration(host: ""),
    ])
    func invalidConfiguration(configuration: BackendConfiguration) async throws {
        await #expect(throws: BackendConfigurationError.self) {
            _ = try await BackendServer(configuration: configuration, logger: .quiet)
        }
    }

    @Test("a file database is created, seeded once, and reopened as is")
    func fileDatabase() async throws {
        try await withTemporaryDirectory { directory in
            let nested = directory.appendingPathComponent("a/b", isDirectory: true)
            try await withServer(seed: 1, location: .file(nested)) { client in
                let token = try await client.signIn()
                #expect(try await client.send("DELETE", "/v1/drafts/1", token: token).status == 204)
            }
            #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("backend.sqlite").path))
            // A second start with another seed keeps the data (and the deletion).
            try await withServer(seed: 99, location: .file(nested)) { client in
                let token = try await client.signIn()
                let drafts = try await client.get("/v1/users/123/drafts", token: token).decode(Wire.Page<Wire.Draft>.self)
                #expect(drafts.items.count == 19)
            }
        }
    }

    @Test("a clean stop leaves everything in the database file: the WAL is checkpointed and emptied")
    func checkpointOnStop() async throws {
        try await withTemporaryDirectory { directory in
            try await withServer(seed: 1, location: .file(directory)) { client in
                let token = try await client.signIn()
                #expect(try await client.send("DELETE", "/v1/drafts/1", token: token).status == 204)
            }
            let file = directory.appendingPathComponent("backend.sqlite")
            let wal = directory.appendingPathComponent("backend.sqlite-wal")
            let walSize = (try? FileManager.default.attributesOfItem(atPath: wal.path)[.size] as? Int) ?? 0
            #expect(walSize == 0, "the WAL still holds \(walSize) bytes")
            // The database file alone (no WAL beside it) holds the tables and the deletion.
            let alone = directory.appendingPathComponent("alone", isDirectory: true)
            try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: file, to: alone.appendingPathComponent("backend.sqlite"))
            try await withServer(seed: 1, location: .file(alone)) { client in
                let token = try await client.signIn()
                let drafts = try await client.get("/v1/users/123/drafts", token: token).decode(Wire.Page<Wire.Draft>.self)
                #expect(drafts.items.count == 19)
            }
        }
    }

    @Test("a file database syncs every commit (synchronous = FULL)")
    func synchronousFull() async throws {
        try await withTemporaryDirectory { directory in
            let writer = try BackendDatabase.open(at: .file(directory), seed: 1, logger: .quiet)
            #expect(try writer.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 2)
            try writer.close()
        }
    }
}

