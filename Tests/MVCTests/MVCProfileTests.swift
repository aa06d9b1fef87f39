import Clocks
import Domain
import Foundation
import MVC
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// MVC keeps its logic in view controllers and the controller objects they assemble (table
/// controllers, cell helpers, the blog model) — all of them talk to views. So the only way to
/// test it is through its views: these tests build the real screens with in-memory services,
/// drive them with keys through `AppDriver`, and read the screen.
@MainActor
@Suite("MVC profile, driven through its views")
struct MVCProfileTests {
    /// An app showing `demo` of the MVC module over `services`, settled after its first load.
    private func open(_ demo: DemoID, services: Services, size: Size = Size(width: 80, height: 24)) async throws -> AppDriver {
        let context = DemoContext(services: services, language: .english, profileUserID: SampleData.featuredUserID)
        let screen = MVCEntryPoint.makeViewController(for: demo, context: context)
        return await AppDriver(size: size, rootViewController: NavigationController(rootViewController: screen))
    }

    /// An app showing `demo` of the MVC module, its first frame drawn before its first load ran.
    private func openUnsettled(_ demo: DemoID, services: Services) -> AppDriver {
        let context = DemoContext(services: services, language: .english, profileUserID: SampleData.featuredUserID)
        let screen = MVCEntryPoint.makeViewController(for: demo, context: context)
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let clock = TestClock<Duration>()
        let application = Application(terminal: terminal, clock: clock)
        let app = AppDriver(application: application, terminal: terminal, testClock: clock)
        application.rootViewController = NavigationController(rootViewController: screen)
        app.start()
        return app
    }

    /// Handles `key` and draws the frame, before the work it starts has run (what shows while a
    /// request is on its way).
    private func pressMidRequest(_ key: Key, in app: AppDriver) {
        app.application.handle(.key(key))
        app.application.render()
    }

    /// Whether a HUD shows anywhere on the screen.
    private func showsHUD(_ app: AppDriver) -> Bool {
        func search(_ view: View) -> Bool { view is HUD || view.subviews.contains(where: search) }
        return search(app.application.window)
    }

    /// The user service of `services` (in memory).
    private func users(of services: Services) -> InMemoryUserService { services.users as! InMemoryUserService }

    /// The name in user 7's header and title (in-memory sample data).
    private let featuredName = "Grace Hopper"

    /// The button line of the row whose title is `title` (rows are title, summary, buttons).
    private func buttonLine(of title: String, in app: AppDriver) -> String? {
        guard let position = app.position(of: title) else { return nil }
        return app.screenText[position.y + 2]
    }

    private func services(blogs: InMemoryBlogService = InMemoryBlogService(),
                          drafts: InMemoryDraftService = InMemoryDraftService()) -> Services {
        var services = Services.inMemory()
        services.blogs = blogs
        services.drafts = drafts
        return services
    }

    /// The first blog of user 7, as the service has it before the test.
    private func firstBlog(of blogs: InMemoryBlogService) async throws -> Blog {
        let page = try await blogs.blogs(userID: SampleData.featuredUserID, page: 0)
        return try await blogs.blog(id: page.items[0].id)
    }

    @Test("the blog table loads page 0 itself, pages 20, 20, 5 on reaching the end, then says No more")
    func paging() async throws {
        let blogs = InMemoryBlogService()
        let app = try await open(.profile, services: services(blogs: blogs))
        #expect(await blogs.calls(to: .blogs) == 1)
        #expect(app.screenText[0].contains(featuredName))
        #expect(!app.contains("No more"))
        await app.press(.end)       // the last row of page 0 → page 1
        await app.press(.end)       // the last row of page 1 → page 2, the last
        await app.press(.end)
        #expect(await blogs.calls(to: .blogs) == 3)
        #expect(app.contains("No more"))
        await app.press("r")        // reload from page 0: the footer goes
        #expect(await blogs.calls(to: .blogs) == 4)
        #expect(!app.contains("No more"))
    }

