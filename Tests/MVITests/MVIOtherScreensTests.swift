import Domain
import Foundation
import MVI
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// The MVI screens besides the profile: counters and sign-in, live on in-memory services.
@MainActor
@Suite("MVI counters and sign-in")
struct MVIOtherScreensTests {
    /// `demo` of MVI over `services`, settled.
    private func open(_ demo: DemoID, _ services: Services) async -> AppDriver {
        let context = DemoContext(services: services, language: .english)
        let screen = MVIEntryPoint.makeViewController(for: demo, context: context)
        return await AppDriver(size: SessionTapeTests.size, rootViewController: NavigationController(rootViewController: screen))
    }

    /// The count on the row of `item` (`Item 2 … 3 [ + ]` → 3).
    private func count(of item: Int, in app: AppDriver) -> Int? {
        guard let line = app.screenText.first(where: { $0.hasPrefix(" Item \(item) ") }) else { return nil }
        return line.split(separator: " ").dropLast(3).last.flatMap { Int($0) }
    }

    @Test("counters: + adds one to the selected row at once, so does the row's button; r reloads; a failed save says so once")
    func counters() async throws {
        let counters = HeldCounterService()
        var services = Services.inMemory(dates: SessionTapeTests.dates)
        services.counters = counters
        let app = await open(.counter, services)
        try #require(app.screenText[0].contains("Counters"))
        #expect(count(of: 1, in: app) == 0 && count(of: 2, in: app) == 0)
        await app.press(.character("+"))
        #expect(count(of: 1, in: app) == 1)
        await app.press(.down)
        await counters.increments.shut()
        await app.press(.character("+"), heldAt: counters.increments)
        #expect(count(of: 1, in: app) == 1 && count(of: 2, in: app) == 1, "before the server answers")
        #expect(app.application.trackedTaskCount > 0, "the increment is tracked: the screen has not settled")
        await counters.increments.open()
        await app.runUntilIdle()
        #expect(count(of: 2, in: app) == 1)
        await app.press(.tab)                       // the row's + button
        await app.press(.enter)
        #expect(count(of: 2, in: app) == 2)
        let reads = await counters.base.calls(to: .counters)
        await app.press(.character("r"))
        #expect(await counters.base.calls(to: .counters) == reads + 1)
        #expect(count(of: 2, in: app) == 2)
        await counters.base.failNext(.increment)
        await app.press(.down)
        await app.press(.character("+"))
        #expect(app.contains("Couldn't save the count"))
        await app.advance(by: Toast.defaultDuration + .milliseconds(100))
        #expect(!app.contains("Couldn't save the count"))
        await app.press(.down)
        await app.press(.character("+"))            // the list draws again
        #expect(!app.contains("Couldn't save the count"))
    }

    @Test("sign-in: I'm a teacher opens the teacher's form; logging in shows the HUD until the server answers, then the greeting; the form opens empty again")
    func teacherLogin() async throws {
        let login = HeldLoginService()
        var services = Services.inMemory(dates: SessionTapeTests.dates)
        services.login = login
        let app = await open(.login, services)
        #expect(app.screenText[0].contains("Who are you?"))
        await app.press(.enter)                     // I'm a teacher
        try #require(app.screenText[0].contains("Teacher login"))
        #expect(app.contains("Username") && app.contains("Password") && app.contains("[ Log in ]"))
        await app.type("teacher")
        await app.press(.tab)
        await app.type("111")
        await login.logins.shut()
        await app.press(.enter, heldAt: login.logins)
        #expect(app.contains("Logging in…"))
        #expect(app.application.trackedTaskCount > 0, "the login is tracked: the screen has not settled")
        await login.logins.open()
        await app.runUntilIdle()
        #expect(!app.contains("Logging in…"))
        #expect(app.contains("Logged in! Hello, Teacher"))
        await app.press(.escape)
        await app.press(.enter)                     // I'm a teacher, again
        #expect(app.screenText[0].contains("Teacher login"))
        #expect(!app.contains("Logged in!"))
    }
}
