import AcceptanceSupport
import Domain
import MVXApp
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// Every pattern × every demo with a list, against the real backend answering badly: a body cut
/// in half, a body that is not JSON (both with status 200), and a storm of 503s. Each must end in
/// the list's error state — the error's message in the user's language, nothing half-shown, no
/// crash — and `r` must then bring the screen back to exactly what the server has.
@MainActor
@Suite("Fault matrix: broken answers", .serialized)
struct BrokenAnswerTests {
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
        demos.map { (pattern, $0) }
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

/// Every pattern's writes meeting broken answers: an answer cut short or not JSON after the server
/// applied the write (the outcome unknown to the app), and a storm of 503s. The screen must end
/// equal to the server, each write applied once or not at all.
@MainActor
@Suite("Fault matrix: broken answers to writes", .serialized)
struct BrokenWriteAnswerTests {
    @Test("counter: a press whose answer is lost counts once; a 503 storm counts nothing; the screen equals the server",
          arguments: PatternRegistry.patterns)
    func counter(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.counter)
            await app.settle()
            let start = try await app.services.counters.counters()
            for (row, body) in ["truncated", "not-json"].enumerated() {
                try await app.injectFault(path: "/v1/counters/*", method: "POST", status: 200, count: 1, body: body)
                await app.press(.character("+"))
                let server = try await app.services.counters.counters()
                #expect(server[row].value == start[row].value + 1, "\(body): counted once")
                #expect(app.counterValuesOnScreen()[start[row].id] == server[row].value, "\(body): \(app.screen)")
                await app.press(.down)
            }
            try await app.injectFault(path: "/v1/counters/*", method: "POST", status: 503, count: 6)
            await app.press(.character("+"))
            let server = try await app.services.counters.counters()
            #expect(server[2].value == start[2].value, "a refused press counts nothing")
            #expect(app.counterValuesOnScreen()[start[2].id] == start[2].value)
        }
    }

    /// The counter screen says its own sentence for any refused press (the spec's toast); the
    /// disk's words are the service error's (`AppError`'s message for a 507, `AppErrorTests`).
    @Test("counter: the server's disk is full (507): the press is refused in the user's language, nothing counted; the next press counts once",
          arguments: PatternRegistry.patterns, [Language.english, .simplifiedChinese])
    func counterOnFullDisk(pattern: PatternID, language: Language) async throws {
        try await AcceptanceHarness.run(pattern, language: language) { app in
            app.open(.counter)
            await app.settle()
            let start = try await app.services.counters.counters()
            try await app.injectFault(path: "/v1/counters/*", method: "POST", status: 507, count: 1)
            await app.press(.character("+"))
            #expect(app.contains(app.strings(.incrementFailed)), "the refusal is said: \(app.screen)")
            // The service's error names the cause, in the user's language.
            try await app.injectFault(path: "/v1/counters/*", method: "POST", status: 507, count: 1)
            let refusal = await Result { () async throws(AppError) in try await app.services.counters.increment(id: start[0].id) }
            guard case .failure(let error) = refusal else { Issue.record("a 507 was taken as a success"); return }
            #expect(error.message(in: language) == app.strings(.errorServerDiskFull))
            var server = try await app.services.counters.counters()
            #expect(server[0].value == start[0].value, "a refused press counts nothing")
            #expect(app.counterValuesOnScreen()[start[0].id] == start[0].value)
            await app.press(.character("+"))
            server = try await app.services.counters.counters()
            #expect(server[0].value == start[0].value + 1, "room again: the press counts once")
            #expect(app.counterValuesOnScreen()[start[0].id] == server[0].value, "\(app.screen)")
        }
    }

    @Test("profile: a like whose answer is lost is liked once; the row equals the server",
          arguments: PatternRegistry.patterns)
    func like(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.profile)
            await app.settle()
            let page = try await app.services.blogs.blogs(userID: 7, page: 0).items
            let blog = try #require(page.first { !$0.isLiked })
            let row = try #require(page.firstIndex(of: blog))
            try await app.injectFault(path: "/v1/blogs/\(blog.id)/like", method: "PUT", status: 200, count: 2, body: "truncated")
            await app.press(.down, times: row)
            await app.press(.tab)                               // Likes
            await app.press(.enter)
            let server = try await app.services.blogs.blog(id: blog.id)
            #expect(server.isLiked && server.likeCount == blog.likeCount + 1, "liked once")
            #expect(app.blogCountsOnScreen(title: blog.title)?.likes == server.likeCount, "\(app.screen)")
        }
    }
}
