import Domain
import Testing
import VIPERLogic

@MainActor
@Suite("Profile module: interactor and presenter")
struct ProfileModuleTests {
    let fixture = ProfileFixture()

    @Test("first load: title, header, HUD, first page selected")
    func firstLoad() async {
        let (presenter, interactor, view, _) = fixture.profile(7)
        presenter.viewDidLoad()
        #expect(view.title == "")
        await presenter.settle()
        #expect(view.title == "Grace Hopper")
        #expect(view.header?.name == "Grace Hopper")
        #expect(view.loading[.blogs] == nil)
        #expect(view.blogs.count == 20)
        #expect(interactor.blogs.items.count == 20)
        #expect(view.selectedFirst == [.blogs])
        #expect(view.footers[.blogs] == "")
        #expect(view.ownControls == nil)
    }

    @Test("paging: 20, 40, 45 then No more; reload starts over")
    func paging() async {
        let (presenter, _, view, _) = fixture.profile(7)
        presenter.viewDidLoad()
        await presenter.settle()
        presenter.reachedEnd(of: .blogs)
        await presenter.settle()
        #expect(view.blogs.count == 40)
        presenter.reachedEnd(of: .blogs)
        await presenter.settle()
        #expect(view.blogs.count == 45)
        #expect(view.footers[.blogs] == "No more")
        presenter.reachedEnd(of: .blogs)
        await presenter.settle()
        #expect(await fixture.blogService.calls(to: .blogs) == 3)
        presenter.refresh(.blogs)
        await presenter.settle()
        #expect(view.blogs.count == 20)
        #expect(view.selectedFirst == [.blogs, .blogs])
    }

    @Test("failed first load shows the error; failed load-more shows the retry row, which retries")
    func failures() async {
        let (presenter, _, view, _) = fixture.profile(7)
        await fixture.blogService.failNext(.blogs)
        presenter.viewDidLoad()
        await presenter.settle()
        #expect(view.errors[.blogs] == "Server busy, try again later")
        presenter.refresh(.blogs)
        await presenter.settle()
        #expect(view.errors[.blogs] == nil)
        #expect(view.blogs.count == 20)

        await fixture.blogService.failNext(.blogs)
        presenter.reachedEnd(of: .blogs)
        await presenter.settle()
        #expect(view.toasts == ["Server busy, try again later"])
        #expect(view.retryTexts[.blogs] == "Load more failed — press Enter to retry")
        presenter.reachedEnd(of: .blogs)          // no automatic retry while the row shows
        await presenter.settle()
        #expect(view.blogs.count == 20)
        presenter.selectRetryRow(in: .blogs)
        await presenter.settle()
        #expect(view.blogs.count == 40)
        #expect(view.retryTexts[.blogs] == .some(nil))
    }

    @Test("like is optimistic and rolls back exactly with a toast")
    func likeRollback() async throws {
        let (presenter, interactor, view, _) = fixture.profile(7)
        presenter.viewDidLoad()
        await presenter.settle()
        let index = try #require(interactor.blogs.items.firstIndex { !$0.isLiked })
        let before = interactor.blogs.items[index]
        await fixture.blogService.failNext(.setLiked)
        presenter.toggleLike(blogID: before.id)
        await presenter.settle()
        #expect(interactor.blogs.items[index] == before)
        #expect(view.blogs[index] == BlogRowViewData(before, strings: fixture.strings))
        #expect(view.toasts == ["Like failed"])

        presenter.toggleLike(blogID: before.id)
        await presenter.settle()
        #expect(view.blogs[index].isLiked)
        #expect(view.blogs[index].likeTitle == "Likes \(before.likeCount + 1)")
    }

    @Test("one like request per blog at a time")
    func inFlightGuard() async throws {
        let (presenter, interactor, _, _) = fixture.profile(7)
        presenter.viewDidLoad()
        await presenter.settle()
        let blog = try #require(interactor.blogs.items.first { !$0.isLiked })
        let first = Task { await interactor.setLiked(true, blogID: blog.id) }
        let second = Task { await interactor.setLiked(true, blogID: blog.id) }
        await first.value
        await second.value
        #expect(await fixture.blogService.calls(to: .setLiked) == 1)
        #expect(interactor.blogs.items.first { $0.id == blog.id }?.likeCount == blog.likeCount + 1)
    }

    @Test("unlike asks first; Cancel changes nothing")
    func unlikeConfirmation() async throws {
        let (presenter, interactor, view, router) = fixture.profile(7)
        presenter.viewDidLoad()
        await presenter.settle()
        let index = try #require(interactor.blogs.items.firstIndex { $0.isLiked })
        router.answer = false
        presenter.toggleLike(blogID: interactor.blogs.items[index].id)
        await presenter.settle()
        #expect(router.confirmations == ["Remove your like?"])
        #expect(view.blogs[index].isLiked)
        router.answer = true
        presenter.toggleLike(blogID: interactor.blogs.items[index].id)
        await presenter.settle()
        #expect(!view.blogs[index].isLiked)
    }

    @Test("share toasts Shared and counts")
    func share() async {
        let (presenter, interactor, view, _) = fixture.profile(7)
        presenter.viewDidLoad()
        await presenter.settle()
        let blog = interactor.blogs.items[0]
        presenter.share(blogID: blog.id)
        await presenter.settle()
        #expect(view.toasts == ["Shared"])
        #expect(view.blogs[0].shareTitle == "Shares \(blog.shareCount + 1)")
    }

    @Test("own profile: drafts tab, delete asks, failure toasts and keeps the draft")
    func drafts() async {
        let (presenter, _, view, router) = fixture.profile(fixture.services.currentUserID)
        presenter.viewDidLoad()
        await presenter.settle()
        #expect(view.title == "Me")
        #expect(view.ownControls?.tabs == ["Blogs", "Drafts"])
        presenter.selectTab(1)
        await presenter.settle()
        #expect(view.shownList == .drafts)
        #expect(view.drafts.count == 20)

        await fixture.draftService.failNext(.deleteDraft)
        presenter.deleteDraft(at: 0)
        await presenter.settle()
        #expect(router.confirmations == ["Delete this draft?"])
        #expect(view.toasts == ["Server busy, try again later"])
        #expect(view.drafts.count == 20)
        #expect(!view.blockingLoading)

        presenter.deleteDraft(at: 0)
        await presenter.settle()
        #expect(view.drafts.count == 19)
    }

    @Test("navigation requests go to the router")
    func navigation() async {
        let (presenter, interactor, _, router) = fixture.profile(fixture.services.currentUserID)
        presenter.viewDidLoad()
        await presenter.settle()
        presenter.selectRow(0, in: .blogs)
        presenter.tapAvatar()
        presenter.tapFriends()
        presenter.tapDiscover()
        presenter.selectTab(1)
        await presenter.settle()
        presenter.selectRow(0, in: .drafts)
        let me = fixture.services.currentUserID
        #expect(router.routes == [
            .blogDetail(interactor.blogs.items[0].id), .userDetail(me), .friends(me), .suggestedUsers,
            .draftDetail(interactor.drafts.items[0].id),
        ])
    }
}
