import Domain
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
    private func open(_ demo: DemoID, services: Services) async throws -> AppDriver {
        let context = DemoContext(services: services, language: .english, profileUserID: SampleData.featuredUserID)
        let screen = MVCEntryPoint.makeViewController(for: demo, context: context)
        return await AppDriver(size: Size(width: 80, height: 24), rootViewController: NavigationController(rootViewController: screen))
    }

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
}
