@testable import Backend
import Foundation
import GRDB
import Testing

/// Several backends on one database file, as when two windows each start one on the same data
/// folder: set up at the same moment, written through at once.
@Suite("Several backends on one database")
struct SharedDatabaseTests {
    @Test("backends opened at the same moment on a new folder all start, and seed it once")
    func simultaneousFirstOpens() async throws {
        try await withTemporaryDirectory { folder in
            let servers = try await withThrowingTaskGroup(of: TestServer.self) { group in
                for _ in 0..<4 { group.addTask { try await TestServer.start(location: .file(folder)) } }
                return try await group.reduce(into: [TestServer]()) { $0.append($1) }
            }
            for server in servers {
                let counters = try await server.client.get("/v1/counters").decode([Wire.Counter].self)
                #expect(counters.map(\.title) == (1...20).map { "Item \($0)" })
            }
            for server in servers { await server.stop() }
        }
    }

    @Test("8 clients incrementing through 3 backends on one file: every write counted once, none refused")
    func writesThroughSeveralBackends() async throws {
        try await withTemporaryDirectory { folder in
            var servers: [TestServer] = []
            for _ in 0..<3 { servers.append(try await TestServer.start(location: .file(folder))) }
            let clients = servers.map(\.client)
            let before = try await clients[0].get("/v1/counters").decode([Wire.Counter].self)
            let perClient = 60
            let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
                for client in 0..<8 {
                    group.addTask {
                        var statuses: [Int] = []
                        for write in 0..<perClient {
                            let counter = 1 + (client + write) % 4
                            statuses.append(try await clients[(client + write) % clients.count]
                                .send("POST", "/v1/counters/\(counter)/increment").status)
                        }
                        return statuses
                    }
                }
                return try await group.reduce(into: [Int]()) { $0 += $1 }
            }
            #expect(statuses.count == 8 * perClient)
            #expect(statuses.allSatisfy { $0 == 200 }, "answers other than 200: \(statuses.filter { $0 != 200 })")
            for client in clients {
                let after = try await client.get("/v1/counters").decode([Wire.Counter].self)
                let added = zip(before, after).reduce(0) { $0 + $1.1.value - $1.0.value }
                #expect(added == 8 * perClient)
            }
            for server in servers { await server.stop() }
        }
    }

    @Test("a database made by a newer version is refused, naming it")
    func newerDatabase() async throws {
        try await withTemporaryDirectory { folder in
            try await withServer(location: .file(folder)) { _ in }
            let path = folder.appendingPathComponent(BackendDatabase.fileName).path
            let writer = try BackendDatabase.open(at: .file(folder), seed: 1, logger: .quiet)
            try await writer.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-from-the-future')") }
            try writer.close()
            #expect(throws: NewerDatabaseError(path: path, migration: "v99-from-the-future")) {
                _ = try BackendDatabase.open(at: .file(folder), seed: 1, logger: .quiet)
            }
        }
    }
}
