import Domain
import Testing
@testable import VIPERLogic

/// The blog detail module: its interactor over the shared repository, its presenter with
/// fakes, and both together beside a profile.
@MainActor
@Suite("BlogDetail module")
struct BlogDetailModuleTests {
    let fixture = ProfileFixture()

    @Test("interactor: reports the stored blog, then every change to it, marked in flight while a like runs")
    func interactor() async {
        let blog = Sample.blog(1)
        fixture.repository.store([blog, Sample.blog(2)])
        let interactor = BlogDetailInteractor(blogID: 1, service: fixture.services.blogs, repository: fixture.repository)
        let output = FakeBlogDetailInteractorOutput()
        interactor.output = output
        interactor.findBlog()
        fixture.repository.update(Sample.blog(2, likes: 9))     // another blog: not reported
        #expect(output.updates == [BlogEntry(blog: blog)])

        await fixture.blogService.failNext(.setLiked)
        await interactor.setLiked(true)
        #expect(output.updates.dropFirst() == [BlogEntry(blog: blog.withLike(true), isLikeInFlight: true), BlogEntry(blog: blog)])
        #expect(output.likeFailures == 1)
    }

    @Test("presenter: shows the blog; likes at once, asks before unliking, ignores a press while a like runs")
    func presenter() async {
        let interactor = FakeBlogDetailInteractor()
        let router = FakeRouter()
        let view = FakeBlogDetailView()
        let presenter = BlogDetailPresenter(interactor: interactor, router: router, strings: fixture.strings)
        presenter.view = view
        presenter.viewDidLoad()
        #expect(interactor.calls == [.findBlog])

        presenter.interactorDidUpdate(Sample.entry(1))
        #expect(view.shown == BlogDetailDisplayData(title: "Blog 1", authorText: "by Grace Hopper", body: "Text 1",
                                                    likeTitle: "Likes 2", isLiked: false, shareTitle: "Shares 1"))
        presenter.toggleLike()
        presenter.interactorDidUpdate(Sample.entry(1, liked: true, inFlight: true))
        presenter.toggleLike()                                  // in flight: nothing
        presenter.interactorDidUpdate(Sample.entry(1, liked: true))
        presenter.toggleLike()                                  // asks, OK
        presenter.share()
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.confirmations == ["Remove your like?"])
        #expect(interactor.calls == [.findBlog, .setLiked(true), .setLiked(false), .share])

        presenter.interactorLikeFailed()
        presenter.interactorDidShare(succeeded: true)
        #expect(view.toasts == ["Like failed", "Shared"])
    }

    @Test("a like on the detail page shows in the profile's list (one repository)")
    func detailSharesTheBlog() async throws {
        let (profile, listView, _) = fixture.profile(SampleData.featuredUserID)
        profile.viewDidLoad()
        await profile.pendingWork.waitUntilIdle()
        let index = try #require(listView.blogs.firstIndex { !$0.isLiked })
        let row = listView.blogs[index]

        let detailInteractor = BlogDetailInteractor(blogID: row.id, service: fixture.services.blogs, repository: fixture.repository)
        let router = FakeRouter()
        let detail = BlogDetailPresenter(interactor: detailInteractor, router: router, strings: fixture.strings)
        let page = FakeBlogDetailView()
        detailInteractor.output = detail
        detail.view = page
        detail.viewDidLoad()
        #expect(page.shown?.title == row.title)

        detail.toggleLike()
        await detail.pendingWork.waitUntilIdle()
        #expect(page.shown?.isLiked == true)
        #expect(listView.blogs[index].isLiked)
        #expect(listView.blogs[index].likeTitle == page.shown?.likeTitle)

        await fixture.blogService.failNext(.setLiked)
        detail.toggleLike()                         // liked: asks on the detail page, then fails
        await detail.pendingWork.waitUntilIdle()
        #expect(page.confirmations == ["Remove your like?"])
        #expect(page.toasts == ["Like failed"])
        #expect(listView.blogs[index].isLiked)
    }

    @Test("presenter: finds the blog again when the page shows again")
    func findsAgainOnReturn() {
        let interactor = FakeBlogDetailInteractor()
        let presenter = BlogDetailPresenter(interactor: interactor, router: FakeRouter(), strings: fixture.strings)
        presenter.viewWillAppear()
        #expect(interactor.calls == [.findBlog])
    }
}