    @Test("a failed load-more toasts and offers a retry row; Enter on it loads the page")
    func loadMoreRetry() async throws {
        let blogs = InMemoryBlogService()
        let app = try await open(.profile, services: services(blogs: blogs))
        await blogs.failNext(.blogs, with: .serverBusy)
        await app.press(.end)
        #expect(app.contains(Localizer(.english).message(for: .serverBusy)))   // the toast
        await app.advance(by: .seconds(3))
        await app.press(.down)      // onto the retry row (section 1)
        #expect(app.contains("Load more failed — press Enter to retry"))
        await app.press(.enter)
        #expect(!app.contains("Load more failed"))
        #expect(await blogs.calls(to: .blogs) == 3)
    }

    @Test("a failed like rolls the row back to exactly what it was, with a toast")
    func likeRollsBack() async throws {
        let blogs = InMemoryBlogService()
        let before = try await firstBlog(of: blogs)
        try #require(!before.isLiked)
        let app = try await open(.profile, services: services(blogs: blogs))
        await blogs.failNext(.setLiked, with: .serverBusy)
        await app.press(.tab)       // the first row's like button
        await app.press(.enter)
        #expect(app.contains("Like failed"))
        #expect(buttonLine(of: before.title, in: app)?.contains("[ Likes \(before.likeCount) ]") == true)
        await app.advance(by: .seconds(3))
        #expect(!app.contains("Like failed"))
        #expect(try await firstBlog(of: blogs) == before)
    }

    @Test("two activations while a like is in flight send one request")
    func likeInFlightGuard() async throws {
        let blogs = InMemoryBlogService()
        let before = try await firstBlog(of: blogs)
        let app = try await open(.profile, services: services(blogs: blogs))
        await app.press(.tab)
        app.enqueue(.key(.enter))
        app.enqueue(.key(.enter))
        await app.runUntilIdle()
        #expect(await blogs.calls(to: .setLiked) == 1)
        #expect(buttonLine(of: before.title, in: app)?.contains("✓ Likes \(before.likeCount + 1)") == true)
    }

    @Test("a like given on the detail page shows in the list on return (one blog model)")
    func detailSharesTheBlog() async throws {
        let blogs = InMemoryBlogService()
        let before = try await firstBlog(of: blogs)
        let app = try await open(.profile, services: services(blogs: blogs))
        await app.press(.enter)     // open the first blog
        #expect(app.screenText[0].contains(before.title))
        await app.press(.enter)     // like: the button has focus
        #expect(app.contains("✓ Likes \(before.likeCount + 1)"))
        await app.press(.escape)
        #expect(app.screenText[0].contains(featuredName))
        #expect(buttonLine(of: before.title, in: app)?.contains("✓ Likes \(before.likeCount + 1)") == true)
    }

    @Test("own profile: a failed draft delete keeps the row and toasts; a good one removes it")
    func draftDelete() async throws {
        let drafts = InMemoryDraftService()
        let first = try await drafts.drafts(page: 0).items[0]
        let app = try await open(.me, services: services(drafts: drafts))
        #expect(app.screenText[0].contains("Me"))
        await app.press(.up)        // the tabs
        await app.press(.right)     // Drafts
        await app.press(.down)      // into the list
        #expect(app.contains(first.title))
        await drafts.failNext(.deleteDraft, with: .serverBusy)
        await app.press("d")
        #expect(app.contains("Delete this draft?"))
        await app.press(.right)     // OK
        await app.press(.enter)
        #expect(app.contains("Server busy, try again later"))
        #expect(app.contains(first.title))
        await app.press("d")
        await app.press(.right)
        await app.press(.enter)
        #expect(!app.contains(first.title))
        #expect(await drafts.calls(to: .deleteDraft) == 2)
    }

