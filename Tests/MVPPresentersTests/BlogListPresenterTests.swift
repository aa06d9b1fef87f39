import Domain
import MVPPresenters
import Testing

/// The blog list with a fake table: paging, failures, the retry row, row activation.
@MainActor
@Suite("BlogListPresenter")
struct BlogListPresenterTests {
    let fixture = Fixture()

    @Test("paging: 20, 40, 45 and No more; then nothing more loads; refresh goes back to page 0")
    func pagingToNoMore() async {
        let (list, view, _) = await fixture.loadedBlogList()
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
        let (list, _, pendingWork) = await fixture.loadedBlogList()
        let first = list.didReachEnd()
        #expect(first != nil)
        #expect(list.didReachEnd() == nil)
        #expect(list.didPullToRefresh() == nil)
        await pendingWork.waitUntilIdle()
        #expect(await fixture.blogService.calls(to: .blogs) == 2)
    }

    @Test("a failed first load shows the error view; r retries")
    func failedFirstLoad() async {
        await fixture.blogService.failNext(.blogs)
        let (list, view, _) = await fixture.loadedBlogList()
        #expect(view.error == ListError(message: "Server busy, try again later", hint: "press r to retry"))
        #expect(list.numberOfRows == 0)
        await list.didPullToRefresh()?.value
        #expect(view.error == nil)
        #expect(list.numberOfRows == 20)
        #expect(view.loadingTexts.count == 2)                       // the HUD again: nothing was shown
    }

    @Test("a failed load-more keeps the rows, toasts, shows the retry row and stops paging until retried")
    func failedLoadMore() async {
        let (list, view, _) = await fixture.loadedBlogList()
        await fixture.blogService.failNext(.blogs)
        let loadMore = list.didReachEnd()
        #expect(view.footer == "Loading…")               // the load-more's progress, under the rows
        await loadMore?.value
        #expect(view.footer == "")
        #expect(list.numberOfRows == 20)
        #expect(list.showsRetryRow)
        #expect(view.retryRowReveals == 1)
        #expect(list.retryRowTitle == "Load more failed — press Enter to retry")
        #expect(view.toasts == ["Server busy, try again later"])
        #expect(list.didReachEnd() == nil)

        let retry = list.didSelectRetryRow()
        #expect(!list.showsRetryRow)
        await retry?.value
        #expect(list.numberOfRows == 40)
    }

    @Test("a row goes to the delegate with its blog's presenter; a row that is not there does nothing")
    func rowActivation() async {
        let (list, _, _) = await fixture.loadedBlogList()
        let delegate = FakeBlogListDelegate()
        list.delegate = delegate
        list.didSelectRow(at: 3)
        list.didSelectRow(at: 99)
        #expect(delegate.selected.count == 1)
        #expect(delegate.selected.first === list.cellPresenter(at: 3))
    }

    @Test("coming back redraws the rows (a like on the detail page)")
    func viewWillAppearReloads() async {
        let (list, view, _) = await fixture.loadedBlogList()
        let reloads = view.reloads
        list.viewWillAppear()
        #expect(view.reloads == reloads + 1)
    }

    @Test("reloading keeps one presenter per blog")
    func reloadKeepsPresenters() async {
        let (list, _, _) = await fixture.loadedBlogList()
        let first = list.cellPresenter(at: 0)
        await list.didPullToRefresh()?.value
        #expect(list.cellPresenter(at: 0) === first)
    }

    @Test("a refresh shows each kept blog as the server now has it")
    func refreshUpdatesKeptBlogs() async throws {
        let (list, _, _) = await fixture.loadedBlogList()
        let blog = list.blogs[0]
        _ = try await fixture.blogService.setLiked(!blog.isLiked, blogID: blog.id)
        await list.didPullToRefresh()?.value
        #expect(list.blogs[0].isLiked == !blog.isLiked)
        #expect(list.cellPresenter(at: 0).blog.isLiked == !blog.isLiked)
    }

    @Test("before the first load: not all loaded, no retry row; a failed first load redraws without the retry row")
    func beforeAndFailedFirstLoad() async {
        let list = BlogListPresenter(userID: 7, service: fixture.services.blogs, strings: fixture.strings, pendingWork: PendingWork())
        let view = FakeListView()
        list.view = view
        #expect(!list.hasLoadedAll && !list.showsRetryRow)
        await fixture.blogService.failNext(.blogs)
        await list.loadFirstPage()?.value
        #expect(view.error != nil && view.reloads == 1)
        #expect(!list.showsRetryRow && view.retryRowReveals == 0)
    }

    @Test("a failed refresh with rows showing toasts and keeps them: no error view, no retry row")
    func failedRefreshKeepsRows() async {
        let (list, view, _) = await fixture.loadedBlogList()
        await fixture.blogService.failNext(.blogs)
        await list.didPullToRefresh()?.value
        #expect(view.toasts == ["Server busy, try again later"])
        #expect(view.error == nil && list.numberOfRows == 20)
        #expect(!list.showsRetryRow && view.retryRowReveals == 0)
    }

    @Test("each load redraws; Enter on the retry row redraws at once (the row goes) and loads without the HUD")
    func retryRedraws() async {
        let (list, view, _) = await fixture.loadedBlogList()
        #expect(view.reloads == 1 && view.loadingTexts.count == 1)
        await fixture.blogService.failNext(.blogs)
        await list.didReachEnd()?.value
        #expect(view.reloads == 2)
        let retry = list.didSelectRetryRow()
        #expect(view.reloads == 3)
        #expect(view.loadingTexts.count == 1 && !view.isLoading)
        await retry?.value
        #expect(view.reloads == 4 && list.numberOfRows == 40)
    }
}

/// Records the blog rows the list reported as activated.
@MainActor
private final class FakeBlogListDelegate: BlogListPresenterDelegate {
    var selected: [BlogCellPresenter] = []
    func blogList(_ presenter: BlogListPresenter, didSelect blog: BlogCellPresenter) { selected.append(blog) }
}
