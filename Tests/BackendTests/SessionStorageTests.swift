@testable import Backend
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import Testing

/// Sessions keep only a hash of their token, expire, and are pruned.
@Suite("Session storage")
struct SessionStorageTests {
    static func request(token: String) -> Request {
        var head = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/v1/users/123/drafts")
        head.headerFields[.authorization] = "Bearer \(token)"
        return Request(head: head, body: RequestBody(buffer: ByteBuffer()))
    }

    @Test("the database holds the token's SHA-256, never the token")
    func hashed() async throws {
        let database = try BackendDatabase.open(at: .inMemory, seed: 1, logger: .quiet)
        let store = BackendStore(database: database, sessionLifetime: 100, now: { 1_000 })
        try await store.createSession(token: "secret-token", userId: 123, createdAt: 1_000)
        let stored = try await database.read { db in try String.fetchAll(db, sql: "SELECT token_hash FROM sessions") }
        #expect(stored == [SessionTokenFactory.hash("secret-token")])
        #expect(SessionTokenFactory.hash("secret-token").count == 64 && !stored.contains("secret-token"))
        let dump = try await database.read { db in try String.fetchAll(db, sql: "SELECT quote(token_hash) || user_id FROM sessions") }
        #expect(!dump.joined().contains("secret"))
    }

    @Test("a session expires after its lifetime, for a cached token too; expired sessions are pruned")
    func expiry() async throws {
        let clock = TestSeconds()
        let database = try BackendDatabase.open(at: .inMemory, seed: 1, logger: .quiet)
        let store = BackendStore(database: database, sessionLifetime: 100, now: { clock.now })
        let authenticator = Authenticator(store: store, now: { clock.now })
        let expiresAt = try await store.createSession(token: "old", userId: 123, createdAt: clock.now)
        authenticator.remember(token: "old", userId: 123, expiresAt: expiresAt)
        #expect(try await authenticator.optionalUser(of: Self.request(token: "old")) == 123)
        clock.advance(99)
        #expect(try await authenticator.optionalUser(of: Self.request(token: "old")) == 123)
        clock.advance(1)
        await #expect(throws: APIError.self) { try await authenticator.optionalUser(of: Self.request(token: "old")) }
        try await store.createSession(token: "new", userId: 123, createdAt: clock.now)
        let rows = try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sessions") }
        #expect(rows == 1, "creating a session pruned the expired one")
    }

    @Test("an older database's raw tokens are hashed by the migration and keep working")
    func migration() async throws {
        try await withTemporaryDirectory { directory in
            let old = try BackendDatabase.open(at: .file(directory), seed: 1, logger: .quiet, upTo: "v2 idempotency keys")
            let now = Int64(Date().timeIntervalSince1970)
            try await old.write { db in
                try db.execute(sql: "INSERT INTO sessions (token, user_id, created_at) VALUES ('rawtoken', 123, ?)", arguments: [now])
            }
            try old.close()
            let status = try await withServer(seed: 1, location: .file(directory)) { client in
                try await client.get("/v1/users/123/drafts", token: "rawtoken").status
            }
            #expect(status == 200)
            let reopened = try DatabaseQueue(path: directory.appendingPathComponent("backend.sqlite").path)
            let hashes = try await reopened.read { db in try String.fetchAll(db, sql: "SELECT token_hash FROM sessions") }
            #expect(hashes == [SessionTokenFactory.hash("rawtoken")])
        }
    }
}