    @Test("own profile: deleting the last draft says No drafts, without No more")
    func deletingTheLastDraft() async throws {
        var data = SampleData.standard
        data.drafts = Array(data.drafts.prefix(1))
        let drafts = InMemoryDraftService(data: data)
        let app = try await open(.me, services: services(drafts: drafts))
        await app.press(.up)        // the tabs
        await app.press(.right)     // Drafts
        await app.press(.down)      // into the list
        #expect(app.contains("No more"))
        await app.press("d")
        await app.press(.right)     // OK
        await app.press(.enter)
        #expect(app.contains("No drafts"))
        #expect(!app.contains("No more"))
        #expect(await drafts.calls(to: .drafts) == 1, "the server had no more: nothing to load")
    }

    /// The sample drafts and 5 older ones: a full page, then a second page of `Old draft 5` … `1`.
    private func twoPagesOfDrafts() -> InMemoryDraftService {
        var data = SampleData.standard
        data.drafts += (1...5).map { Draft(id: 9_000 + $0, title: "Old draft \($0)", editedAt: Date(timeIntervalSince1970: Double($0))) }
        return InMemoryDraftService(data: data)
    }

    /// An app on the own profile's drafts, the cursor on their first row.
    private func openDrafts(_ drafts: InMemoryDraftService) async throws -> AppDriver {
        let app = try await open(.me, services: services(drafts: drafts))
        await app.press(.up)        // the tabs
        await app.press(.right)     // Drafts
        await app.press(.down)      // into the list
        return app
    }

    @Test("own profile: the drafts load their next page on reaching the last row, then say No more")
    func draftsPaging() async throws {
        let drafts = twoPagesOfDrafts()
        let app = try await openDrafts(drafts)
        #expect(!app.contains("No more"))
        await app.press(.end)
        #expect(await drafts.calls(to: .drafts) == 2)
        await app.press(.end)
        #expect(app.contains("Old draft 1"))
        #expect(app.contains("No more"))
    }

    @Test("own profile: deleting every draft of the first of two pages loads the rest instead of saying No drafts")
    func deletingAFullPageLoadsTheRest() async throws {
        let drafts = twoPagesOfDrafts()
        let app = try await openDrafts(drafts)
        for _ in 0..<20 {
            await app.press("d")
            await app.press(.right)     // OK
            await app.press(.enter)
        }
        #expect(await drafts.calls(to: .deleteDraft) == 20)
        #expect(await drafts.calls(to: .drafts) == 2)
        #expect(app.contains("Old draft 5") && app.contains("Old draft 1"))
        #expect(!app.contains("No drafts"))
        #expect(app.contains("No more"))
        #expect(!showsHUD(app))
    }

    @Test("Friends asks before an unfollow; Suggested users does not")
    func followScenes() async throws {
        let app = try await open(.me, services: services())
        await app.press(.up)
        await app.press(.up)        // Discover
        await app.press(.left)      // Friends
        await app.press(.enter)
        #expect(app.screenText[0].contains("Friends"))
        await app.press(.tab)       // the first friend's Following button
        await app.press(.enter)
        #expect(app.contains("Unfollow"))
        await app.press(.escape)
        await app.press(.escape)    // back to the profile
        await app.press(.right)     // Discover
        await app.press(.enter)
        #expect(app.screenText[0].contains("Suggested users"))
        await app.press(.tab)
        await app.press(.enter)     // follow
        #expect(app.contains("Following"))
        await app.press(.enter)     // unfollow, no question
        #expect(!app.contains("Unfollow"))
        #expect(!app.contains("Following"))
    }

    // MARK: Paging

    @Test("the first frame shows the HUD over the list and no retry row; the HUD goes when the page arrives")
    func firstLoadHUD() async {
        let app = openUnsettled(.profile, services: services())
        #expect(showsHUD(app))
        #expect(!app.contains("Load more failed"))
        await app.runUntilIdle()
        #expect(!showsHUD(app))
        #expect(app.screenText[0].contains(featuredName))
    }

