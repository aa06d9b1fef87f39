@testable import Backend
import Foundation
import Synchronization
import Testing

/// A clock the test moves.
final class TestSeconds: Sendable {
    private let value = Mutex<Int64>(1_000_000)
    var now: Int64 { value.withLock { $0 } }
    func advance(_ seconds: Int64) { value.withLock { $0 += seconds } }
}

@Suite("Login throttling")
struct LoginThrottleTests {
    @Test("five failures are free; then a wait of 30 s that doubles with each further attempt, up to 15 min")
    func waits() {
        let clock = TestSeconds()
        let throttle = LoginThrottle(now: { clock.now })
        let keys = LoginThrottle.keys(username: "Me", address: "10.0.0.1")
        for _ in 0..<5 {
            #expect(throttle.retryAfter(for: keys) == nil)
            throttle.recordFailure(for: keys)
        }
        #expect(throttle.retryAfter(for: keys) == 30)
        clock.advance(10)
        #expect(throttle.retryAfter(for: keys) == 20)
        clock.advance(20)
        #expect(throttle.retryAfter(for: keys) == nil, "the wait is over")
        throttle.recordFailure(for: keys)
        #expect(throttle.retryAfter(for: keys) == 60, "a further failure doubles it")
        #expect(LoginThrottle.wait(afterFailures: 40) == 15 * 60)
    }

    @Test("counts per username and per address; a success clears the username; failures older than 15 min do not count")
    func keysAndWindow() {
        let clock = TestSeconds()
        let throttle = LoginThrottle(now: { clock.now })
        for _ in 0..<5 { throttle.recordFailure(for: LoginThrottle.keys(username: "me", address: "10.0.0.1")) }
        #expect(throttle.retryAfter(for: LoginThrottle.keys(username: "ME", address: nil)) == 30, "usernames ignore case")
        #expect(throttle.retryAfter(for: LoginThrottle.keys(username: "teacher", address: "10.0.0.1")) == 30, "the same address")
        #expect(throttle.retryAfter(for: LoginThrottle.keys(username: "teacher", address: "10.0.0.2")) == nil)
        throttle.recordSuccess(username: "me")
        #expect(throttle.retryAfter(for: LoginThrottle.keys(username: "me", address: nil)) == nil)
        clock.advance(15 * 60)
        #expect(throttle.retryAfter(for: LoginThrottle.keys(username: "teacher", address: "10.0.0.1")) == nil)
    }

    @Test("over HTTP: the sixth attempt is 429 with Retry-After, even with the right password")
    func overHTTP() async throws {
        try await withServer { client in
            for _ in 0..<5 {
                let wrong = try await client.send("POST", "/v1/sessions", json: #"{"username":"me","password":"000"}"#)
                #expect(wrong.status == 401)
            }
            let right = try await client.send("POST", "/v1/sessions", json: #"{"username":"me","password":"123"}"#)
            #expect(right.status == 429 && right.errorCode == "too_many_attempts")
            // 30 s from the fifth failure; a second or two less when this machine is slow to get here.
            let wait = Int(right.headers["retry-after"] ?? "") ?? 0
            #expect((25...30).contains(wait), "\(right.headers)")
            let again = try await client.send("POST", "/v1/sessions", json: #"{"username":"me","password":"123"}"#)
            #expect(Int(again.headers["retry-after"] ?? "") ?? 0 > wait, "refused attempts count: the wait grows")
        }
    }
}
