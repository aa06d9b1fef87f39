import AcceptanceSupport
import Domain
import MVXApp
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

/// The profile page (`profile` and `me`), run for every pattern that implements it, against
/// one set of golden screens. Each scenario starts a fresh backend (seed 1), so every
/// pattern sees the same data.
@MainActor
@Suite("Profile acceptance", .serialized)
struct ProfileAcceptanceTests {
    nonisolated static let patterns = AcceptancePatterns.selected

    private func run(_ pattern: PatternID, _ demo: DemoID = .profile, language: Language = .english,
                     _ body: (AcceptanceHarness) async throws -> Void) async throws {
        try await AcceptanceHarness.run(pattern, language: language, body)
    }

    @Test("first load shows the HUD over the list, then the header and the first page", arguments: patterns)
    func firstLoad(pattern: PatternID) async throws {
        try await run(pattern) { app in
            app.open(.profile)
            app.expectScreen("profile-01-loading")
            #expect(app.contains(app.strings(.loading)))
            await app.settle()
            app.expectScreen("profile-02-loaded")
        }
    }

    @Test("paging to the end loads 20, 20, 5 and says No more; r reloads from the top", arguments: patterns)
    func pagingAndRefresh(pattern: PatternID) async throws {
        try await run(pattern) { app in
            app.open(.profile)
            await app.settle()
            await app.press(.end)           // last of page 0 → loads page 1
            await app.press(.end)           // last of page 1 → loads page 2 (the last)
            await app.press(.end)
            app.expectScreen("profile-03-paged-to-end")
            #expect(app.contains("No more"))
            await app.press(.character("r"))
            app.expectScreen("profile-04-refreshed")
            #expect(!app.contains("No more"))
        }
    }

    @Test("a failed first load shows the error and r retries", arguments: patterns)
    func failedFirstLoad(pattern: PatternID) async throws {
        try await run(pattern) { app in
            try await app.injectFault(path: "/v1/users/7/blogs", method: "GET", status: 503, count: 1)
            app.open(.profile)
            await app.settle()
            app.expectScreen("profile-05-first-load-failed")
            #expect(app.contains(app.strings(.retryHint)))
            await app.press(.character("r"))
            app.expectScreen("profile-02-loaded")
        }
    }

    @Test("a failed header and list both come back on r, even with focus on the header", arguments: patterns)
    func failedHeaderRecovers(pattern: PatternID) async throws {
        try await run(pattern) { app in
            try await app.injectFault(path: "/v1/users/7", method: "GET", status: 503, count: 1)
            try await app.injectFault(path: "/v1/users/7/blogs", method: "GET", status: 503, count: 1)
            app.open(.profile)
            await app.settle()
            app.expectScreen("profile-18-header-and-list-failed")
            #expect(!app.contains("Tara"))
            await app.press(.tab)               // focus leaves the list for the header's buttons
            await app.press(.character("r"))
            app.expectScreen("profile-21-recovered-with-header-focused")   // profile-02's page, the avatar focused
        }
    }

    @Test("a failed header alone says why in the header, and comes back on r from the list", arguments: patterns)
    func failedHeaderAloneRecovers(pattern: PatternID) async throws {
        try await run(pattern) { app in
            try await app.injectFault(path: "/v1/users/7", method: "GET", status: 503, count: 1)
            app.open(.profile)
            await app.settle()
            app.expectScreen("profile-22-header-failed")
            #expect(app.contains("Getting caching right"))
            #expect(!app.contains("Tara"))
            #expect(app.contains(app.strings(.serverBusy)))
            await app.press(.character("r"))
            app.expectScreen("profile-02-loaded")
        }
    }

