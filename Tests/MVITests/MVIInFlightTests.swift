import Domain
import Foundation
import MVI
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// The MVI screens while a request is still running — the HUD, `Refreshing…`, `Deleting…`, a
/// retry row that must go at once — and what the screens do when it ends. The requests wait at a
/// ``Door`` the test opens; no sleeps.
@MainActor
@Suite("MVI screens while a request runs")
struct MVIInFlightTests {
    /// In-memory services with `blogs`, `users` and `drafts` when given.
    private func services(blogs: HeldBlogService? = nil, users: HeldUserService? = nil, drafts: HeldDraftService? = nil) -> Services {
        var services = Services.inMemory(dates: SessionTapeTests.dates)
        if let blogs { services.blogs = blogs }
        if let users { services.users = users }
        if let drafts { services.drafts = drafts }
        return services
    }

    /// The app showing `demo` over `services`, settled.
    private func open(_ services: Services, demo: DemoID = .profile, size: Size = SessionTapeTests.size) async -> AppDriver {
        let context = DemoContext(services: services, language: .english, profileUserID: SampleData.featuredUserID)
        let screen = MVIEntryPoint.makeViewController(for: demo, context: context)
        return await AppDriver(size: size, rootViewController: NavigationController(rootViewController: screen))
    }


    @Test("the first load shows the HUD over the profile until its page comes, then the rows, and the app knows it is loading")
    func firstLoadHUD() async {
        let blogs = HeldBlogService()
        await blogs.pages.shut()
        let app = await AppDriver(size: SessionTapeTests.size)   // started empty: nothing runs until the page comes
        let context = DemoContext(services: services(blogs: blogs), language: .english, profileUserID: SampleData.featuredUserID)
        app.application.rootViewController = NavigationController(rootViewController: MVIEntryPoint.makeViewController(for: .profile, context: context))
        await blogs.pages.waitForCall()
        app.application.render()
        #expect(app.contains("Loading…"))
        #expect(!app.contains("Likes "))
        #expect(app.application.trackedTaskCount > 0, "the profile's load is tracked: the screen has not settled")
        await blogs.pages.open()
        await app.runUntilIdle()
        #expect(!app.contains("Loading…"))
        #expect(app.contains("Likes "))
    }

    @Test("a user list shows the HUD until its users come, and the app knows the list is still loading")
    func userListHUD() async {
        let users = HeldUserService()
        let app = await open(services(users: users))
        await users.lists.shut()
        await app.press(.up)                                        // the header's Friends
        await app.press(.enter, heldAt: users.lists)
        #expect(app.contains("Loading…"))
        #expect(app.application.trackedTaskCount > 0, "the list's request is tracked: the screen has not settled")
        await users.lists.open()
        await app.runUntilIdle()
        #expect(!app.contains("Loading…"))
        #expect(app.contains("Follow"))
    }

    @Test("a refresh keeps Refreshing… on screen until its page comes, though the list redraws meanwhile")
    func refreshLine() async {
        let blogs = HeldBlogService()
        let app = await open(services(blogs: blogs))
        await blogs.pages.shut()
        await app.press(.character("r"), heldAt: blogs.pages)
        #expect(app.contains("Refreshing…"))
        app.application.handle(.key(.down))                        // the cursor moves: the list draws again
        app.application.render()
        #expect(app.contains("Refreshing…"))
        await blogs.pages.open()
        await app.runUntilIdle()
        #expect(!app.contains("Refreshing…"))
    }

    @Test("Enter on the retry row takes it away at once, while the page loads")
    func retryRowGoesAtOnce() async {
        let blogs = HeldBlogService()
        let app = await open(services(blogs: blogs), size: Size(width: 80, height: 100))
        await app.press(.end)                                       // page 2
        await blogs.base.failNext(.blogs)
        await app.press(.end)                                       // page 3 fails: the retry row, selected
        #expect(app.contains("press Enter to retry"))
        await blogs.pages.shut()
        await app.press(.enter, heldAt: blogs.pages)
        #expect(!app.contains("press Enter to retry"))
        await blogs.pages.open()
        await app.runUntilIdle()
        #expect(!app.contains("press Enter to retry"))
    }

    @Test("deleting a draft shows Deleting… until the server answers")
    func deletingHUD() async {
        let drafts = HeldDraftService()
        let app = await open(services(drafts: drafts), demo: .me)
        await app.press(.up)                                        // the tabs
        await app.press(.right)                                     // Drafts
        await app.press(.down)                                      // into the drafts
        await app.press(.character("d"))
        await app.press(.right)                                     // OK
        await drafts.deletes.shut()
        await app.press(.enter, heldAt: drafts.deletes)
        #expect(app.contains("Deleting…"))
        await drafts.deletes.open()
        await app.runUntilIdle()
        #expect(!app.contains("Deleting…"))
    }

    @Test("Back while an unfollow runs: when the server refuses it, the own header's Friends count is put back")
    func backDuringUnfollow() async throws {
        let users = HeldUserService()
        let app = await open(services(users: users), demo: .me)
        let friends = try #require(app.number(after: "Friends "))
        await app.press(.up)                                        // tabs
        await app.press(.up)                                        // Discover
        await app.press(.left)                                      // Friends
        await app.press(.enter)
        await app.press(.tab)                                       // the first friend's follow button
        await app.press(.enter)
        await app.press(.right)                                     // OK
        await users.base.failNext(.setFollowing)
        await users.follows.shut()
        await app.press(.enter, heldAt: users.follows)
        app.application.handle(.key(.escape))                      // back, the unfollow still running
        await users.follows.open()
        await app.runUntilIdle()
        #expect(app.screenText[0].contains("Me"))
        #expect(app.number(after: "Friends ") == friends)
    }

    @Test("a follow from Suggested users says Following on its row at once, before the server answers")
    func followShowsAtOnce() async {
        let users = HeldUserService()
        let app = await open(services(users: users), demo: .me)
        await app.press(.up)                                        // tabs
        await app.press(.up)                                        // Discover
        await app.press(.enter)
        let following = app.screenText.filter { $0.contains("Following") }.count
        await app.press(.down)
        await app.press(.up)                                        // the list's state has the cursor on row 0 too
        await app.press(.tab)                                       // the first user's follow button
        await users.follows.shut()
        await app.press(.enter, heldAt: users.follows)
        #expect(app.screenText.filter { $0.contains("Following") }.count == following + 1)
        await users.follows.open()
        await app.runUntilIdle()
        #expect(app.screenText.filter { $0.contains("Following") }.count == following + 1)
    }
}
