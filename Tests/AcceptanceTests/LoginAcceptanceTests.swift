import AcceptanceSupport
import Domain
import MVXApp
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// The teacher / student login (`mvx --demo login`), for every pattern that implements it,
/// against one set of golden screens: `Who are you?`, then each role's form over one login
/// logic, with every message of the flow.
@MainActor
@Suite("Login acceptance", .serialized)
struct LoginAcceptanceTests {
    nonisolated static let patterns = AcceptancePatterns.selected

    @Test("Who are you? opens the teacher's form; empty fields say so and send nothing", arguments: patterns)
    func emptyFields(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.login)
            await app.settle()
            app.expectScreen("login-01-who-are-you")
            await app.press(.enter)
            app.expectScreen("login-02-teacher-form")
            await app.press(.enter)
            app.expectScreen("login-03-empty")
            await app.driver.type("teacher")
            await app.press(.enter)
            #expect(app.contains(app.strings(.enterUsernameAndPassword)))
        }
    }

    @Test("the teacher logs in; the password shows one • per character", arguments: patterns)
    func teacherLogsIn(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.login)
            await app.settle()
            await app.press(.enter)
            await app.driver.type("teacher")
            await app.press(.tab)
            await app.driver.type("111")
            app.expectScreen("login-04-typed")
            await app.press(.enter)
            app.expectScreen("login-05-logged-in")
            #expect(app.contains("Logged in! Hello, Teacher"))
        }
    }

    @Test("a wrong password, a student on the teacher's form, and a busy server each say so", arguments: patterns)
    func failures(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.login)
            await app.settle()
            await app.press(.enter)
            await app.driver.type("teacher")
            await app.press(.down)                  // ↓ moves to the password too
            await app.driver.type("999")
            await app.press(.enter)
            app.expectScreen("login-06-wrong-password")
            await app.press(.up)
            for _ in 0..<7 { await app.press(.backspace) }
            await app.driver.type("student")
            await app.press(.tab)
            for _ in 0..<3 { await app.press(.backspace) }
            await app.driver.type("111")
            await app.press(.enter)
            app.expectScreen("login-07-not-a-teacher")
            try await app.injectFault(path: "/v1/sessions", method: "POST", status: 503, count: 1)
            await app.press(.enter)
            app.expectScreen("login-08-server-busy")
        }
    }

    @Test("Esc goes back; the student's form logs the student in, and Shift-Tab moves back", arguments: patterns)
    func student(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern) { app in
            app.open(.login)
            await app.settle()
            await app.press(.enter)
            await app.press(.escape)
            app.expectScreen("login-01-who-are-you")
            await app.press(.down)
            await app.press(.enter)
            app.expectScreen("login-09-student-form")
            await app.press(.tab)
            await app.driver.type("111")
            await app.press(.backTab)
            await app.driver.type("student")
            await app.press(.enter)
            app.expectScreen("login-10-student-logged-in")
        }
    }

    @Test("the same flow in Chinese, Chinese typed into the username", arguments: patterns)
    func chinese(pattern: PatternID) async throws {
        try await AcceptanceHarness.run(pattern, language: .simplifiedChinese) { app in
            app.open(.login)
            await app.settle()
            app.expectScreen("login-01-who-are-you")
            await app.press(.enter)
            await app.driver.type("老师")
            await app.press(.tab)
            await app.driver.type("111")
            await app.press(.enter)
            app.expectScreen("login-11-chinese-username")
            await app.press(.up)
            await app.press(.backspace)
            await app.press(.backspace)
            await app.driver.type("teacher")
            await app.press(.enter)
            app.expectScreen("login-05-logged-in")
        }
    }
}
