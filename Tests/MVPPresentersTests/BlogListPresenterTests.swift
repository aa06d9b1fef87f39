import Domain
import MVPPresenters
import Testing

/// The blog list and its cell presenters with fake views: paging, failures, likes, shares.
@MainActor
@Suite("BlogListPresenter and BlogCellPresenter")
struct BlogListPresenterTests {
    let fixture = Fixture()

    private func loadedList() async -> (BlogListPresenter, FakeListView, PresenterTasks) {
        let tasks = PresenterTasks()
        let presenter = BlogListPresenter(userID: 7, service: fixture.services.blogs, strings: fixture.strings, tasks: tasks)
        let view = FakeListView()
        presenter.view = view
        await presenter.loadFirstPage()?.value
        return (presenter, view, tasks)
    }

    /// The first row whose blog is not liked yet, with a fake cell bound to it.
    private func unlikedRow(in list: BlogListPresenter) throws -> (BlogCellPresenter, FakeBlogCellView) {
        let row = try #require((0..<list.numberOfRows).first { !list.cellPresenter(at: $0).blog.isLiked })
        let cell = FakeBlogCellView()
        list.cellPresenter(at: row).view = cell
        return (list.cellPresenter(at: row), cell)
    }

    @Test("a bound cell gets the title, Summary: …, Likes N and Shares N")
    func cellTexts() async throws {
        let (list, _, _) = await loadedList()
        let presenter = list.cellPresenter(at: 0)
        let cell = FakeBlogCellView()
        presenter.view = cell
        #expect(cell.title == presenter.blog.title)
        #expect(cell.summary == fixture.strings.blogSummary(presenter.blog.summary))
        #expect(cell.like.title == "Likes \(presenter.blog.likeCount)")
        #expect(cell.shareTitle == "Shares \(presenter.blog.shareCount)")
    }

    @Test("paging: 20, 40, 45 and No more; then nothing more loads; refresh goes back to page 0")
    func pagingToNoMore() async {
        let (list, view, _) = await loadedList()
        #expect(list.numberOfRows == 20 && view.footer == "")
        await list.didReachEnd()?.value
        #expect(list.numberOfRows == 40 && view.footer == "")
        await list.didReachEnd()?.value
        #expect(list.numberOfRows == 45)
        #expect(view.footer == "No more")
        #expect(list.hasLoadedAll)
        #expect(list.didReachEnd() == nil)
        #expect(await fixture.blogService.calls(to: .blogs) == 3)

        let refresh = list.didPullToRefresh()
        #expect(view.footer == "")
        #expect(view.loadingTexts.count == 1)                       // no HUD: rows are showing
        await refresh?.value
        #expect(list.numberOfRows == 20)
        #expect(view.selectedRows == [0, 0])
    }

    @Test("a second load while one runs is ignored")
    func loadGuard() async {
        let (list, _, tasks) = await loadedList()
        let first = list.didReachEnd()
        #expect(first != nil)
        #expect(list.didReachEnd() == nil)
        #expect(list.didPullToRefresh() == nil)
        await tasks.waitUntilIdle()
        #expect(await fixture.blogService.calls(to: .blogs) == 2)
    }

    @Test("a failed first load shows the error view; r retries")
    func failedFirstLoad() async {
        await fixture.blogService.failNext(.blogs)
        let (list, view, _) = await loadedList()
        #expect(view.error == ErrorViewData(message: "Server busy, try again later", hint: "press r to retry"))
        #expect(list.numberOfRows == 0)
        await list.didPullToRefresh()?.value
        #expect(view.error == nil)
        #expect(list.numberOfRows == 20)
        #expect(view.loadingTexts.count == 2)                       // the HUD again: nothing was shown
    }

    @Test("a failed load-more keeps the rows, toasts, shows the retry row and stops paging until retried")
    func failedLoadMore() async {
        let (list, view, _) = await loadedList()
        await fixture.blogService.failNext(.blogs)
        await list.didReachEnd()?.value
        #expect(list.numberOfRows == 20)
        #expect(list.showsRetryRow)
        #expect(list.retryRowTitle == "Load more failed — press Enter to retry")
        #expect(view.toasts == ["Server busy, try again later"])
        #expect(list.didReachEnd() == nil)

        let retry = list.didSelectRetryRow()
        #expect(!list.showsRetryRow)
        await retry?.value
        #expect(list.numberOfRows == 40)
    }