    @Test("own profile in Chinese: a header that fails again on r still says why, then recovers", arguments: patterns)
    func failedOwnHeaderFailsAgain(pattern: PatternID) async throws {
        try await run(pattern, .me, language: .simplifiedChinese) { app in
            try await app.injectFault(path: "/v1/users/123", method: "GET", status: 503, count: 2)
            app.open(.me)
            await app.settle()
            app.expectScreen("me-17-header-failed")
            await app.press(.character("r"))   // fails again: the same screen, not a blank header
            app.expectScreen("me-17-header-failed")
            await app.press(.character("r"))
            app.expectScreen("me-09-loaded")
        }
    }

    @Test("a failed load-more keeps the list, toasts, and Enter retries at once: the selection moved onto the retry row", arguments: patterns)
    func failedLoadMore(pattern: PatternID) async throws {
        try await run(pattern) { app in
            app.open(.profile)
            await app.settle()
            try await app.injectFault(path: "/v1/users/7/blogs", method: "GET", status: 503, count: 1)
            await app.press(.end)
            app.expectScreen("profile-06-load-more-failed")
            await app.driver.advance(by: .seconds(3))   // the toast goes away
            await app.press(.enter)                     // `press Enter to retry`, as the row says (no blog opens)
            await app.press(.end)
            app.expectScreen("profile-07-load-more-retried")
        }
    }

    @Test("like: optimistic +1, unlike asks first, a failure rolls back with a toast", arguments: patterns)
    func likeAndUnlike(pattern: PatternID) async throws {
        try await run(pattern) { app in
            app.open(.profile)
            await app.settle()
            await app.press(.tab)                       // focus Likes on the first row
            await app.press(.enter)
            app.expectScreen("profile-08-liked")
            await app.press(.enter)                     // already liked: asks
            app.expectScreen("profile-09-remove-like-alert")
            await app.press(.escape)                    // Cancel: nothing changes
            app.expectScreen("profile-08-liked")
            await app.press(.enter)
            await app.press(.right)                     // OK
            await app.press(.enter)
            app.expectScreen("profile-10-unliked")
            try await app.injectFault(path: "/v1/blogs/*", method: "PUT", status: 503, count: 1)
            await app.press(.enter)
            app.expectScreen("profile-11-like-failed")
            #expect(app.contains(app.strings(.likeFailed)))
            await app.driver.advance(by: .seconds(3))
            app.expectScreen("profile-10-unliked")
        }
    }

    @Test("two activations while a like is in flight count once", arguments: patterns)
    func noDoubleLike(pattern: PatternID) async throws {
        try await run(pattern) { app in
            app.open(.profile)
            await app.settle()
            await app.press(.tab)
            app.driver.enqueue(.key(.enter))
            app.driver.enqueue(.key(.enter))
            await app.settle()
            app.expectScreen("profile-08-liked")
            let page = try await app.services.blogs.blogs(userID: 7, page: 0)
            let first = try #require(page.items.first)
            #expect(first.isLiked)
        }
    }

    @Test("share adds one through the backend and toasts Shared", arguments: patterns)
    func share(pattern: PatternID) async throws {
        try await run(pattern) { app in
            app.open(.profile)
            await app.settle()
            await app.press(.tab)
            await app.press(.tab)                       // focus Shares
            await app.press(.enter)
            app.expectScreen("profile-12-shared")
            #expect(app.contains(app.strings(.shared)))
        }
    }

    @Test("three presses of share while one is in flight share once", arguments: patterns)
    func noTripleShare(pattern: PatternID) async throws {
        try await run(pattern) { app in
            app.open(.profile)
            await app.settle()
            let before = try #require(try await app.services.blogs.blogs(userID: 7, page: 0).items.first)
            await app.press(.tab)
            await app.press(.tab)                       // focus Shares
            for _ in 0..<3 { app.driver.enqueue(.key(.enter)) }
            await app.settle()
            app.expectScreen("profile-12-shared")
            let after = try #require(try await app.services.blogs.blogs(userID: 7, page: 0).items.first)
            #expect(after.shareCount == before.shareCount + 1)
        }
    }

