import Domain
import Testing
@testable import VIPERLogic

/// The profile presenter on its own (VIPER-TODO's presenter tests): a fake interactor records
/// what the presenter asks, the test plays the interactor's reports, a fake view records what
/// it is told to show and a fake router where it is told to go.
@MainActor
@Suite("Profile presenter")
struct ProfilePresenterTests {
    let strings = Localizer(.english)
    let interactor = FakeProfileInteractor()
    let view = FakeProfileView()
    let router = FakeRouter()
    let presenter: ProfilePresenter

    init() {
        presenter = ProfilePresenter(interactor: interactor, router: router, strings: strings, dates: Services.inMemory().dates)
        presenter.view = view
    }

    /// The presenter after someone else's profile showed `blogs` (page 0).
    private func showing(_ blogs: [BlogEntry], hasMore: Bool = true) {
        presenter.interactorDidFindOwner(isSignedInUser: false)
        presenter.interactorDidLoadBlogs(.loaded(page: 0, items: blogs, hasMore: hasMore))
    }

    @Test("viewDidLoad asks whose profile it is, shows the HUD at once, then loads the user and the blogs")
    func viewDidLoad() async {
        presenter.viewDidLoad()
        #expect(interactor.calls == [.findOwner])
        #expect(view.loading[.blogs] == "Loading…")
        await presenter.pendingWork.waitUntilIdle()
        #expect(interactor.calls == [.findOwner, .loadUser, .loadFirstPage(.blogs)])
    }