    @Test("a refresh over rows shows no HUD and no progress footer; a load-more shows Loading… under the rows, without a HUD")
    func progressWhileLoading() async throws {
        let app = try await open(.profile, services: services(), size: Size(width: 80, height: 80))   // page 0 and its footer fit
        pressMidRequest(.character("r"), in: app)
        #expect(!app.contains("Loading…"))
        #expect(!showsHUD(app))
        await app.runUntilIdle()
        pressMidRequest(.end, in: app)
        #expect(app.contains("Loading…"))
        #expect(!showsHUD(app))
        await app.runUntilIdle()
        #expect(!app.contains("Loading…"))
    }

    @Test("reaching the end again while a page loads asks for it once")
    func oneLoadMoreAtATime() async throws {
        let blogs = InMemoryBlogService()
        let app = try await open(.profile, services: services(blogs: blogs))
        pressMidRequest(.end, in: app)      // the last row of page 0: page 1 is asked for…
        pressMidRequest(.end, in: app)      // …and the end reached again before it arrived
        await app.runUntilIdle()
        #expect(await blogs.calls(to: .blogs) == 2)
    }

    @Test("r reloads every time, and the refresh indicator goes when the page arrives")
    func refreshAgain() async throws {
        let blogs = InMemoryBlogService()
        let app = try await open(.profile, services: services(blogs: blogs))
        await app.press("r")
        #expect(!app.contains(ToolkitTexts().refreshing))
        await app.press("r")
        #expect(await blogs.calls(to: .blogs) == 3)
    }

    @Test("a later page goes after the first, and the selection stays on its row")
    func pagingKeepsOrderAndSelection() async throws {
        let blogs = InMemoryBlogService()
        let page0 = try await blogs.blogs(userID: SampleData.featuredUserID, page: 0).items
        let app = try await open(.profile, services: services(blogs: blogs))
        await app.press(.end)       // the last row of page 0: page 1 loads under it
        await app.press(.enter)
        #expect(app.screenText[0].contains(page0[19].title))
    }

    @Test("a user with no posts says so, without No more")
    func emptyList() async throws {
        let app = try await open(.profile, services: services(blogs: InMemoryBlogService(blogCount: 0)))
        #expect(app.contains("No posts yet"))
        #expect(!app.contains("No more"))
    }

    @Test("a first page that fails shows the error and its hint in place of the rows")
    func firstLoadFails() async throws {
        let blogs = InMemoryBlogService()
        await blogs.failNext(.blogs, with: .serverBusy)
        let app = try await open(.profile, services: services(blogs: blogs))
        #expect(app.contains("Server busy, try again later"))
        #expect(app.contains("press r to retry"))
    }

    @Test("a reload that fails over rows toasts and keeps them, with no retry row")
    func reloadFails() async throws {
        let blogs = InMemoryBlogService()
        let first = try await firstBlog(of: blogs)
        let app = try await open(.profile, services: services(blogs: blogs), size: Size(width: 80, height: 80))   // page 0 and a retry row would fit
        await blogs.failNext(.blogs, with: .serverBusy)
        await app.press("r")
        #expect(app.contains("Server busy, try again later"))
        await app.advance(by: .seconds(3))                      // the toast goes
        #expect(app.contains(first.title))
        #expect(!app.contains("Load more failed"))
    }

    @Test("a failed load-more brings its retry row into view; choosing it hides the row at once and loads without a HUD")
    func retryRowShowsAndGoes() async throws {
        let blogs = InMemoryBlogService()
        let app = try await open(.profile, services: services(blogs: blogs))
        await blogs.failNext(.blogs, with: .serverBusy)
        await app.press(.end)
        await app.advance(by: .seconds(3))                      // the toast goes
        #expect(app.contains("Load more failed — press Enter to retry"))
        await app.press(.down)
        pressMidRequest(.enter, in: app)
        #expect(!app.contains("Load more failed"))
        #expect(!showsHUD(app))
        await app.runUntilIdle()
        #expect(await blogs.calls(to: .blogs) == 3)
    }

