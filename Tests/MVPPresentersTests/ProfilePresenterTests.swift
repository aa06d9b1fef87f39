import Domain
import MVPPresenters
import Testing

/// The profile page's presenter with fake views: header, tabs and navigation decisions.
@MainActor
@Suite("ProfilePresenter")
struct ProfilePresenterTests {
    let fixture = Fixture()

    @Test("someone else's profile: title is the name once loaded, header filled, first page with the HUD")
    func firstLoad() async {
        let (presenter, view, blogs, _) = fixture.profile(7)
        presenter.viewDidLoad()
        #expect(view.titles == [""])
        #expect(view.header?.name == "")
        #expect(view.ownControls == nil)
        #expect(blogs.loadingTexts == ["Loading…"] && blogs.isLoading)
        await presenter.pendingWork.waitUntilIdle()

        let user = try? await fixture.services.users.user(id: 7)
        #expect(view.titles.last == user?.name)
        #expect(view.header?.postsText == "Posts 45")
        #expect(view.header?.initials == user?.initials)
        #expect(!blogs.isLoading)
        #expect(presenter.blogList.numberOfRows == 20)
        #expect(blogs.selectedRows == [0])
        #expect(blogs.footer == "")
        #expect(presenter.draftList == nil)
    }

    @Test("own profile: title Me, Discover and the Blogs | Drafts tabs; drafts load once, on their tab")
    func ownProfileTabs() async {
        let (presenter, view, _, drafts) = fixture.profile(fixture.services.currentUserID)
        presenter.viewDidLoad()
        #expect(view.titles == ["Me"])
        #expect(view.ownControls?.discover == "Discover")
        #expect(view.ownControls?.tabs == ["Blogs", "Drafts"])
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.titles == ["Me"])                         // the name never replaces `Me`
        #expect(drafts.loadingTexts.isEmpty)

        presenter.didSelectTab(at: 1)
        #expect(view.shownTabs == [.drafts])
        #expect(drafts.loadingTexts == ["Loading…"])
        await presenter.pendingWork.waitUntilIdle()
        #expect(presenter.draftList?.numberOfRows == 20)

        presenter.didSelectTab(at: 0)
        presenter.didSelectTab(at: 1)
        #expect(view.shownTabs == [.drafts, .blogs, .drafts])
        #expect(drafts.loadingTexts.count == 1)
        #expect(await fixture.draftService.calls(to: .drafts) == 1)
    }

    @Test("own profile: a follow on the list it opened moves Friends N at once, back when refused; no reload on return")
    func friendCountFollowsTheList() async throws {
        let me = fixture.services.currentUserID
        let (presenter, view, blogs, _) = fixture.profile(me)
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        let count = try await fixture.services.users.user(id: me).friendCount
        presenter.didTapDiscover()
        let list = try #require(view.userList)
        await list.viewDidLoad().value
        let first = list.userID(at: 0), second = list.userID(at: 1)

        let follow = list.setFollowing(true, userID: first)
        #expect(view.header?.friendsText == "Friends \(count + 1)", "at once, before the backend answers")
        await follow?.value
        #expect(view.header?.friendsText == "Friends \(count + 1)")

        await fixture.userService.failNext(.setFollowing)
        let refused = list.setFollowing(true, userID: second)
        #expect(view.header?.friendsText == "Friends \(count + 2)")
        await refused?.value
        #expect(view.header?.friendsText == "Friends \(count + 1)", "the refusal takes it back")

        let reloadsBefore = blogs.reloads
        presenter.viewWillAppear()
        #expect(presenter.pendingWork.isIdle, "coming back asks the backend nothing")
        #expect(await fixture.userService.calls(to: .user) == 2)   // the profile's one load and the line above's
        #expect(blogs.reloads == reloadsBefore + 1, "the blog rows redraw (a like on the detail page)")
    }

    @Test("someone else's profile does not count my follows")
    func otherProfileKeepsItsCount() async throws {
        let (presenter, view, _, _) = fixture.profile(7)
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        let before = view.header?.friendsText
        presenter.didTapFriends()
        let list = try #require(view.userList)
        #expect(list.delegate == nil)
        await list.viewDidLoad().value
        let row = try #require((0..<list.numberOfRows).first { !list.row(at: $0).isFollowing })
        await list.setFollowing(true, userID: list.userID(at: row))?.value
        #expect(view.header?.friendsText == before)
    }

    @Test("a failed header says why until a refresh loads it again, only when its first load failed")
    func refreshBringsBackAFailedHeader() async throws {
        await fixture.userService.failNext(.user)
        let (presenter, view, _, _) = fixture.profile(7)
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.header?.name == "")
        #expect(view.header?.failureMessage == "Server busy, try again later")
        #expect(view.header?.failureHint == "press r to retry")
        #expect(presenter.user == nil)

        presenter.didPullToRefresh()
        #expect(view.header?.failureMessage == "", "the retry runs: the failure goes")
        await presenter.pendingWork.waitUntilIdle()
        let user = try await fixture.services.users.user(id: 7)
        #expect(view.header?.name == user.name)
        #expect(view.header?.failureMessage == "")
        #expect(await fixture.userService.calls(to: .user) == 3)   // the failed load, the reload, the line above

        presenter.didPullToRefresh()                                // loaded: nothing more to bring back
        await presenter.pendingWork.waitUntilIdle()
        #expect(await fixture.userService.calls(to: .user) == 3)
    }

    @Test("navigation: avatar → user detail, Friends → the friends list, Discover → suggested users, rows → details")
    func navigation() async throws {
        let (presenter, view, _, _) = fixture.profile(fixture.services.currentUserID)
        presenter.didTapAvatar()
        #expect(view.userDetail == nil)                            // nothing to show before the user loads
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()

        presenter.didTapAvatar()
        let detail = try #require(view.userDetail)
        let fields = FakeFieldListView()
        detail.view = fields
        detail.viewDidLoad()
        #expect(fields.title == "Ming Li")
        #expect(fields.fields.map(\.label) == ["ID", "Name", "Summary", "Posts", "Friends"])   // your own: no Following?

        presenter.didTapFriends()
        #expect(view.userList?.scene == .friends(of: 123))
        #expect(view.userList?.confirmsUnfollow == true)
        presenter.didTapDiscover()
        #expect(view.userList?.scene == .suggestedUsers)
        #expect(view.userList?.confirmsUnfollow == false)

        presenter.blogList.didSelectRow(at: 0)
        #expect(view.blogDetail?.blog === presenter.blogList.cellPresenter(at: 0))

        presenter.didSelectTab(at: 1)
        await presenter.pendingWork.waitUntilIdle()
        presenter.draftList?.didSelectRow(at: 2)
        let draftDetail = try #require(view.draftDetail)
        #expect(draftDetail.draft == presenter.draftList?.drafts[2])
    }

    @Test("d deletes only on the drafts tab, and only with a draft row selected")
    func deleteKey() async {
        let (presenter, _, _, drafts) = fixture.profile(fixture.services.currentUserID)
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        #expect(!presenter.didPressDelete(atRow: 0))               // blogs tab
        presenter.didSelectTab(at: 1)
        await presenter.pendingWork.waitUntilIdle()
        #expect(!presenter.didPressDelete(atRow: nil))
        #expect(presenter.didPressDelete(atRow: 0))
        #expect(drafts.confirmations.map(\.message) == ["Delete this draft?"])
    }
}