    @Test("a like changed on the detail page shows in the list on return", arguments: patterns)
    func detailStaysInSync(pattern: PatternID) async throws {
        try await run(pattern) { app in
            app.open(.profile)
            await app.settle()
            await app.press(.enter)                     // open the first blog
            app.expectScreen("profile-13-blog-detail")
            await app.press(.enter)                     // like (the like button has focus)
            app.expectScreen("profile-14-blog-detail-liked")
            await app.press(.escape)
            app.expectScreen("profile-08-liked")
        }
    }

    @Test("the avatar opens user detail; Friends opens the friends list", arguments: patterns)
    func headerNavigation(pattern: PatternID) async throws {
        try await run(pattern) { app in
            app.open(.profile)
            await app.settle()
            await app.press(.up)                        // from the first row to the header
            app.expectScreen("profile-15-header-focused")
            await app.press(.left)                      // the avatar
            await app.press(.enter)
            app.expectScreen("profile-16-user-detail")
            await app.press(.escape)
            await app.press(.right)                     // Friends
            await app.press(.enter)
            app.expectScreen("profile-17-friends")
        }
    }

    @Test("a user with no posts and no friends: the lists say so instead of showing a blank area", arguments: patterns)
    func emptyStates(pattern: PatternID) async throws {
        for language in [Language.english, .simplifiedChinese] {
            let app = try await AcceptanceHarness.make(pattern: pattern, language: language)
            app.open(.profile, userID: 201)             // the teacher account: no blogs, follows nobody
            await app.settle()
            app.expectScreen("profile-19-no-posts")
            #expect(app.contains(app.strings(.noPostsYet)))
            await app.press(.up)                        // from the empty list to the header's Friends
            await app.press(.enter)
            app.expectScreen("profile-20-no-friends")
            #expect(app.contains(app.strings(.noFriendsYet)))
            await app.stop()
        }
    }

    @Test("friends: unfollow asks first, follow does not; the count follows on return", arguments: patterns)
    func friendsFollow(pattern: PatternID) async throws {
        try await run(pattern, .me) { app in
            app.open(.me)
            await app.settle()
            await app.press(.up)                        // tabs
            await app.press(.up)                        // Discover
            await app.press(.left)                      // Friends
            await app.press(.enter)
            app.expectScreen("me-01-friends")
            await app.press(.tab)                       // the first friend's Following button
            await app.press(.enter)
            app.expectScreen("me-02-unfollow-alert")
            await app.press(.right)
            await app.press(.enter)
            app.expectScreen("me-03-unfollowed")
            await app.press(.enter)                     // follow again: no question
            app.expectScreen("me-04-followed-again")
            await app.press(.enter)
            await app.press(.right)
            await app.press(.enter)                     // unfollow for good
            // One source of truth: the header already knows the new count, so going back asks the
            // backend nothing (a reload here would fail and leave the old count on screen).
            try await app.injectFault(path: "/v1/users/123", method: "GET", status: 503, count: 1)
            await app.press(.escape)
            app.expectScreen("me-05-friend-count-after-back")
        }
    }

    @Test("suggested users: unfollow does not ask; a failed follow rolls back", arguments: patterns)
    func suggestedUsers(pattern: PatternID) async throws {
        try await run(pattern, .me) { app in
            app.open(.me)
            await app.settle()
            await app.press(.up)
            await app.press(.up)                        // Discover
            await app.press(.enter)
            app.expectScreen("me-06-suggested")
            await app.press(.tab)
            await app.press(.enter)                     // follow
            app.expectScreen("me-07-suggested-followed")
            await app.press(.enter)                     // unfollow: no question in scene B
            app.expectScreen("me-06-suggested")
            try await app.injectFault(path: "/v1/users/*", method: "PUT", status: 503, count: 1)
            await app.press(.enter)
            app.expectScreen("me-08-follow-failed")
        }
    }

