import Domain
import Foundation
import MVI
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// The MVI screens over in-memory services, checked against what they must show — not only
/// against a replay of themselves (the session tapes): a bug in a view shows the same in the
/// recording and in its replay, so only checks like these notice it.
@MainActor
@Suite("MVI screens")
struct MVIScreenTests {
    /// The profile of the featured user (or the signed-in user's own, `me`), live on in-memory services.
    private func open(_ demo: DemoID = .profile, blogs: InMemoryBlogService = InMemoryBlogService(),
                      users: InMemoryUserService = InMemoryUserService(), drafts: InMemoryDraftService = InMemoryDraftService(),
                      size: Size = SessionTapeTests.size) async -> AppDriver {
        var services = Services.inMemory(dates: SessionTapeTests.dates)
        services.blogs = blogs
        services.users = users
        services.drafts = drafts
        let context = DemoContext(services: services, language: .english,
                                  profileUserID: SampleData.featuredUserID)
        let screen = MVIEntryPoint.makeViewController(for: demo, context: context)
        return await AppDriver(size: size, rootViewController: NavigationController(rootViewController: screen))
    }


    @Test("blog detail shows the blog's counts, and its like and share buttons change them")
    func blogDetail() async throws {
        let app = await open()
        await app.press(.enter)                     // the first blog
        let likes = try #require(app.number(after: "Likes "))
        let shares = try #require(app.number(after: "Shares "))
        #expect(!app.contains("✓ Likes"))
        await app.press(.enter)                     // like (focused)
        #expect(app.contains("✓ Likes \(likes + 1)"))
        await app.press(.tab)
        await app.press(.enter)                     // share
        #expect(app.number(after: "Shares ") == shares + 1)
    }

    @Test("the profile's rows show their likes and shares, and like and share from a row change them")
    func likeAndShareFromTheList() async throws {
        let app = await open()
        let likes = try #require(app.number(after: "Likes "))
        let shares = try #require(app.number(after: "Shares "))
        await app.press(.tab)                       // the first row's like button
        await app.press(.enter)
        #expect(app.contains("✓ Likes \(likes + 1)"))
        await app.press(.tab)                       // its share button
        await app.press(.enter)
        #expect(app.number(after: "Shares ") == shares + 1)
    }

    @Test("own friends: the rows say Following, unfollow asks first and redraws the row, r reloads, and the header's count follows on return")
    func friendsUnfollow() async throws {
        let users = InMemoryUserService()
        let app = await open(.me, users: users)
        let friends = try #require(app.number(after: "Friends "))
        await app.press(.up)                        // tabs
        await app.press(.up)                        // Discover
        await app.press(.left)                      // Friends
        await app.press(.enter)
        let following = app.screenText.filter { $0.contains("Following") }.count
        #expect(following > 0)
        await app.press(.tab)                       // the first friend's follow button
        await app.press(.enter)
        #expect(app.contains("Unfollow"))
        await app.press(.right)                     // OK
        await app.press(.enter)
        #expect(app.screenText.filter { $0.contains("Following") }.count == following - 1)
        let reads = await users.calls(to: .friends)
        await app.press(.character("r"))
        #expect(await users.calls(to: .friends) == reads + 1)
        await app.press(.escape)
        #expect(app.number(after: "Friends ") == friends - 1)
    }

    @Test("the avatar opens the user's detail")
    func avatar() async {
        let app = await open()
        await app.press(.up)                        // the header's Friends
        await app.press(.left)                      // the avatar
        await app.press(.enter)
        #expect(app.contains("ID"))
    }

    @Test("paging: the end loads the next page; a failed page's retry row takes the selection, once, and Enter retries; No more at the end")
    func paging() async {
        let blogs = InMemoryBlogService()
        let app = await open(blogs: blogs, size: Size(width: 80, height: 100))   // a whole page and its footer on screen
        #expect(app.contains("Likes ") && !app.contains("No more"))
        await app.press(.end)
        #expect(await blogs.calls(to: .blogs) == 2)
        await blogs.failNext(.blogs)
        await app.press(.end)
        #expect(app.contains("Load more failed — press Enter to retry"))
        await app.press(.up)                        // off the retry row, onto the last blog: it stays there
        await app.press(.enter)
        #expect(app.contains("by Grace Hopper"), "the last blog's detail")
        await app.press(.escape)
        await app.press(.down)                      // the retry row
        await app.press(.enter)
        #expect(await blogs.calls(to: .blogs) == 4)
        #expect(!app.contains("Load more failed"))
        for _ in 0..<5 where !app.contains("No more") { await app.press(.end) }
        await app.advance(by: Toast.defaultDuration + .milliseconds(100))   // the failed page's toast covered the footer
        #expect(app.contains("No more"))
    }

