import AcceptanceSupport
import Domain
import MVXApp
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// The counter list (`mvx --demo counter`), for every pattern that implements it, against one
/// set of golden screens: 20 rows from the backend, `+` on a row (or its button) adds one at
/// once and persists it, a refused press rolls back with a toast, and whatever happens the
/// numbers on screen end equal to the server's.
@MainActor
@Suite("Counter acceptance", .serialized)
struct CounterAcceptanceTests {
    nonisolated static let patterns = AcceptancePatterns.selected

    @Test("first load shows the HUD, then 20 rows", arguments: patterns)
    func firstLoad(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.counter)
            app.expectScreen("counter-01-loading")
            await app.settle()
            app.expectScreen("counter-02-loaded")
        }
    }

    @Test("+ on the selected row, and Tab then Enter on its button, each count once", arguments: patterns)
    func presses(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.counter)
            await app.settle()
            await app.press(.character("+"))
            await app.press(.character("+"))
            await app.press(.down)
            await app.press(.down)
            await app.press(.character("+"))
            await app.press(.tab)               // the selected row's + button
            app.expectScreen("counter-03-button-focused")
            await app.press(.enter)
            app.expectScreen("counter-04-pressed")
            #expect(app.counterValuesOnScreen()[1] == 2)
            #expect(app.counterValuesOnScreen()[3] == 2)
            let server = try await app.serverCounterValues()
            #expect(server[1] == 2 && server[3] == 2 && server[2] == 0)
        }
    }

    @Test("25 presses as fast as keys come all count, in order, on screen and on the server", arguments: patterns)
    func rapidPresses(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.counter)
            await app.settle()
            for _ in 0..<25 { app.driver.enqueue(.key(.character("+"))) }
            await app.press(.down)
            for _ in 0..<5 { app.driver.enqueue(.key(.character("+"))) }
            await app.settle()
            #expect(app.counterValuesOnScreen()[1] == 25)
            #expect(app.counterValuesOnScreen()[2] == 5)
            let server = try await app.serverCounterValues()
            #expect(server[1] == 25 && server[2] == 5)
        }
    }

    @Test("a refused press (503) rolls back that one press with a toast; the rest count", arguments: patterns)
    func refusedPress(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.counter)
            await app.settle()
            await app.press(.character("+"))
            try await app.injectFault(path: "/v1/counters/1/increment", method: "POST", status: 503, count: 1)
            await app.press(.character("+"))
            app.expectScreen("counter-05-press-failed")
            #expect(app.contains(app.strings(.incrementFailed)))
            await app.press(.character("+"))
            await app.driver.advance(by: .seconds(3))
            #expect(app.counterValuesOnScreen()[1] == 2)
            #expect(try await app.serverCounterValues()[1] == 2)
        }
    }

    @Test("a failed first load shows the error, and r loads", arguments: patterns)
    func failedFirstLoad(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            try await app.injectFault(path: "/v1/counters", method: "GET", status: 503, count: 1)
            app.open(.counter)
            await app.settle()
            app.expectScreen("counter-06-first-load-failed")
            await app.press(.character("r"))
            app.expectScreen("counter-02-loaded")
        }
    }

    @Test("r refreshes: another client's increments show", arguments: patterns)
    func refreshShowsOtherClients(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.counter)
            await app.settle()
            _ = try await app.services.counters.increment(id: 4, idempotencyKey: .random())
            _ = try await app.services.counters.increment(id: 4, idempotencyKey: .random())
            await app.press(.character("r"))
            #expect(app.counterValuesOnScreen()[4] == 2)
        }
    }

    @Test("the same list in Chinese", arguments: patterns)
    func chinese(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern, language: .simplifiedChinese) { app in
            app.open(.counter)
            await app.settle()
            await app.press(.character("+"))
            app.expectScreen("counter-07-pressed")
            #expect(app.counterValuesOnScreen()[1] == 1)
        }
    }
}
