@testable import Backend
import Foundation
import Synchronization
import Testing

/// `POST /v1/counters/{id}/increment` with an `Idempotency-Key` header.
@Suite("Idempotent increments")
struct IdempotencyTests {
    private static func counter(_ id: Int, _ client: TestClient) async throws -> Wire.Counter {
        let counters = try await client.get("/v1/counters").decode([Wire.Counter].self)
        return try #require(counters.first { $0.id == id })
    }

    private static func increment(_ id: Int, key: String?, _ client: TestClient) async throws -> TestResponse {
        try await client.send("POST", "/v1/counters/\(id)/increment", headers: key.map { ["Idempotency-Key": $0] } ?? [:])
    }

    @Test("a repeat of a key replays the first answer byte for byte and adds nothing")
    func replay() async throws {
        try await withServer { client in
            let before = try await Self.counter(3, client)
            let first = try await Self.increment(3, key: "press-1", client)
            #expect(first.status == 200)
            #expect(try first.decode(Wire.Counter.self) == Wire.Counter(id: 3, title: before.title, value: before.value + 1))
            #expect(first.headers["idempotent-replayed"] == nil)

            // Another increment without a key moves the counter on; the repeat still answers as the first time.
            #expect(try await Self.increment(3, key: nil, client).status == 200)
            for _ in 0..<3 {
                let repeated = try await Self.increment(3, key: "press-1", client)
                #expect(repeated.status == 200)
                #expect(repeated.body == first.body)
                #expect(repeated.contentType == first.contentType)
                #expect(repeated.headers["idempotent-replayed"] == "true")
            }
            #expect(try await Self.counter(3, client).value == before.value + 2)
        }
    }

    @Test("concurrent repeats of one key add exactly one")
    func concurrentRepeats() async throws {
        try await withServer { client in
            let before = try await Self.counter(5, client).value
            let answers = try await withThrowingTaskGroup(of: TestResponse.self) { group in
                for _ in 0..<20 {
                    group.addTask { try await Self.increment(5, key: "same-key", client) }
                }
                return try await group.reduce(into: [TestResponse]()) { $0.append($1) }
            }
            #expect(answers.allSatisfy { $0.status == 200 })
            #expect(Set(answers.map(\.body)).count == 1, "every answer is the first one")
            #expect(answers.count { $0.headers["idempotent-replayed"] == nil } == 1, "one request counted, the others replayed")
            #expect(try answers[0].decode(Wire.Counter.self).value == before + 1)
            #expect(try await Self.counter(5, client).value == before + 1)
        }
    }

    @Test("different keys add one each, and each replays its own answer")
    func differentKeys() async throws {
        try await withServer { client in
            let before = try await Self.counter(1, client).value
            var firsts: [String: Data] = [:]
            for key in ["a", "b", "c"] {
                let response = try await Self.increment(1, key: key, client)
                #expect(response.status == 200)
                firsts[key] = response.body
            }
            #expect(try await Self.counter(1, client).value == before + 3)
            for (key, body) in firsts {
                #expect(try await Self.increment(1, key: key, client).body == body)
            }
            #expect(try await Self.counter(1, client).value == before + 3)
        }
    }

