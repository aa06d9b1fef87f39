import AcceptanceSupport
import Domain
import MVXApp
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// Every pattern, with `mvx serve` as a process killed (SIGKILL) in the middle of a session and
/// started again over the same database: what the app wrote before the kill is still there, a
/// write while the server is down is taken back and said, nothing hangs, and once the server is
/// back `r` brings the screen to exactly what it holds.
@MainActor
@Suite("Fault matrix: the server killed and restarted", .serialized)
struct ServerRestartTests {
    /// The server, or `nil` (said) when no `mvx` binary is built (`swift build` makes one).
    private func startServer() throws -> ServeProcess? {
        guard let mvx = ServeProcess.findMVX() else {
            print("ServerRestartTests: skipped — no built mvx binary found (run swift build first)")
            return nil
        }
        return try ServeProcess(mvx: mvx)
    }

    @Test("counter: a press before the kill survives it, a press while down is taken back, r after the restart shows the server",
          arguments: PatternRegistry.patterns)
    func counter(pattern: PatternID) async throws {
        guard let server = try startServer() else { return }
        defer { server.finish() }
        let app = try await AcceptanceHarness.make(pattern: pattern, server: server.url)
        app.open(.counter)
        await app.settle()
        let start = try await app.services.counters.counters()
        await app.press(.character("+"))                        // row 1, acknowledged
        #expect(app.counterValuesOnScreen()[start[0].id] == start[0].value + 1)

        server.kill()
        await app.press(.down)
        await app.press(.character("+"))                        // row 2, the server is gone
        #expect(app.counterValuesOnScreen()[start[1].id] == start[1].value, "taken back: \(app.screen)")
        await app.press(.character("r"))                        // still gone: the rows stay
        #expect(app.counterValuesOnScreen()[start[0].id] == start[0].value + 1)

        try server.start()
        await app.press(.character("r"))
        let after = try await app.services.counters.counters()
        #expect(after[0].value == start[0].value + 1, "the acknowledged press survived SIGKILL")
        #expect(after[1].value == start[1].value, "the press while down never counted")
        for counter in after.prefix(5) {
            #expect(app.counterValuesOnScreen()[counter.id] == counter.value)
        }
        await app.press(.character("+"))                        // row 2 again, the server is back
        #expect(try await app.services.counters.counters()[1].value == start[1].value + 1)
        #expect(app.counterValuesOnScreen()[start[1].id] == start[1].value + 1)
        await app.stop()
    }

    @Test("profile: r while the server is down keeps the rows and says so; r after the restart shows the loaded page",
          arguments: PatternRegistry.patterns)
    func profile(pattern: PatternID) async throws {
        guard let server = try startServer() else { return }
        defer { server.finish() }
        let app = try await AcceptanceHarness.make(pattern: pattern, server: server.url)
        app.open(.profile)
        await app.settle()
        app.expectScreen("profile-02-loaded")

        server.kill()
        await app.press(.character("r"))
        #expect(app.contains(app.strings.message(for: .offline("x"))), "says the server cannot be reached: \(app.screen)")
        #expect(app.contains("Getting caching right"), "the rows stay")

        try server.start()
        await app.press(.character("r"))
        await app.driver.advance(by: .seconds(3))               // the toast of the failed refresh goes
        app.expectScreen("profile-02-loaded")
        await app.stop()
    }

    @Test("me: a draft deleted while the server is down stays and says so; after the restart the same delete goes through",
          arguments: PatternRegistry.patterns)
    func me(pattern: PatternID) async throws {
        guard let server = try startServer() else { return }
        defer { server.finish() }
        let app = try await AcceptanceHarness.make(pattern: pattern, server: server.url)
        app.open(.me)
        await app.settle()
        await app.press(.tab)                                   // Drafts, the focus in the list
        await app.settle()
        let before = try await app.services.drafts.drafts(page: 0).items
        let first = try #require(before.first)
        #expect(app.contains(first.title), "the drafts list shows: \(app.screen)")

        server.kill()
        await app.press(.character("d"))
        await app.press(.right)
        await app.press(.enter)                                 // OK: the delete meets a dead server
        await app.settle()
        #expect(app.contains(first.title), "the row stays: \(app.screen)")
        #expect(app.contains(app.strings.message(for: .offline("x"))) || app.contains(app.strings(.serverBusy)),
                "the failure is said: \(app.screen)")

        try server.start()
        #expect(try await app.services.drafts.drafts(page: 0).items.map(\.id) == before.map(\.id), "nothing was deleted while down")
        await app.driver.advance(by: .seconds(3))               // the toast goes
        await app.press(.character("d"))
        await app.press(.right)
        await app.press(.enter)                                 // the same delete, the server back
        await app.settle()
        let after = try await app.services.drafts.drafts(page: 0).items
        #expect(after.map(\.id) == Array(before.map(\.id).dropFirst()), "deleted once, on the server")
        #expect(!app.contains(first.title), "and gone from the screen: \(app.screen)")
        await app.stop()
    }

    @Test("login: a sign-in while the server is down says so in the user's language and keeps the form; after the restart the same key signs in",
          arguments: PatternRegistry.patterns, Language.allCases)
    func login(pattern: PatternID, language: Language) async throws {
        guard let server = try startServer() else { return }
        defer { server.finish() }
        let app = try await AcceptanceHarness.make(pattern: pattern, language: language, server: server.url)
        app.open(.login)
        await app.settle()
        await app.press(.enter)                                 // the teacher's form
        await app.driver.type("teacher")
        await app.press(.tab)
        await app.driver.type("111")

        server.kill()
        await app.press(.enter)                                 // Log in: nobody answers
        await app.settle()
        let signedIn = app.strings(.loggedIn(app.strings(.roleName(.teacher))))
        #expect(app.contains(app.strings.message(for: .offline("x"))), "says the server cannot be reached: \(app.screen)")
        #expect(!app.contains(signedIn))
        #expect(app.contains("•••"), "the password stays typed: \(app.screen)")

        try server.start()
        await app.press(.enter)                                 // the same key, the server back
        await app.settle()
        #expect(app.contains(signedIn), "signed in after the restart: \(app.screen)")
        await app.stop()
    }
}
