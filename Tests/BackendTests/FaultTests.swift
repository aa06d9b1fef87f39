import Foundation
import Testing

@Suite("Injected faults and latency")
struct FaultTests {
    private static func statuses(of client: TestClient, count: Int) async throws -> [Int] {
        var statuses: [Int] = []
        for index in 0..<count {
            let path = index.isMultiple(of: 2) ? "/v1/counters" : "/v1/users/7"
            statuses.append(try await client.get(path).status)
        }
        return statuses
    }

    @Test("the fail rate is reproducible for a seed, and answers 503 injected_fault")
    func failRateIsReproducible() async throws {
        let first = try await withServer(seed: 42, failRate: 0.5) { try await Self.statuses(of: $0, count: 60) }
        let second = try await withServer(seed: 42, failRate: 0.5) { try await Self.statuses(of: $0, count: 60) }
        let other = try await withServer(seed: 43, failRate: 0.5) { try await Self.statuses(of: $0, count: 60) }
        #expect(first == second)
        #expect(first != other)
        #expect(Set(first) == [200, 503])
        #expect((15...45).contains(first.count { $0 == 503 }))

        try await withServer(seed: 42, failRate: 1) { client in
            let response = try await client.get("/v1/counters")
            #expect(response.status == 503)
            #expect(response.errorCode == "injected_fault")
        }
    }

    @Test("health and sign-in never fail from the fail rate")
    func exemptPaths() async throws {
        try await withServer(failRate: 1) { client in
            for _ in 0..<5 {
                #expect(try await client.get("/v1/health").status == 200)
            }
            _ = try await client.signIn()
        }
    }

    @Test("without --test-faults, /v1/_faults is 404")
    func faultsRouteNeedsFlag() async throws {
        try await withServer { client in
            let response = try await client.send("POST", "/v1/_faults", json: #"{"path":"/*","status":503,"count":1}"#)
            #expect(response.status == 404)
            #expect(try await client.send("DELETE", "/v1/_faults").status == 404)
        }
    }

    @Test("a scripted fault fails exactly N matching requests, then they pass")
    func scriptedFault() async throws {
        try await withServer(testFaults: true) { client in
            let script = #"{"path":"/v1/counters","method":"GET","status":503,"count":3}"#
            #expect(try await client.send("POST", "/v1/_faults", json: script).status == 204)

            // Not matching: another path, another method.
            #expect(try await client.get("/v1/voice-messages").status == 200)
            #expect(try await client.send("POST", "/v1/counters/1/increment").status == 200)

            for _ in 0..<3 {
                let response = try await client.get("/v1/counters")
                #expect(response.status == 503)
                #expect(response.errorCode == "injected_fault")
            }
            #expect(try await client.get("/v1/counters").status == 200)
            #expect(try await client.get("/v1/counters").status == 200)
        }
    }

    @Test("a scripted fault can answer with a body cut in half or with a page that is not JSON")
    func brokenBodies() async throws {
        try await withServer(testFaults: true) { client in
            let whole = try await client.get("/v1/counters")
            #expect(try await client.send("POST", "/v1/_faults", json: #"{"path":"/v1/counters","status":200,"count":1,"body":"truncated"}"#).status == 204)
            let cut = try await client.get("/v1/counters")
            #expect(cut.status == 200)
            #expect(cut.body == whole.body.prefix(whole.body.count / 2), "the real answer, cut in half")
            #expect((try? JSONSerialization.jsonObject(with: cut.body)) == nil)

            #expect(try await client.send("POST", "/v1/_faults", json: #"{"path":"/v1/counters","status":200,"count":1,"body":"not-json"}"#).status == 204)
            let page = try await client.get("/v1/counters")
            #expect(page.status == 200 && String(decoding: page.body, as: UTF8.self).hasPrefix("<html>"))
            #expect(try await client.get("/v1/counters").body == whole.body, "then the real answers again")

            let refused = try await client.send("POST", "/v1/_faults", json: #"{"path":"/v1/counters","status":200,"count":1}"#)
            #expect(refused.status == 400, "an error body needs an error status")
        }
    }

    @Test("a scripted fault without a method matches any method, with any status; DELETE clears them")
    func scriptedFaultAnyMethod() async throws {
        try await withServer(testFaults: true) { client in
            let token = try await client.signIn()
            let script = #"{"path":"/v1/blogs/1/like","status":500,"count":2}"#
            #expect(try await client.send("POST", "/v1/_faults", json: script).status == 204)
            #expect(try await client.send("PUT", "/v1/blogs/1/like", token: token).status == 500)
            #expect(try await client.send("DELETE", "/v1/blogs/1/like", token: token).status == 500)
            #expect(try await client.send("PUT", "/v1/blogs/1/like", token: token).status == 200)

            #expect(try await client.send("POST", "/v1/_faults", json: #"{"path":"/v1/health","status":418,"count":5}"#).status == 204)
            #expect(try await client.get("/v1/health").status == 418)
            #expect(try await client.send("DELETE", "/v1/_faults").status == 204)
            #expect(try await client.get("/v1/health").status == 200)
        }
    }

    @Test("a path ending in * is a prefix; any other path matches exactly")
    func prefixAndExact() async throws {
        try await withServer(testFaults: true) { client in
            func status(_ path: String) async throws -> Int { try await client.get(path).status }
            #expect(try await client.send("POST", "/v1/_faults", json: #"{"path":"/v1/users/7/*","status":503,"count":2}"#).status == 204)
            let user = try await status("/v1/users/7"), otherUser = try await status("/v1/users/8/blogs")
            #expect(user == 200 && otherUser == 200, "the prefix needs its slash and its id")
            let blogs = try await status("/v1/users/7/blogs"), friends = try await status("/v1/users/7/friends")
            #expect(blogs == 503 && friends == 503)
            #expect(try await client.send("POST", "/v1/_faults", json: #"{"path":"/v1/users/7","status":503,"count":1}"#).status == 204)
            let notPrefix = try await status("/v1/users/7/blogs"), exact = try await status("/v1/users/7")
            #expect(notPrefix == 200 && exact == 503, "a path without * matches exactly")
        }
    }

    @Test("bad fault scripts answer 400", arguments: [
        #"{"path":"(","status":503,"count":1}"#,
        #"{"path":"^(a+)+$","status":503,"count":1}"#,
        #"{"path":"/v1/*/like","status":503,"count":1}"#,
        #"{"path":"/*","status":200,"count":1}"#,
        #"{"path":"/*","status":503,"count":0}"#,
        #"{"path":"/*","method":"G E T","status":503,"count":1}"#,
        #"{"path":"/*","status":"503","count":1}"#,
        #"{"status":503,"count":1}"#,
        #"{"path":"/*""#,
    ])
    func badScripts(body: String) async throws {
        try await withServer(testFaults: true) { client in
            let response = try await client.send("POST", "/v1/_faults", json: body)
            #expect(response.status == 400, "\(body): \(response)")
        }
    }

    @Test("latency delays every answer, errors included")
    func latency() async throws {
        try await withServer(latency: .milliseconds(150)) { client in
            let clock = ContinuousClock()
            for path in ["/v1/health", "/v1/users/abc", "/v1/nowhere"] {
                let start = clock.now
                _ = try await client.get(path)
                #expect(clock.now - start >= .milliseconds(150), "\(path)")
            }
        }
    }
}
