import Backend
import Domain
import Foundation
import Synchronization
import Testing
@testable import LiveServices

/// `LiveCounterService.increment(id:idempotencyKey:)`: the key travels in a header, an unknown
/// outcome is sent again with the same key (and counts once), a clear answer is not.
@Suite("Idempotent increments over the network")
struct LiveCounterIdempotencyTests {
    /// Retries at once: no test waits for a backoff.
    static let noWait = LiveCounterService.RetryPolicy(maxRetries: 3, initialDelay: .zero)

    static func service(_ url: URL, timeout: Duration = .seconds(30), retryPolicy: LiveCounterService.RetryPolicy = noWait) -> LiveCounterService {
        LiveCounterService(client: APIClient(baseURL: url, timeout: timeout), retryPolicy: retryPolicy)
    }

    static func value(of id: Counter.ID, _ backend: TestBackend) async throws -> Int {
        try #require(try await LiveCounterService(client: backend.client()).counters().first { $0.id == id }).value
    }

    @Test("an answer dropped after the server counted is sent again with the same key and counts once")
    func droppedAnswer() async throws {
        try await withBackend { backend in
            let proxy = try LossyProxy(backendPort: try #require(backend.baseURL.port)) { $0 == 0 ? .drop : .deliver }
            defer { proxy.stop() }
            let before = try await Self.value(of: 3, backend)
            let key = IdempotencyKey.random()

            let counter = try await Self.service(proxy.baseURL).increment(id: 3, idempotencyKey: key)

            #expect(counter.value == before + 1, "the retry's answer is the replay of the press that counted")
            #expect(try await Self.value(of: 3, backend) == before + 1)
            let heads = proxy.receivedRequests
            #expect(heads.count == 2)
            #expect(heads.allSatisfy { $0.hasPrefix("POST /v1/counters/3/increment ") && $0.contains("Idempotency-Key: \(key.rawValue)") }, "\(heads)")
        }
    }

    @Test("an answer that never comes (timeout) is sent again with the same key and counts once")
    func lostToTimeout() async throws {
        try await withBackend { backend in
            let proxy = try LossyProxy(backendPort: try #require(backend.baseURL.port)) { $0 == 0 ? .hang : .deliver }
            defer { proxy.stop() }
            let before = try await Self.value(of: 4, backend)

            let key = IdempotencyKey.random()
            // The first try waits out the whole timeout; 2 s and five retries leave a retry room on
            // a machine stalled by the rest of the suite (300 ms and three did not, once).
            let patient = LiveCounterService.RetryPolicy(maxRetries: 5, initialDelay: .zero)
            let counter = try await Self.service(proxy.baseURL, timeout: .seconds(2), retryPolicy: patient).increment(id: 4, idempotencyKey: key)

            #expect(counter.value == before + 1)
            #expect(try await Self.value(of: 4, backend) == before + 1)
            // At least one retry; on a loaded machine a retry may time out too and be sent once
            // more. Whatever the count, every attempt carries the same key.
            let heads = proxy.receivedRequests
            #expect(heads.count >= 2)
            #expect(heads.allSatisfy { $0.contains("Idempotency-Key: \(key.rawValue)") }, "\(heads)")
        }
    }

    @Test("every answer lost: a bounded number of tries, then an unknown outcome; the server counted once")
    func allAnswersLost() async throws {
        try await withBackend { backend in
            let proxy = try LossyProxy(backendPort: try #require(backend.baseURL.port)) { _ in .drop }
            defer { proxy.stop() }
            let before = try await Self.value(of: 5, backend)

            let error = await #expect(throws: AppError.self) {
                try await Self.service(proxy.baseURL).increment(id: 5, idempotencyKey: .random())
            }
            #expect(error?.leavesOutcomeUnknown == true, "\(String(describing: error))")
            #expect(proxy.receivedRequests.count == 4, "the first try and 3 retries")
            #expect(try await Self.value(of: 5, backend) == before + 1, "counted by the first try, replayed for the others")
        }
    }

    @Test("a 503 is a clear answer: not sent again, nothing counted")
    func serviceUnavailableIsNotRetried() async throws {
        try await withBackend(.init(testFaults: true)) { backend in
            let proxy = try LossyProxy(backendPort: try #require(backend.baseURL.port)) { _ in .deliver }
            defer { proxy.stop() }
            let before = try await Self.value(of: 6, backend)
            try await backend.injectFault(path: "/v1/counters/6/increment", method: "POST", status: 503)
            let service = Self.service(proxy.baseURL)
            let key = IdempotencyKey.random()

            let error = await #expect(throws: AppError.self) { try await service.increment(id: 6, idempotencyKey: key) }
            #expect(error?.isServerBusy == true)
            #expect(error?.leavesOutcomeUnknown == false)
            #expect(proxy.receivedRequests.count == 1)
            #expect(try await Self.value(of: 6, backend) == before)

            // The user presses again (a new action, a new key): it counts.
            #expect(try await service.increment(id: 6, idempotencyKey: .random()).value == before + 1)
        }
    }

    @Test("a 404 is not sent again")
    func notFoundIsNotRetried() async throws {
        try await withBackend { backend in
            let proxy = try LossyProxy(backendPort: try #require(backend.baseURL.port)) { _ in .deliver }
            defer { proxy.stop() }
            await #expect(throws: AppError.notFound) { try await Self.service(proxy.baseURL).increment(id: 999, idempotencyKey: .random()) }
            #expect(proxy.receivedRequests.count == 1)
        }
    }

    @Test("a key used for another counter is refused and counts nothing")
    func keyReusedElsewhere() async throws {
        try await withBackend { backend in
            let service = LiveCounterService(client: backend.client())
            let key = IdempotencyKey.random()
            let first = try await service.increment(id: 7, idempotencyKey: key)
            #expect(try await service.increment(id: 7, idempotencyKey: key) == first)
            let eight = try await Self.value(of: 8, backend)
            let error = await #expect(throws: AppError.self) { try await service.increment(id: 8, idempotencyKey: key) }
            guard case .invalidInput = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(try await Self.value(of: 8, backend) == eight)
            #expect(try await Self.value(of: 7, backend) == first.value)
        }
    }

    @Test("retries wait 100, 200, 400 ms on the injected sleep; a 503 after a lost answer stays unknown")
    func backoffAndBusyRetries() async throws {
        let requests = Mutex(0)
        let busy = StubHTTPServer.response(status: 503, body: Data(#"{"error":{"code":"injected_fault","message":"busy"}}"#.utf8))
        let server = try StubHTTPServer { _ in
            requests.withLock { count in
                defer { count += 1 }
                return count == 0 ? .close : .raw(busy)
            }
        }
        defer { server.stop() }
        let waits = Mutex<[Duration]>([])
        let policy = LiveCounterService.RetryPolicy(maxRetries: 3, initialDelay: .milliseconds(100)) { duration in
            waits.withLock { $0.append(duration) }
        }

        let error = await #expect(throws: AppError.self) {
            try await Self.service(server.baseURL, retryPolicy: policy).increment(id: 1, idempotencyKey: .random())
        }
        #expect(error?.leavesOutcomeUnknown == true, "the first try may have counted: \(String(describing: error))")
        #expect(!(error?.isServerBusy ?? true))
        #expect(server.receivedRequests.count == 4)
        #expect(waits.withLock { $0 } == [.milliseconds(100), .milliseconds(200), .milliseconds(400)])
    }

    @Test("a 401 answering a retry does not settle a lost answer: no more retries, still unknown")
    func unauthorizedAfterLostAnswer() async throws {
        let requests = Mutex(0)
        let refused = StubHTTPServer.response(status: 401, body: Data(#"{"error":{"code":"unauthorized","message":"no"}}"#.utf8))
        let server = try StubHTTPServer { _ in
            requests.withLock { count in
                defer { count += 1 }
                return count == 0 ? .close : .raw(refused)
            }
        }
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) {
            try await Self.service(server.baseURL).increment(id: 1, idempotencyKey: .random())
        }
        #expect(error?.leavesOutcomeUnknown == true, "\(String(describing: error))")
        #expect(server.receivedRequests.count == 2)
    }

    @Test("a 404 answering a retry settles it: nothing counted")
    func notFoundAfterLostAnswer() async throws {
        let requests = Mutex(0)
        let missing = StubHTTPServer.response(status: 404, body: Data(#"{"error":{"code":"not_found","message":"No counter"}}"#.utf8))
        let server = try StubHTTPServer { _ in
            requests.withLock { count in
                defer { count += 1 }
                return count == 0 ? .close : .raw(missing)
            }
        }
        defer { server.stop() }
        await #expect(throws: AppError.notFound) { try await Self.service(server.baseURL).increment(id: 1, idempotencyKey: .random()) }
        #expect(server.receivedRequests.count == 2)
    }

    @Test("a cancelled wait before a retry ends with .cancelled")
    func cancelledBackoff() async throws {
        let server = try StubHTTPServer { _ in .close }
        defer { server.stop() }
        let policy = LiveCounterService.RetryPolicy(maxRetries: 3, initialDelay: .milliseconds(100)) { _ in throw CancellationError() }
        await #expect(throws: AppError.cancelled) {
            try await Self.service(server.baseURL, retryPolicy: policy).increment(id: 1, idempotencyKey: .random())
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test("without retries an unknown outcome is thrown at once")
    func neverRetry() async throws {
        let server = try StubHTTPServer { _ in .close }
        defer { server.stop() }
        let error = await #expect(throws: AppError.self) {
            try await Self.service(server.baseURL, retryPolicy: .never).increment(id: 1, idempotencyKey: .random())
        }
        #expect(error?.leavesOutcomeUnknown == true)
        #expect(server.receivedRequests.count == 1)
    }

    @Test("the key travels in the Idempotency-Key header; increment(id:) makes a fresh one per call")
    func headerIsSent() async throws {
        let server = try StubHTTPServer(status: 200, body: #"{"id":2,"title":"Item 2","value":9}"#)
        defer { server.stop() }
        let service = Self.service(server.baseURL)
        #expect(try await service.increment(id: 2, idempotencyKey: IdempotencyKey(rawValue: "press 1/a")) == Counter(id: 2, title: "Item 2", value: 9))
        _ = try await service.increment(id: 2)
        _ = try await service.increment(id: 2)
        let keys = server.receivedRequests.map { head in
            head.split(separator: "\r\n").first { $0.hasPrefix("Idempotency-Key: ") }.map { String($0.dropFirst(17)) }
        }
        #expect(keys.count == 3)
        #expect(keys[0] == "press 1/a")
        #expect(keys[1] != nil && keys[2] != nil && keys[1] != keys[2])
        #expect(keys[1].flatMap(UUID.init(uuidString:)) != nil)
    }
}