    @Test("someone else's profile: empty title, zero counts, no own controls; the user's name once loaded")
    func someoneElse() {
        presenter.interactorDidFindOwner(isSignedInUser: false)
        #expect(view.title == "")
        #expect(view.placeholder?.posts == "Posts 0")
        #expect(view.ownControls == nil)
        presenter.interactorDidLoad(Sample.grace)
        #expect(view.title == "Grace Hopper")
        #expect(view.header == ProfileHeaderDisplayData(
            initials: "GH", name: "Grace Hopper", postsText: "Posts 45", friendsText: "Friends 3", summaryText: "Summary: Compilers"))
    }

    @Test("a failed user shows in the header until a refresh asks again; one that loaded once keeps its header")
    func failedHeader() {
        presenter.interactorDidFindOwner(isSignedInUser: false)
        presenter.interactorDidFailToLoadUser(.serverBusy)
        #expect(view.headerFailure?.message == "Server busy, try again later")
        #expect(view.headerFailure?.hint == "press r to retry")
        presenter.refresh(.blogs)
        #expect(view.headerFailure == nil, "the retry runs: the failure goes")
        presenter.interactorDidLoad(Sample.grace)
        presenter.interactorDidFailToLoadUser(.timeout)
        #expect(view.headerFailure == nil)
    }

    @Test("a refresh asks for the user again while none has loaded (a failed header), and not after")
    func refreshBringsBackAFailedHeader() async {
        presenter.interactorDidFindOwner(isSignedInUser: false)
        presenter.refresh(.blogs)
        await presenter.pendingWork.waitUntilIdle()
        #expect(interactor.calls.contains(.loadUser) && interactor.calls.contains(.reload(.blogs)))
        presenter.interactorDidLoad(Sample.grace)
        interactor.calls.removeAll()
        presenter.refresh(.drafts)
        await presenter.pendingWork.waitUntilIdle()
        #expect(interactor.calls == [.reload(.drafts)])
    }

    @Test("own profile: Me, Discover and the tabs; the title stays Me")
    func ownProfile() {
        presenter.interactorDidFindOwner(isSignedInUser: true)
        presenter.interactorDidLoad(Sample.grace)
        #expect(view.title == "Me")
        #expect(view.ownControls?.discover == "Discover")
        #expect(view.ownControls?.tabs == ["Blogs", "Drafts"])
    }

    @Test("page 0 replaces and selects the first row; a later page appends only its rows; the last says No more")
    func pages() {
        showing([Sample.entry(1, liked: true), Sample.entry(2)])
        #expect(view.blogs.map(\.title) == ["Blog 1", "Blog 2"])
        #expect(view.blogs[0] == BlogRowDisplayData(id: 1, title: "Blog 1", summary: "Summary: About 1",
                                                    likeTitle: "Likes 2", isLiked: true, shareTitle: "Shares 1"))
        #expect(view.selectedFirst == [.blogs])
        #expect(view.footers[.blogs] == "")
        presenter.interactorWillLoad(.blogs, page: 1)
        #expect(view.footers[.blogs] == "Loading…")              // the load-more's progress, under the rows
        presenter.interactorDidLoadBlogs(.loaded(page: 1, items: [Sample.entry(3)], hasMore: false))
        #expect(view.blogs.map(\.id) == [1, 2, 3])
        #expect(view.footers[.blogs] == "No more")
        #expect(view.selectedFirst == [.blogs])
    }

    @Test("a first page that fails shows the error; a reload that fails toasts; a load-more that fails offers the retry row")
    func failures() async {
        presenter.interactorWillLoad(.blogs, page: 0)
        #expect(view.loading[.blogs] == "Loading…")
        presenter.interactorDidLoadBlogs(.firstLoadFailed(.serverBusy))
        #expect(view.loading[.blogs] == nil)
        #expect(view.errors[.blogs] == "Server busy, try again later")

        showing([Sample.entry(1)])
        #expect(view.errors[.blogs] == nil)
        presenter.interactorWillLoad(.blogs, page: 0)       // a reload over rows: no HUD
        #expect(view.loading[.blogs] == nil)
        presenter.interactorDidLoadBlogs(.reloadFailed(.serverBusy))
        presenter.interactorDidLoadBlogs(.loadMoreFailed(.serverBusy))
        #expect(view.toasts == ["Server busy, try again later", "Server busy, try again later"])
        #expect(view.retryTexts[.blogs] == "Load more failed — press Enter to retry")

        presenter.selectRetryRow(in: .blogs)
        #expect(view.retryTexts[.blogs] == .some(nil))
        await presenter.pendingWork.waitUntilIdle()
        #expect(interactor.calls == [.clearLoadMoreFailure(.blogs), .loadMore(.blogs)])
    }

    @Test("like: unliked likes at once; liked asks first; in flight does nothing")
    func like() async {
        showing([Sample.entry(1), Sample.entry(2, liked: true), Sample.entry(3, liked: true, inFlight: true)])
        presenter.toggleLike(blogID: 1)
        view.answer = false
        presenter.toggleLike(blogID: 2)                     // asks; Cancel
        view.answer = true
        presenter.toggleLike(blogID: 2)                     // asks; OK
        presenter.toggleLike(blogID: 3)                     // a request runs: nothing
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.confirmations == ["Remove your like?", "Remove your like?"])
        #expect(interactor.calls == [.setLiked(true, 1), .setLiked(false, 2)])
    }

    @Test("an updated blog replaces its row; like and share outcomes toast")
    func updates() {
        showing([Sample.entry(1), Sample.entry(2)])
        presenter.interactorDidUpdate(BlogEntry(blog: Sample.blog(2).withLike(true), isLikeInFlight: true), at: 1)
        #expect(view.blogs[1].isLiked)
        #expect(view.blogs[1].likeTitle == "Likes 3")
        presenter.interactorLikeFailed()
        presenter.interactorDidShare(succeeded: true)
        presenter.interactorDidShare(succeeded: false)
        #expect(view.toasts == ["Like failed", "Shared", "Share failed"])
    }

    @Test("drafts: the tab loads them once; delete asks, blocks the screen, removes the row or toasts")
    func drafts() async {
        presenter.interactorDidFindOwner(isSignedInUser: true)
        presenter.selectTab(1)
        presenter.selectTab(1)
        #expect(view.shownList == .drafts)
        presenter.interactorDidLoadDrafts(.loaded(page: 0, items: [Sample.draft(10), Sample.draft(11)], hasMore: false))
        #expect(view.drafts.map(\.title) == ["Draft 10", "Draft 11"])
        #expect(view.footers[.drafts] == "No more")

        presenter.deleteDraft(at: 1)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.confirmations == ["Delete this draft?"])
        #expect(interactor.calls == [.loadFirstPage(.drafts), .deleteDraft(11)])
        presenter.interactorWillDeleteDraft()
        #expect(view.blockingLoading)
        presenter.interactorDidFailToDeleteDraft(.timeout)
        #expect(!view.blockingLoading)
        #expect(view.toasts == ["Server busy, try again later"])
        presenter.interactorDidDeleteDraft(at: 1, reloadFollows: false)
        #expect(view.drafts.map(\.title) == ["Draft 10"])
    }

    @Test("navigation goes to the router, with the entities the interactor reported")
    func navigation() {
        presenter.tapAvatar()                               // the user has not loaded: nowhere
        showing([Sample.entry(1), Sample.entry(2)])
        presenter.interactorDidLoad(Sample.grace)
        presenter.interactorDidLoadDrafts(.loaded(page: 0, items: [Sample.draft(10)], hasMore: false))
        presenter.selectRow(1, in: .blogs)
        presenter.selectRow(5, in: .blogs)                  // no such row
        presenter.selectRow(0, in: .drafts)
        presenter.tapAvatar()
        presenter.tapFriends()
        presenter.tapDiscover()
        #expect(router.routes == [
            .blogDetail(2), .draftDetail(10), .userDetail(7), .userList(.friends(of: 7)), .userList(.suggestedUsers),
        ])
    }

    @Test("coming back loads nothing; a user list's follow news goes to the interactor, which counts it")
    func viewWillAppear() async {
        presenter.interactorDidLoad(Sample.grace)
        presenter.viewWillAppear()
        presenter.userListModuleDidChangeFollowing(from: false, to: true)
        await presenter.pendingWork.waitUntilIdle()
        #expect(interactor.calls == [.countFollowChange(from: false, to: true)])
    }

    @Test("until it hears whose profile it is, a profile is someone else's: the user's name titles it")
    func someoneElseUntilTold() {
        presenter.interactorDidLoad(Sample.grace)
        #expect(view.title == "Grace Hopper")
    }

    @Test("a reload clears the list's footer at once")
    func reloadClearsFooter() {
        showing([Sample.entry(1)], hasMore: false)
        #expect(view.footers[.blogs] == "No more")
        presenter.interactorWillLoad(.blogs, page: 0)
        #expect(view.footers[.blogs] == "")
    }

    @Test("an empty first page shows the empty state without No more; an empty later page says No more")
    func emptyPages() {
        showing([], hasMore: false)
        #expect(view.empties[.blogs] == "No posts yet")
        #expect(view.footers[.blogs] == "")
        showing([Sample.entry(1)])
        #expect(view.empties[.blogs] == nil)
        presenter.interactorDidLoadBlogs(.loaded(page: 1, items: [], hasMore: false))
        #expect(view.empties[.blogs] == nil)
        #expect(view.footers[.blogs] == "No more")
        presenter.interactorDidLoadDrafts(.loaded(page: 0, items: [], hasMore: false))
        #expect(view.empties[.drafts] == "No drafts")
    }

    @Test("a later page's rows open and like their own blogs")
    func laterPageRowsAreKept() async {
        showing([Sample.entry(1), Sample.entry(2)])
        presenter.interactorDidLoadBlogs(.loaded(page: 1, items: [Sample.entry(3)], hasMore: false))
        presenter.selectRow(2, in: .blogs)
        presenter.toggleLike(blogID: 3)
        await presenter.pendingWork.waitUntilIdle()
        #expect(router.routes == [.blogDetail(3)])
        #expect(interactor.calls == [.setLiked(true, 3)])
    }

    @Test("a failed first page empties the list, selects nothing and drops the retry row")
    func firstLoadFailureOverARetryRow() {
        presenter.interactorDidFindOwner(isSignedInUser: true)
        presenter.interactorDidLoadDrafts(.loaded(page: 0, items: [Sample.draft(10)], hasMore: true))
        presenter.interactorDidLoadDrafts(.loadMoreFailed(.serverBusy))
        #expect(view.retryTexts[.drafts] == "Load more failed — press Enter to retry")
        presenter.interactorDidDeleteDraft(at: 0, reloadFollows: false)
        presenter.interactorDidLoadDrafts(.firstLoadFailed(.serverBusy))
        #expect(view.errors[.drafts] == "Server busy, try again later")
        #expect(view.retryTexts[.drafts] == .some(nil))
        #expect(view.drafts.isEmpty)
        #expect(view.selectedFirst == [.drafts], "only the page that loaded selected its first row")
    }

    @Test("a failed reload drops the retry row: the list may load more again")
    func reloadFailureDropsRetryRow() {
        showing([Sample.entry(1)])
        presenter.interactorDidLoadBlogs(.loadMoreFailed(.serverBusy))
        #expect(view.retryTexts[.blogs] == "Load more failed — press Enter to retry")
        presenter.interactorDidLoadBlogs(.reloadFailed(.serverBusy))
        #expect(view.retryTexts[.blogs] == .some(nil))
        #expect(view.footers[.blogs] == "")
    }

    @Test("an updated blog is what the next like decides on: one in flight is not liked again")
    func updatedBlogDecidesTheNextLike() async {
        showing([Sample.entry(1)])
        presenter.interactorDidUpdate(Sample.entry(1, liked: true, inFlight: true), at: 0)
        presenter.toggleLike(blogID: 1)
        await presenter.pendingWork.waitUntilIdle()
        #expect(interactor.calls.isEmpty)
        #expect(view.confirmations.isEmpty)
    }

    @Test("a deleted draft unblocks the screen and leaves its row: the next row opens the next draft")
    func deletedDraft() {
        presenter.interactorDidFindOwner(isSignedInUser: true)
        presenter.interactorDidLoadDrafts(.loaded(page: 0, items: [Sample.draft(10), Sample.draft(11)], hasMore: false))
        presenter.interactorWillDeleteDraft()
        #expect(view.blockingLoading)
        presenter.interactorDidDeleteDraft(at: 0, reloadFollows: false)
        #expect(!view.blockingLoading)
        presenter.selectRow(0, in: .drafts)
        #expect(router.routes == [.draftDetail(11)])
    }

    @Test("deleting the last loaded draft while the rest loads again shows no No drafts; the rows that come show")
    func deletedLastLoadedDraftOfMore() {
        presenter.interactorDidFindOwner(isSignedInUser: true)
        presenter.interactorDidLoadDrafts(.loaded(page: 0, items: [Sample.draft(10)], hasMore: true))
        presenter.interactorDidDeleteDraft(at: 0, reloadFollows: true)
        #expect(view.drafts.isEmpty)
        #expect(view.empties[.drafts] == nil)
        presenter.interactorWillLoad(.drafts, page: 0)
        presenter.interactorDidLoadDrafts(.loaded(page: 0, items: [Sample.draft(30)], hasMore: false))
        #expect(view.drafts.count == 1)
        #expect(view.empties[.drafts] == nil)
        #expect(view.footers[.drafts] == "No more")
        presenter.selectRow(0, in: .drafts)
        #expect(router.routes == [.draftDetail(30)])
    }

    @Test("deleting the last draft shows No drafts, without No more")
    func deletedLastDraft() {
        presenter.interactorDidFindOwner(isSignedInUser: true)
        presenter.interactorDidLoadDrafts(.loaded(page: 0, items: [Sample.draft(10), Sample.draft(11)], hasMore: false))
        #expect(view.footers[.drafts] == "No more")
        presenter.interactorDidDeleteDraft(at: 0, reloadFollows: false)
        #expect(view.empties[.drafts] == nil)
        #expect(view.footers[.drafts] == "No more")
        presenter.interactorDidDeleteDraft(at: 0, reloadFollows: false)
        #expect(view.drafts.isEmpty)
        #expect(view.empties[.drafts] == "No drafts")
        #expect(view.footers[.drafts] == "")
    }
}
