import Domain
import SceneViews
import TerminalUI
import TerminalUITesting
import Testing
@testable import VIPERLogic
@testable import VIPER

/// The profile view with a fake presenter (VIPER-TODO's view tests): it shows exactly the
/// display data it is given, and forwards what the user does — nothing else.
@MainActor
@Suite("Profile view")
struct ProfileViewTests {
    let handler = FakeProfileEventHandler()

    private func blogRow(_ id: Int, liked: Bool = false) -> BlogRowDisplayData {
        BlogRowDisplayData(id: id, title: "Blog \(id)", summary: "Summary: about \(id)",
                           likeTitle: "Likes \(id)", isLiked: liked, shareTitle: "Shares \(id)")
    }

    /// The view on screen with `blogs` shown, first row selected.
    private func open(blogs: [BlogRowDisplayData], own: Bool = false) async -> (ProfileViewController, AppDriver) {
        let view = ProfileViewController(eventHandler: handler)
        let app = await AppDriver(size: Size(width: 80, height: 24), rootViewController: NavigationController(rootViewController: view))
        view.setTitle("Grace Hopper")
        view.showHeader(ProfileHeaderDisplayData(initials: "GH", name: "Grace Hopper", postsText: "Posts 45",
                                                 friendsText: "Friends 3", summaryText: "Summary: compilers"))
        if own { view.showOwnProfileControls(discoverTitle: "Discover", tabTitles: ["Blogs", "Drafts"]) }
        view.showRows(.blogs(blogs), footer: "No more", retryText: nil, selectFirst: true)
        await app.runUntilIdle()
        return (view, app)
    }

    @Test("loading forwards viewDidLoad and viewWillAppear; the header, rows and footer show as given")
    func displays() async {
        let (_, app) = await open(blogs: [blogRow(1), blogRow(2, liked: true)])
        #expect(handler.events == [.viewDidLoad, .viewWillAppear])
        #expect(app.screenText[0].contains("Grace Hopper"))
        #expect(app.contains("Posts 45"))
        #expect(app.contains("Summary: about 1"))
        #expect(app.contains("✓ Likes 2"))
        #expect(app.contains("No more"))
    }

    @Test("Enter, the like and share buttons, r and the end of the list are forwarded")
    func forwardsListEvents() async {
        let (_, app) = await open(blogs: [blogRow(1), blogRow(2)])
        handler.events = []
        await app.press(.enter)
        await app.press(.tab)                       // the first row's like button
        await app.press(.enter)
        await app.press(.tab)                       // its share button
        await app.press(.enter)
        await app.press("r")
        await app.press(.end)
        #expect(handler.events == [.selectRow(0, .blogs), .toggleLike(1), .share(1), .refresh(.blogs), .reachedEnd(.blogs)])
    }

    @Test("the retry row shows the text it is given and forwards Enter; errors and toasts show")
    func retryRowAndErrors() async {
        let (view, app) = await open(blogs: [blogRow(1)])
        view.setRetryRow("Load more failed — press Enter to retry", footer: "", in: .blogs)
        await app.press(.down)
        handler.events = []
        await app.press(.enter)
        #expect(app.contains("Load more failed — press Enter to retry"))
        #expect(handler.events == [.selectRetryRow(.blogs)])

        view.showToast("Server busy, try again later")
        view.showRows(.blogs([]), footer: "", retryText: nil, selectFirst: false)
        view.showError(ListError(message: "Offline", hint: "press r to retry"), in: .blogs)
        await app.runUntilIdle()
        #expect(app.contains("Server busy, try again later"))
        #expect(app.contains("press r to retry"))
    }

    @Test("own profile: the tabs and header buttons forward; d on a draft asks to delete it")
    func ownProfile() async {
        let (view, app) = await open(blogs: [blogRow(1)], own: true)
        handler.onSelectTab = { [weak view] index in view?.showList(index == 1 ? .drafts : .blogs) }
        view.showRows(.drafts([DraftRowDisplayData(title: "Draft 10", summary: "Notes", editedText: "3 min ago")]),
                      footer: "", retryText: nil, selectFirst: true)
        handler.events = []
        await app.press(.up)                        // the tabs
        await app.press(.right)                     // Drafts
        #expect(app.contains("Draft 10"))
        await app.press(.down)                      // into the drafts
        await app.press("d")
        await app.press(.up)                        // the tabs
        await app.press(.up)                        // Discover
        await app.press(.enter)
        #expect(handler.events == [.selectTab(1), .deleteDraft(0), .tapDiscover])
    }

    @Test("the avatar and Friends in the header forward their taps")
    func headerTaps() async {
        let (_, app) = await open(blogs: [blogRow(1)])
        handler.events = []
        await app.press(.up)                        // from the first row to the header's Friends
        await app.press(.left)                      // the avatar
        await app.press(.enter)
        await app.press(.right)                     // Friends
        await app.press(.enter)
        #expect(handler.events == [.tapAvatar, .tapFriends])
    }

