import Domain
import MVXCLI
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// Every pattern × every demo with a list, against the real backend answering badly: a body cut
/// in half, a body that is not JSON (both with status 200), and a storm of 503s. Each must end in
/// the list's error state — the error's message in the user's language, nothing half-shown, no
/// crash — and `r` must then bring the screen back to exactly what the server has.
@MainActor
@Suite("Fault matrix", .serialized)
struct FaultMatrixTests {
    /// A demo whose first screen is a list loaded from `path`, with its loaded golden.
    struct ListDemo: Sendable, CustomStringConvertible {
        let demo: DemoID
        let path: String
        let loadedGolden: String
        var description: String { demo.rawValue }
    }

    /// One way the server answers badly, and how many times in a row.
    struct BadAnswer: Sendable, CustomStringConvertible {
        let status: Int
        let body: String
        let count: Int
        let error: AppError
        var description: String { "\(status) \(body) ×\(count)" }
    }

    nonisolated static let demos = [
        ListDemo(demo: .profile, path: "/v1/users/7/blogs", loadedGolden: "profile-02-loaded"),
        ListDemo(demo: .counter, path: "/v1/counters", loadedGolden: "counter-02-loaded"),
        ListDemo(demo: .voice, path: "/v1/voice-messages", loadedGolden: "voice-02-loaded"),
    ]
    nonisolated static let answers = [
        BadAnswer(status: 200, body: "truncated", count: 1, error: .invalidResponse("x")),
        BadAnswer(status: 200, body: "not-json", count: 1, error: .invalidResponse("x")),
        BadAnswer(status: 503, body: "error", count: 3, error: .serverBusy),   // retries meet it too
    ]
    nonisolated static let cases: [(PatternID, ListDemo)] = PatternID.allCases.flatMap { pattern in
        demos.filter { PatternRegistry.patterns(implementing: $0.demo).contains(pattern) }.map { (pattern, $0) }
    }

    @Test("a broken answer shows the list's error, and r brings back what the server has", arguments: cases)
    func brokenAnswers(pattern: PatternID, list: ListDemo) async throws {
        for answer in Self.answers {
            let app = try await AcceptanceHarness.make(pattern: pattern)
            try await app.injectFault(path: list.path, method: "GET", status: answer.status, count: answer.count, body: answer.body)
            app.open(list.demo)
            await app.settle()
            #expect(app.contains(app.strings.message(for: answer.error)), "\(answer): \(app.screen)")
            #expect(app.contains(app.strings(.retryHint)), "\(answer)")
            // A storm outlasts the first retries; each r meets the next bad answer until it ends.
            for _ in 0..<answer.count { await app.press(.character("r")) }
            app.expectScreen(list.loadedGolden)
            await app.stop()
        }
    }
}