    // MARK: Header, own profile, detail

    @Test("a header whose first load failed says why, and that r retries")
    func headerFailureShows() async throws {
        let services = self.services()
        await users(of: services).failNext(.user, with: .serverBusy)
        let app = try await open(.profile, services: services)
        let strings = Localizer(.english)
        #expect(app.contains(strings.message(for: .serverBusy)))
        #expect(app.contains(strings(.retryHint)))
    }

    @Test("a header whose first load failed comes back on r from the blog list")
    func headerRecovers() async throws {
        let services = self.services()
        await users(of: services).failNext(.user, with: .serverBusy)
        let app = try await open(.profile, services: services)
        #expect(!app.screenText[0].contains(featuredName))
        await app.press("r")
        #expect(app.screenText[0].contains(featuredName))
    }

    @Test("own profile: a header whose first load failed comes back on r from the drafts list")
    func ownHeaderRecoversFromDrafts() async throws {
        let services = self.services()
        let me = try await users(of: services).user(id: services.currentUserID)
        await users(of: services).failNext(.user, with: .serverBusy)
        let app = try await open(.me, services: services)
        #expect(!app.contains(me.name))
        await app.press(.up)        // the tabs
        await app.press(.right)     // Drafts
        await app.press(.down)      // into the list
        await app.press("r")
        #expect(app.contains(me.name))
    }

    @Test("the avatar opens the user's detail page")
    func avatarOpensDetail() async throws {
        let app = try await open(.profile, services: services())
        await app.press(.up)        // from the first row to the header
        await app.press(.left)      // the avatar
        await app.press(.enter)
        #expect(app.contains("Following?"))
    }

    @Test("own profile: its blogs show under the header; the drafts load once however often their tab is chosen")
    func ownBlogsAndDraftsOnce() async throws {
        let blogs = InMemoryBlogService(), drafts = InMemoryDraftService()
        let services = self.services(blogs: blogs, drafts: drafts)
        let mine = try #require(try await blogs.blogs(userID: services.currentUserID, page: 0).items.first)
        let app = try await open(.me, services: services)
        #expect(app.contains(mine.title))
        await app.press(.up)        // the tabs
        await app.press(.right)     // Drafts
        await app.press(.left)      // Blogs
        await app.press(.right)     // Drafts again
        #expect(await drafts.calls(to: .drafts) == 1)
    }

    @Test("own profile: d on the Blogs tab asks about no draft")
    func deleteOnlyOnDraftsTab() async throws {
        let app = try await open(.me, services: services())
        await app.press(.up)
        await app.press(.right)     // Drafts
        await app.press(.down)      // the first draft
        await app.press(.up)
        await app.press(.left)      // back to Blogs
        await app.press(.down)      // into the blog list
        await app.press("d")
        #expect(!app.contains("Delete this draft?"))
    }

    @Test("a draft row shows its summary; deleting it shows the Deleting HUD until the backend answers")
    func draftRowAndDeleteHUD() async throws {
        let drafts = InMemoryDraftService()
        let first = try await drafts.drafts(page: 0).items[0]
        let app = try await open(.me, services: services(drafts: drafts))
        await app.press(.up)
        await app.press(.right)
        await app.press(.down)
        #expect(app.contains(Localizer(.english).draftSummary(first.summary)))
        await app.press("d")
        await app.press(.right)     // OK
        pressMidRequest(.enter, in: app)
        #expect(showsHUD(app))
        await app.runUntilIdle()
        #expect(!showsHUD(app))
        #expect(!app.contains(first.title))
    }