    @Test("like: the cell shows liked and N+1 at once; the server agrees")
    func likeOptimistic() async throws {
        let (list, _, _) = await loadedList()
        let (blog, cell) = try unlikedRow(in: list)
        let count = blog.blog.likeCount
        let request = blog.didTapLike()
        #expect(cell.like == .init(title: "Likes \(count + 1)", isLiked: true))
        #expect(blog.isLikeInFlight)
        await request?.value
        #expect(!blog.isLikeInFlight)
        #expect(blog.blog.isLiked && blog.blog.likeCount == count + 1)
        #expect(try await fixture.services.blogs.blog(id: blog.blog.id).isLiked)
    }

    @Test("a failed like puts back exactly what was shown and toasts Like failed")
    func likeRollback() async throws {
        let (list, view, _) = await loadedList()
        let (blog, cell) = try unlikedRow(in: list)
        let before = blog.blog
        await fixture.blogService.failNext(.setLiked)
        let request = blog.didTapLike()
        #expect(cell.like.isLiked)
        await request?.value
        #expect(blog.blog == before)
        #expect(cell.like == .init(title: "Likes \(before.likeCount)", isLiked: false))
        #expect(view.toasts == ["Like failed"])
    }

    @Test("taps while a like is in flight do nothing: the count never jumps by two")
    func likeInFlightGuard() async throws {
        let (list, view, tasks) = await loadedList()
        let (blog, _) = try unlikedRow(in: list)
        let count = blog.blog.likeCount
        #expect(blog.didTapLike() != nil)
        #expect(blog.didTapLike() == nil)
        #expect(blog.didTapLike() == nil)
        #expect(view.confirmations.isEmpty)                         // not even the unlike question
        await tasks.waitUntilIdle()
        #expect(blog.blog.likeCount == count + 1)
        #expect(await fixture.blogService.calls(to: .setLiked) == 1)
    }

    @Test("unlike asks Remove your like? first; Cancel changes nothing, OK unlikes")
    func unlikeAsks() async throws {
        let (list, view, tasks) = await loadedList()
        let (blog, cell) = try unlikedRow(in: list)
        await blog.didTapLike()?.value
        let liked = blog.blog

        #expect(blog.didTapLike() == nil)
        #expect(view.confirmations == [Confirmation(title: "Confirm", message: "Remove your like?", cancelTitle: "Cancel", confirmTitle: "OK")])
        #expect(blog.blog == liked)                                 // asking changes nothing (Cancel = never confirming)
        #expect(await fixture.blogService.calls(to: .setLiked) == 1)

        view.confirm()
        #expect(cell.like == .init(title: "Likes \(liked.likeCount - 1)", isLiked: false))
        await tasks.waitUntilIdle()
        #expect(!blog.blog.isLiked)
        #expect(await fixture.blogService.calls(to: .setLiked) == 2)
    }

    @Test("share: Shares N+1 from the backend and a Shared toast; a failure toasts")
    func share() async throws {
        let (list, view, _) = await loadedList()
        let blog = list.cellPresenter(at: 0)
        let cell = FakeBlogCellView()
        blog.view = cell
        let count = blog.blog.shareCount
        await blog.didTapShare().value
        #expect(cell.shareTitle == "Shares \(count + 1)")
        #expect(view.toasts == ["Shared"])

        await fixture.blogService.failNext(.share)
        await blog.didTapShare().value
        #expect(cell.shareTitle == "Shares \(count + 1)")
        #expect(view.toasts == ["Shared", "Share failed"])
    }

    @Test("reloading keeps one presenter per blog")
    func reloadKeepsPresenters() async {
        let (list, _, _) = await loadedList()
        let first = list.cellPresenter(at: 0)
        await list.didPullToRefresh()?.value
        #expect(list.cellPresenter(at: 0) === first)
    }
}