    @Test("refresh puts the cursor back on the first row")
    func refreshSelectsTheFirstRow() async throws {
        let app = await open()
        let first = try #require(app.screenText.first { $0.contains("#") }?.split(separator: " ").first { $0.hasPrefix("#") })
        await app.press(.down)
        await app.press(.down)
        await app.press(.character("r"))
        await app.press(.enter)
        #expect(app.screenText[0].contains(first + " "))
    }

    @Test("a user with no posts: the list says so once it has loaded")
    func emptyList() async {
        let app = await open(blogs: InMemoryBlogService(blogCount: 0))
        #expect(app.contains("No posts yet"))
    }

    @Test("a failed first load shows the error; r reloads, ends the refresh and shows the rows")
    func failedFirstLoad() async {
        let blogs = InMemoryBlogService()
        await blogs.failNext(.blogs)
        let app = await open(blogs: blogs)
        #expect(app.contains("press r to retry"))
        await app.press(.character("r"))
        #expect(!app.contains("press r to retry"))
        #expect(!app.contains("Refreshing…"))
        #expect(app.contains("Likes "))
    }

    @Test("own profile: titled Me; the Drafts tab shows the drafts, and d asks to delete the selected one there only")
    func ownDrafts() async {
        let app = await open(.me)
        #expect(app.screenText[0].contains("Me"))
        await app.press(.character("d"))            // on the Blogs tab
        #expect(!app.contains("Delete this draft?"))
        await app.press(.up)                        // the tabs
        await app.press(.right)                     // Drafts
        await app.press(.down)                      // into the drafts
        #expect(!app.contains("Likes "))
        await app.press(.character("d"))
        #expect(app.contains("Delete this draft?"))
    }

    @Test("another user's profile is titled with their name; a failed header load says so")
    func headerTitleAndFailure() async {
        let users = InMemoryUserService()
        await users.failNext(.user)
        let app = await open(users: users)
        #expect(app.contains("Server busy"))
        #expect(app.contains("press r to retry"))
        await app.press(.character("r"))
        #expect(app.screenText[0].contains("Grace Hopper"))
        #expect(!app.contains("press r to retry"))
    }

    @Test("deleting drafts takes each one's row away — the last, the first, then the only one left — until the list says No drafts")
    func deleteDrafts() async throws {
        var data = SampleData.standard
        data.drafts = Array(data.drafts.prefix(3))
        let drafts = InMemoryDraftService(data: data)
        let titles = try await drafts.drafts(page: 0).items.map(\.title)
        try #require(titles.count == 3)
        let app = await open(.me, drafts: drafts)
        await app.press(.up)                        // the tabs
        await app.press(.right)                     // Drafts
        await app.press(.down)                      // into the drafts
        #expect(titles.allSatisfy(app.contains))
        func delete() async {
            await app.press(.character("d"))
            await app.press(.right)                 // OK
            await app.press(.enter)
        }
        await app.press(.end)                       // the last draft
        await delete()
        #expect(!app.contains(titles[2]) && app.contains(titles[0]) && app.contains(titles[1]))
        await app.press(.home)                      // the first draft
        await delete()
        #expect(!app.contains(titles[0]) && app.contains(titles[1]))
        await delete()                              // the cursor is on the draft that took its place
        #expect(!app.contains(titles[1]))
        #expect(app.contains("No drafts"))
    }

    @Test("a like in the blog's detail shows on its row back on the profile")
    func likeInDetailShowsOnTheRow() async throws {
        let app = await open()
        let likes = try #require(app.number(after: "Likes "))
        #expect(app.screenText.first { $0.contains("Likes ") }?.contains("✓") == false)
        await app.press(.enter)                     // the first blog
        await app.press(.enter)                     // like
        await app.press(.escape)
        #expect(app.screenText.first { $0.contains("Likes ") }?.contains("✓ Likes \(likes + 1)") == true)
    }

    @Test("a refused follow in a user list says so in a toast, once, and puts the row back")
    func refusedFollowToast() async {
        let users = InMemoryUserService()
        await users.failNext(.setFollowing)
        let app = await open(.me, users: users)
        await app.press(.up)                        // tabs
        await app.press(.up)                        // Discover
        await app.press(.enter)
        func following() -> Int { app.screenText.filter { $0.contains("Following") }.count }
        let before = following()
        await app.press(.tab)                       // the first user's follow button
        await app.press(.enter)
        #expect(app.contains("Follow failed"))
        #expect(following() == before)
        await app.advance(by: Toast.defaultDuration + .milliseconds(100))
        #expect(!app.contains("Follow failed"))
        await app.press(.down)                      // the list draws again
        #expect(!app.contains("Follow failed"))
    }
}