    @Test("25 increments with distinct keys in parallel add 25")
    func parallelDistinctKeys() async throws {
        try await withServer { client in
            let before = try await Self.counter(2, client).value
            let values = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<25 {
                    group.addTask {
                        let response = try await Self.increment(2, key: "parallel-\(index)-\(UUID().uuidString)", client)
                        try #require(response.status == 200, "\(response)")
                        return try response.decode(Wire.Counter.self).value
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(values.sorted() == Array((before + 1)...(before + 25)), "each press answered its own new value")
            #expect(try await Self.counter(2, client).value == before + 25)
        }
    }

    @Test("the longest key and keys of any printable ASCII are accepted")
    func validKeys() async throws {
        try await withServer { client in
            let before = try await Self.counter(4, client).value
            for key in [String(repeating: "k", count: 200), "a b~!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}", "x"] {
                let response = try await Self.increment(4, key: key, client)
                #expect(response.status == 200, "\(key): \(response)")
                #expect(try await Self.increment(4, key: key, client).headers["idempotent-replayed"] == "true")
            }
            #expect(try await Self.counter(4, client).value == before + 3)
        }
    }

    @Test("a malformed key is 400 invalid_header and changes nothing", arguments: [
        "Idempotency-Key: \r\n",
        "Idempotency-Key: \(String(repeating: "k", count: 201))\r\n",
        "Idempotency-Key: caf\u{E9}\r\n",
        "Idempotency-Key: \u{4E2D}\u{6587}\r\n",
        "Idempotency-Key: a\tb\r\n",
        "Idempotency-Key: one\r\nIdempotency-Key: two\r\n",
    ])
    func malformedKeys(header: String) async throws {
        let server = try await TestServer.start()
        do {
            let before = try await Self.counter(6, server.client).value
            let port = try #require(Int(server.client.baseURL.split(separator: ":").last ?? ""))
            let request = "POST /v1/counters/6/increment HTTP/1.1\r\nHost: 127.0.0.1\r\n\(header)Content-Length: 0\r\nConnection: close\r\n\r\n"
            let response = try await RawHTTP.exchange(port: port, request: request)
            #expect(response.hasPrefix("HTTP/1.1 400"), "\(response)")
            #expect(response.contains(#""code":"invalid_header""#), "\(response)")
            #expect(response.contains("Idempotency-Key"), "\(response)")
            #expect(try await Self.counter(6, server.client).value == before)
            #expect(try await server.server.idempotencyKeyCount() == 0)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test("a key reused for another counter is 422 and changes nothing")
    func keyReusedElsewhere() async throws {
        try await withServer { client in
            #expect(try await Self.increment(7, key: "only-for-7", client).status == 200)
            let seven = try await Self.counter(7, client).value
            let eight = try await Self.counter(8, client).value

            let response = try await Self.increment(8, key: "only-for-7", client)
            #expect(response.status == 422)
            let error = try response.decode(Wire.ErrorBody.self).error
            #expect(error.code == "idempotency_key_reused")
            #expect(error.message.contains("counter 7") && error.message.contains("counter 8"), "\(error.message)")
            #expect(try await Self.counter(7, client).value == seven)
            #expect(try await Self.counter(8, client).value == eight)
            // The key still belongs to counter 7.
            #expect(try await Self.increment(7, key: "only-for-7", client).headers["idempotent-replayed"] == "true")
        }
    }

    @Test("an unknown counter is 404 and does not use up the key")
    func unknownCounter() async throws {
        try await withServer { client in
            let response = try await Self.increment(77, key: "typo", client)
            #expect(response.status == 404)
            let before = try await Self.counter(9, client).value
            let retry = try await Self.increment(9, key: "typo", client)
            #expect(retry.status == 200)
            #expect(retry.headers["idempotent-replayed"] == nil)
            #expect(try await Self.counter(9, client).value == before + 1)
        }
    }

    @Test("a 503 fault commits nothing and stores no key")
    func faultCommitsNothing() async throws {
        let server = try await TestServer.start(testFaults: true)
        do {
            let client = server.client
            let before = try await Self.counter(10, client).value
            let script = #"{"path":"/v1/counters/10/increment","method":"POST","status":503,"count":2}"#
            #expect(try await client.send("POST", "/v1/_faults", json: script).status == 204)
            #expect(try await Self.increment(10, key: "busy", client).status == 503)
            #expect(try await Self.increment(10, key: "busy", client).status == 503)
            #expect(try await Self.counter(10, client).value == before)
            #expect(try await server.server.idempotencyKeyCount() == 0)

            // The fault is over: the same key now counts, once.
            let answer = try await Self.increment(10, key: "busy", client)
            #expect(answer.status == 200)
            #expect(answer.headers["idempotent-replayed"] == nil)
            #expect(try await Self.increment(10, key: "busy", client).body == answer.body)
            #expect(try await Self.counter(10, client).value == before + 1)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test("with a fail rate of 1 nothing counts")
    func failRateCommitsNothing() async throws {
        try await withTemporaryDirectory { directory in
            let before = try await withServer(location: .file(directory)) { try await Self.counter(11, $0).value }
            try await withServer(location: .file(directory), failRate: 1) { client async throws in
                for index in 0..<10 {
                    #expect(try await Self.increment(11, key: "k\(index)", client).status == 503)
                }
            }
            try await withServer(location: .file(directory)) { client async throws in
                #expect(try await Self.counter(11, client).value == before)
                #expect(try await Self.increment(11, key: "k0", client).headers["idempotent-replayed"] == nil)
            }
        }
    }

    @Test("a stored key survives a restart (file database)")
    func survivesRestart() async throws {
        try await withTemporaryDirectory { directory in
            let first = try await withServer(location: .file(directory)) { client in
                try await Self.increment(12, key: "before-restart", client)
            }
            #expect(first.status == 200)
            try await withServer(location: .file(directory)) { client in
                let value = try await Self.counter(12, client).value
                let repeated = try await Self.increment(12, key: "before-restart", client)
                #expect(repeated.status == 200)
                #expect(repeated.body == first.body)
                #expect(repeated.headers["idempotent-replayed"] == "true")
                #expect(try await Self.counter(12, client).value == value)
            }
        }
    }

    @Test("a database made by the previous version opens, keeps its data and gains the key table")
    func migratesPreviousVersion() async throws {
        try await withTemporaryDirectory { directory in
            // What the previous version left: the v1 schema and seed, and a change made since.
            let old = BackendStore(database: try BackendDatabase.open(
                at: .file(directory), seed: 1, logger: .quiet, upTo: BackendSchema.firstVersionMigration
            ))
            let counted = try await old.incrementCounter(id: 13)
            await #expect(throws: (any Error).self) { try await old.idempotencyKeyCount() }
            try old.close()

            try await withServer(seed: 5, location: .file(directory)) { client in
                #expect(try await Self.counter(13, client) == Wire.Counter(id: 13, title: counted.title, value: Int(counted.value)))
                let answer = try await Self.increment(13, key: "after-upgrade", client)
                #expect(answer.status == 200)
                #expect(try await Self.increment(13, key: "after-upgrade", client).body == answer.body)
                #expect(try await Self.counter(13, client).value == Int(counted.value) + 1)
            }
        }
    }

    @Test("keys are kept 24 hours and pruned after that")
    func retention() async throws {
        let clock = Mutex<Int64>(1_000_000)
        let store = BackendStore(
            database: try BackendDatabase.open(at: .inMemory, seed: 1, logger: .quiet),
            now: { clock.withLock { $0 } }
        )
        defer { try? store.close() }
        let first = try await store.incrementCounter(id: 1, idempotencyKey: "old")
        #expect(!first.isReplay)

        clock.withLock { $0 += IdempotencyKeys.retention }
        _ = try await store.incrementCounter(id: 1, idempotencyKey: "day-later")
        let replay = try await store.incrementCounter(id: 1, idempotencyKey: "old")
        #expect(replay == BackendStore.IdempotentAnswer(status: 200, body: first.body, isReplay: true), "kept for 24 h")
        #expect(try await store.idempotencyKeyCount() == 2)

        clock.withLock { $0 += 1 }
        _ = try await store.incrementCounter(id: 1, idempotencyKey: "newer")
        #expect(try await store.idempotencyKeyCount() == 2, "the key older than 24 h was pruned")
        #expect(try await !store.incrementCounter(id: 1, idempotencyKey: "old").isReplay)
    }
}