    @Test("a row's share button shares its blog")
    func rowShares() async throws {
        let blogs = InMemoryBlogService()
        let before = try await firstBlog(of: blogs)
        let app = try await open(.profile, services: services(blogs: blogs))
        await app.press(.tab)       // the first row's like button
        await app.press(.tab)       // its share button
        await app.press(.enter)
        #expect(await blogs.calls(to: .share) == 1)
        #expect(buttonLine(of: before.title, in: app)?.contains("Shares \(before.shareCount + 1)") == true)
    }

    @Test("a liked blog asks Remove your like? first; OK unlikes it")
    func unlikeAsks() async throws {
        let blogs = InMemoryBlogService()
        let before = try await firstBlog(of: blogs)
        try #require(!before.isLiked)
        let app = try await open(.profile, services: services(blogs: blogs))
        await app.press(.tab)       // the first row's like button
        await app.press(.enter)     // liked
        #expect(buttonLine(of: before.title, in: app)?.contains("✓ Likes \(before.likeCount + 1)") == true)
        await app.press(.enter)
        #expect(app.contains("Remove your like?"))
        await app.press(.right)     // OK
        await app.press(.enter)
        #expect(await blogs.calls(to: .setLiked) == 2)
        #expect(try await firstBlog(of: blogs).isLiked == false)
        #expect(buttonLine(of: before.title, in: app)?.contains("[ Likes \(before.likeCount) ]") == true)
    }

    @Test("own profile: Enter on a draft opens its detail page")
    func draftOpensDetail() async throws {
        let drafts = InMemoryDraftService()
        let first = try await drafts.drafts(page: 0).items[0]
        let app = try await openDrafts(drafts)
        #expect(!app.screenText[0].contains(first.title))
        await app.press(.enter)
        #expect(app.screenText[0].contains(first.title))   // the detail page's title
    }

    @Test("a share that has answered lets the next press share again")
    func shareAgain() async throws {
        let blogs = InMemoryBlogService()
        let before = try await firstBlog(of: blogs)
        let app = try await open(.profile, services: services(blogs: blogs))
        await app.press(.enter)     // open the first blog: the like button has focus
        await app.press(.tab)       // the share button
        await app.press(.enter)
        await app.advance(by: .seconds(3))
        await app.press(.enter)
        #expect(await blogs.calls(to: .share) == 2)
        #expect(app.contains("Shares \(before.shareCount + 2)"))
    }

    @Test("the detail page's share button shares the blog")
    func detailShares() async throws {
        let blogs = InMemoryBlogService()
        let before = try await firstBlog(of: blogs)
        let app = try await open(.profile, services: services(blogs: blogs))
        await app.press(.enter)     // open the first blog: the like button has focus
        await app.press(.tab)       // the share button
        await app.press(.enter)
        #expect(app.contains("Shares \(before.shareCount + 1)"))
        #expect(await blogs.calls(to: .share) == 1)
    }

    // MARK: User list

    @Test("Suggested users: the first load shows the HUD; r reloads without one and drops whom I followed; r works again")
    func suggestedUsersReload() async throws {
        let services = self.services()
        let app = try await open(.me, services: services)
        await app.press(.up)
        await app.press(.up)        // Discover
        pressMidRequest(.enter, in: app)
        #expect(showsHUD(app))
        await app.runUntilIdle()
        #expect(!showsHUD(app))
        let first = try #require(try await users(of: services).suggestions().first)
        #expect(app.contains(first.name))
        await app.press(.tab)       // the first user's Follow button
        await app.press(.enter)
        #expect(app.contains("Following"))
        pressMidRequest(.character("r"), in: app)
        #expect(!showsHUD(app))
        await app.runUntilIdle()
        #expect(!app.contains(first.name))
        #expect(!app.contains(ToolkitTexts().refreshing))
        await app.press("r")
        #expect(await users(of: services).calls(to: .suggestions) == 4)   // the first load, this test's, two r
    }
}
