import Domain
import Testing
import VIPERLogic

/// The profile module's interactor and presenter together over in-memory services, with a
/// fake view and router: the whole business of the screen without the toolkit.
@MainActor
@Suite("Profile module: interactor and presenter together")
struct ProfileModuleTests {
    let fixture = ProfileFixture()

    /// Someone else's profile (user 7), loaded.
    private func loadedProfile() async -> (ProfilePresenter, FakeProfileView, FakeRouter) {
        let (presenter, view, router) = fixture.profile(SampleData.featuredUserID)
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        return (presenter, view, router)
    }

    @Test("first load: title, header, HUD, first page selected")
    func firstLoad() async {
        let (presenter, view, _) = fixture.profile(SampleData.featuredUserID)
        presenter.viewDidLoad()
        #expect(view.title == "")
        #expect(view.loading[.blogs] == "Loading…")
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.title == "Grace Hopper")
        #expect(view.header?.name == "Grace Hopper")
        #expect(view.loading[.blogs] == nil)
        #expect(view.blogs.count == 20)
        #expect(view.selectedFirst == [.blogs])
        #expect(view.footers[.blogs] == "")
        #expect(view.ownControls == nil)
    }

    @Test("paging: 20, 40, 45 then No more; reload starts over")
    func paging() async {
        let (presenter, view, _) = await loadedProfile()
        presenter.reachedEnd(of: .blogs)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.blogs.count == 40)
        presenter.reachedEnd(of: .blogs)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.blogs.count == 45)
        #expect(view.footers[.blogs] == "No more")
        presenter.reachedEnd(of: .blogs)
        await presenter.pendingWork.waitUntilIdle()
        #expect(await fixture.blogService.calls(to: .blogs) == 3)
        presenter.refresh(.blogs)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.blogs.count == 20)
        #expect(view.selectedFirst == [.blogs, .blogs])
    }

    @Test("failed first load shows the error; failed load-more shows the retry row, which retries")
    func failures() async {
        let (presenter, view, _) = fixture.profile(SampleData.featuredUserID)
        await fixture.blogService.failNext(.blogs)
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.errors[.blogs] == "Server busy, try again later")
        presenter.refresh(.blogs)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.errors[.blogs] == nil)
        #expect(view.blogs.count == 20)

        await fixture.blogService.failNext(.blogs)
        presenter.reachedEnd(of: .blogs)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.toasts == ["Server busy, try again later"])
        #expect(view.retryTexts[.blogs] == "Load more failed — press Enter to retry")
        presenter.reachedEnd(of: .blogs)          // no automatic retry while the row shows
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.blogs.count == 20)
        presenter.selectRetryRow(in: .blogs)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.blogs.count == 40)
        #expect(view.retryTexts[.blogs] == .some(nil))
    }

    @Test("like is optimistic and rolls back exactly with a toast")
    func likeRollback() async throws {
        let (presenter, view, _) = await loadedProfile()
        let index = try #require(view.blogs.firstIndex { !$0.isLiked })
        let before = view.blogs[index]
        await fixture.blogService.failNext(.setLiked)
        presenter.toggleLike(blogID: before.id)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.blogs[index] == before)
        #expect(view.toasts == ["Like failed"])

        presenter.toggleLike(blogID: before.id)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.blogs[index].isLiked)
        #expect(view.blogs[index].likeTitle != before.likeTitle)
    }

    @Test("unlike asks first; Cancel changes nothing")
    func unlikeConfirmation() async throws {
        let (presenter, view, _) = await loadedProfile()
        let index = try #require(view.blogs.firstIndex { $0.isLiked })
        view.answer = false
        presenter.toggleLike(blogID: view.blogs[index].id)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.confirmations == ["Remove your like?"])
        #expect(view.blogs[index].isLiked)
        view.answer = true
        presenter.toggleLike(blogID: view.blogs[index].id)
        await presenter.pendingWork.waitUntilIdle()
        #expect(!view.blogs[index].isLiked)
    }

    @Test("share toasts Shared and counts")
    func share() async {
        let (presenter, view, _) = await loadedProfile()
        let before = view.blogs[0]
        presenter.share(blogID: before.id)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.toasts == ["Shared"])
        #expect(view.blogs[0].shareTitle != before.shareTitle)
    }

    @Test("own profile: drafts tab, delete asks, failure toasts and keeps the draft")
    func drafts() async {
        let (presenter, view, _) = fixture.profile(fixture.services.currentUserID)
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.title == "Me")
        #expect(view.ownControls?.tabs == ["Blogs", "Drafts"])
        presenter.selectTab(1)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.shownList == .drafts)
        #expect(view.drafts.count == 20)

        await fixture.draftService.failNext(.deleteDraft)
        presenter.deleteDraft(at: 0)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.confirmations == ["Delete this draft?"])
        #expect(view.toasts == ["Server busy, try again later"])
        #expect(view.drafts.count == 20)
        #expect(!view.blockingLoading)

        presenter.deleteDraft(at: 0)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.drafts.count == 19)
    }

    @Test("navigation requests go to the router")
    func navigation() async throws {
        let (presenter, view, router) = fixture.profile(fixture.services.currentUserID)
        presenter.viewDidLoad()
        await presenter.pendingWork.waitUntilIdle()
        presenter.selectRow(0, in: .blogs)
        presenter.tapAvatar()
        presenter.tapFriends()
        presenter.tapDiscover()
        presenter.selectTab(1)
        await presenter.pendingWork.waitUntilIdle()
        presenter.selectRow(0, in: .drafts)
        let me = fixture.services.currentUserID
        let firstDraft = try await fixture.draftService.drafts(page: 0).items[0]
        #expect(router.routes == [
            .blogDetail(view.blogs[0].id), .userDetail(me), .userList(.friends(of: me)), .userList(.suggestedUsers),
            .draftDetail(firstDraft.id),
        ])
    }
}