    @Test("the drafts list has its footer and retry row, and forwards r, Enter and its end as drafts events")
    func draftsList() async {
        let (view, app) = await open(blogs: [blogRow(1)], own: true)
        handler.onSelectTab = { [weak view] index in view?.showList(index == 1 ? .drafts : .blogs) }
        view.showRows(.drafts([DraftRowDisplayData(title: "Draft 10", summary: "Notes", editedText: "3 min ago"),
                               DraftRowDisplayData(title: "Draft 11", summary: "Plans", editedText: "1 h ago")]),
                      footer: "No more drafts", retryText: nil, selectFirst: true)
        await app.press(.up)                        // the tabs
        await app.press(.right)                     // Drafts
        await app.press(.down)                      // into the drafts
        #expect(app.contains("No more drafts"))
        handler.events = []
        await app.press(.enter)
        await app.press("r")
        await app.press(.end)                       // Draft 11, the last
        #expect(handler.events == [.selectRow(0, .drafts), .refresh(.drafts), .reachedEnd(.drafts)])
        view.setRetryRow("Drafts failed — press Enter to retry", footer: "", in: .drafts)
        await app.runUntilIdle()
        #expect(app.contains("Drafts failed — press Enter to retry"))
    }

    @Test("new rows select the first row only when told; more rows keep the selection")
    func selectionOnNewRows() async {
        let (view, app) = await open(blogs: [blogRow(1), blogRow(2)])
        await app.press(.down)                      // Blog 2
        view.showRows(.blogs([blogRow(1), blogRow(2)]), footer: "", retryText: nil, selectFirst: false)
        handler.events = []
        await app.press(.enter)
        view.appendRows(.blogs([blogRow(3)]), footer: "", retryText: nil)
        await app.press(.enter)
        view.showRows(.blogs([blogRow(1), blogRow(2), blogRow(3)]), footer: "", retryText: nil, selectFirst: true)
        await app.press(.enter)
        #expect(handler.events == [.selectRow(1, .blogs), .selectRow(1, .blogs), .selectRow(0, .blogs)])
    }

    @Test("the drafts list shows what it is told: a removed row goes, No drafts and the footer show, the HUD comes and goes")
    func draftsListShowsWhatItIsTold() async {
        let (view, app) = await open(blogs: [blogRow(1)], own: true)
        handler.onSelectTab = { [weak view] index in view?.showList(index == 1 ? .drafts : .blogs) }
        view.showRows(.drafts([DraftRowDisplayData(title: "Draft 10", summary: "Notes", editedText: "3 min ago")]),
                      footer: "No more", retryText: nil, selectFirst: true)
        await app.press(.up)                        // the tabs
        await app.press(.right)                     // Drafts
        #expect(app.contains("Draft 10"))
        view.removeDraft(at: 0)
        view.showEmpty("No drafts", in: .drafts)
        view.setFooter("", in: .drafts)
        await app.runUntilIdle()
        #expect(!app.contains("Draft 10"))
        #expect(app.contains("No drafts"))
        #expect(!app.contains("No more"))
        view.showLoading("Loading…", in: .drafts)
        await app.runUntilIdle()
        #expect(app.contains("Loading…"))
        view.hideLoading(in: .drafts)
        view.hideError(in: .drafts)
        await app.runUntilIdle()
        #expect(!app.contains("Loading…"))
        #expect(!app.contains("No drafts"))
    }

    @Test("r on the drafts list shows Refreshing… until the view is told the load is over")
    func draftsRefreshIndicator() async {
        let (view, app) = await open(blogs: [blogRow(1)], own: true)
        handler.onSelectTab = { [weak view] index in view?.showList(index == 1 ? .drafts : .blogs) }
        view.showRows(.drafts([DraftRowDisplayData(title: "Draft 10", summary: "Notes", editedText: "3 min ago")]),
                      footer: "", retryText: nil, selectFirst: true)
        await app.press(.up)                        // the tabs
        await app.press(.right)                     // Drafts
        await app.press(.down)                      // the list
        await app.press("r")
        #expect(app.contains("Refreshing…"))
        view.hideLoading(in: .drafts)
        await app.runUntilIdle()
        #expect(!app.contains("Refreshing…"))
        #expect(app.contains("Draft 10"))
    }

    @Test("a blog row shows its update")
    func updatedBlogRow() async {
        let (view, app) = await open(blogs: [blogRow(1), blogRow(2)])
        view.updateBlog(BlogRowDisplayData(id: 2, title: "Blog 2", summary: "Summary: about 2", likeTitle: "Likes 9",
                                           isLiked: true, shareTitle: "Shares 2"), at: 1)
        await app.runUntilIdle()
        #expect(app.contains("✓ Likes 9"))
    }

    @Test("a later page's rows show after those shown, under the footer it comes with")
    func appendedRowsShow() async {
        let (view, app) = await open(blogs: [blogRow(1), blogRow(2)])
        view.setFooter("Loading…", in: .blogs)
        view.appendRows(.blogs([blogRow(3)]), footer: "No more", retryText: nil)
        await app.press(.end)                       // the last row: Blog 3
        handler.events = []
        await app.press(.enter)
        #expect(handler.events == [.selectRow(2, .blogs)])
        #expect(app.contains("Summary: about 3"))
        #expect(app.contains("No more"))
        #expect(!app.contains("Loading…"))
    }

    @Test("a retry row that appears below the selected last row takes the selection, once")
    func retryRowTakesSelection() async {
        let (view, app) = await open(blogs: [blogRow(1), blogRow(2)])
        await app.press(.end)                       // Blog 2, the last row
        view.setRetryRow("Load more failed — press Enter to retry", footer: "", in: .blogs)
        handler.events = []
        await app.press(.enter)
        await app.press(.up)                        // back on Blog 2
        view.setRetryRow("Load more failed — press Enter to retry", footer: "", in: .blogs)
        await app.press(.enter)
        #expect(handler.events == [.selectRetryRow(.blogs), .selectRow(1, .blogs)])
    }
}
