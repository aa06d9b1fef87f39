@testable import Backend
import Foundation
import Testing

/// The backend on a full disk: a change with no room is 507 Insufficient Storage naming the
/// cause (not a 500), changes nothing, and goes through once there is room; reads keep answering.
@Suite("Backend on a full disk")
struct FullDiskTests {
    @Test("increments until the file may not grow: 507 with a clear body, nothing half-done, reads served, the same request goes through once there is room")
    func incrementsUntilFull() async throws {
        try await withTemporaryDirectory { folder in
            let server = try await TestServer.start(location: .file(folder))
            let client = server.client
            let before = try await client.get("/v1/counters").decode([Wire.Counter].self)
            try await server.server.capDatabaseSize(true)

            // Every increment with a key stores the key and its answer: the pages fill up.
            var accepted = 0
            var refusal: TestResponse?
            for attempt in 0..<5_000 {
                let response = try await client.send("POST", "/v1/counters/1/increment", headers: ["Idempotency-Key": "fill-\(attempt)"])
                guard response.status == 200 else { refusal = response; break }
                accepted += 1
            }
            let refused = try #require(refusal, "5,000 increments found room")
            #expect(refused.status == 507, "\(refused)")
            #expect(refused.errorCode == "insufficient_storage")
            #expect(refused.text.contains("The server's disk is full: nothing was saved"))

            // Reads keep answering, and the refused increment changed nothing.
            let counters = try await client.get("/v1/counters")
            #expect(counters.status == 200)
            let value = try counters.decode([Wire.Counter].self).first { $0.id == 1 }?.value
            #expect(value == before[0].value + accepted)
            #expect(try await client.get("/v1/users/7").status == 200)
            #expect(try await server.server.idempotencyKeyCount() == accepted)

            // Room again: the very same request (its key) goes through, once.
            try await server.server.capDatabaseSize(false)
            let retried = try await client.send("POST", "/v1/counters/1/increment", headers: ["Idempotency-Key": "fill-\(accepted)"])
            #expect(retried.status == 200 && retried.headers["idempotent-replayed"] == nil, "\(retried)")
            #expect(try retried.decode(Wire.Counter.self).value == before[0].value + accepted + 1)
            await server.stop()
        }
    }

    @Test("docs/openapi.yaml documents 507 on every write")
    func documented() throws {
        let document = try OpenAPIDocument.load()
        for route in BackendServer.routeTable where route.method != "GET" && !route.path.hasPrefix("/v1/_faults") {
            let operation = try #require(document.operationText(method: route.method.lowercased(), path: route.path), "\(route)")
            #expect(OpenAPIDocument.statuses(in: operation).contains(507), "\(route) does not document 507")
        }
        #expect(document.text.contains("    InsufficientStorage:\n"))
    }
}