    @Test("own profile: Blogs | Drafts tabs, drafts delete with confirmation, and failure keeps the row", arguments: patterns)
    func drafts(pattern: PatternID) async throws {
        try await run(pattern, .me) { app in
            app.open(.me)
            await app.settle()
            app.expectScreen("me-09-loaded")
            await app.press(.up)                        // the tabs
            await app.press(.right)                     // Drafts
            await app.press(.down)                      // into the list
            app.expectScreen("me-10-drafts")
            await app.press(.character("d"))
            app.expectScreen("me-11-delete-draft-alert")
            await app.press(.right)
            await app.press(.enter)
            app.expectScreen("me-12-draft-deleted")
            try await app.injectFault(path: "/v1/drafts/*", method: "DELETE", status: 503, count: 1)
            await app.press(.character("d"))
            await app.press(.right)
            await app.press(.enter)
            app.expectScreen("me-13-delete-failed")
            #expect(app.contains(app.strings(.serverBusy)))
            await app.press(.enter)                     // opens the draft
            app.expectScreen("me-14-draft-detail")
        }
    }

    @Test("own profile: deleting every draft leaves `No drafts`, not an empty table with `No more`", arguments: patterns)
    func deletingEveryDraft(pattern: PatternID) async throws {
        for language in [Language.english, .simplifiedChinese] {
            try await run(pattern, .me, language: language) { app in
                app.open(.me)
                await app.settle()
                await app.press(.up)                    // the tabs
                await app.press(.right)                 // Drafts
                await app.press(.down)                  // into the list
                for _ in 0..<20 {                       // the seed gives `me` 20 drafts, one page
                    await app.press(.character("d"))
                    await app.press(.right)             // OK
                    await app.press(.enter)
                }
                app.expectScreen("me-19-no-drafts")
                #expect(app.contains(app.strings(.noDrafts)), "\(app.screen)")
                #expect(!app.contains(app.strings(.noMore)), "\(app.screen)")
            }
        }
    }

    @Test("own profile: Tab and Shift-Tab switch tabs from anywhere, the list included; the focus stays where it was", arguments: patterns)
    func tabsFromAnywhere(pattern: PatternID) async throws {
        try await run(pattern, .me) { app in
            app.open(.me)
            await app.settle()
            await app.press(.tab)                       // from a blog row: Drafts, before the row's buttons
            app.expectScreen("me-17-drafts-from-the-list")
            await app.press(.down)                      // the focus is in the drafts list
            await app.press(.left)                      // a draft row has no buttons: ← goes back to Blogs
            app.expectScreen("me-18-blogs-from-the-list")
            await app.press(.right)                     // on a blog row, → is the row's: Likes
            await app.press(.backTab)                   // Shift-Tab from a row's button goes round: Drafts
            await app.press(.character("d"))            // and the drafts list has the focus
            #expect(app.contains(app.strings(.deleteDraftConfirmation)))
            await app.press(.escape)
            await app.press(.up, times: 2)              // up to the tabs themselves
            await app.press(.tab)                       // from there too: Blogs, and the focus stays on the tabs
            #expect(app.contains("[\(app.strings(.blogs))]"))
            #expect(app.contains("←→ Choose  Tab Blogs | Drafts"), "\(app.screen)")
            await app.press(.up)                        // the header's buttons
            await app.press(.backTab)                   // from the header: Drafts
            #expect(app.contains("[\(app.strings(.drafts))]"), "\(app.screen)")
        }
    }

    @Test("the same walk in Chinese", arguments: patterns)
    func chinese(pattern: PatternID) async throws {
        try await run(pattern, .me, language: .simplifiedChinese) { app in
            app.open(.me)
            await app.settle()
            app.expectScreen("me-09-loaded")
            await app.press(.right)                     // the first blog is liked already
            await app.press(.enter)
            app.expectScreen("me-15-remove-like-alert")
            await app.press(.escape)
            await app.press(.down, times: 2)            // the third blog is not liked
            await app.press(.right)
            await app.press(.enter)
            app.expectScreen("me-16-liked")
            await app.press(.home)
            await app.press(.up)
            await app.press(.right)
            await app.press(.down)
            app.expectScreen("me-10-drafts")
        }
    }
}
