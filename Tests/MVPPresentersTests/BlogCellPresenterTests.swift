import Domain
import MVPPresenters
import Testing

/// One blog's presenter with a fake row and the list's fake table as its prompter: texts,
/// the optimistic like and its rollback, the in-flight guard, the unlike question, share.
@MainActor
@Suite("BlogCellPresenter")
struct BlogCellPresenterTests {
    let fixture = Fixture()

    /// The first row whose blog is not liked yet, with a fake cell bound to it.
    private func unlikedRow(in list: BlogListPresenter) throws -> (BlogCellPresenter, FakeBlogCellView) {
        let row = try #require((0..<list.numberOfRows).first { !list.cellPresenter(at: $0).blog.isLiked })
        let cell = FakeBlogCellView()
        list.cellPresenter(at: row).view = cell
        return (list.cellPresenter(at: row), cell)
    }

    @Test("a bound cell gets the title, Summary: …, Likes N and Shares N")
    func cellTexts() async throws {
        let (list, _, _) = await fixture.loadedBlogList()
        let presenter = list.cellPresenter(at: 0)
        let cell = FakeBlogCellView()
        presenter.view = cell
        #expect(cell.title == presenter.blog.title)
        #expect(cell.summary == fixture.strings.blogSummary(presenter.blog.summary))
        #expect(cell.like.title == "Likes \(presenter.blog.likeCount)")
        #expect(cell.shareTitle == "Shares \(presenter.blog.shareCount)")
    }

    @Test("like: the cell shows liked and N+1 at once; the server agrees")
    func likeOptimistic() async throws {
        let (list, _, _) = await fixture.loadedBlogList()
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
        let (list, view, _) = await fixture.loadedBlogList()
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
        let (list, view, pendingWork) = await fixture.loadedBlogList()
        let (blog, _) = try unlikedRow(in: list)
        let count = blog.blog.likeCount
        #expect(blog.didTapLike() != nil)
        #expect(blog.didTapLike() == nil)
        #expect(blog.didTapLike() == nil)
        #expect(view.confirmations.isEmpty)                         // not even the unlike question
        await pendingWork.waitUntilIdle()
        #expect(blog.blog.likeCount == count + 1)
        #expect(await fixture.blogService.calls(to: .setLiked) == 1)
    }

    @Test("unlike asks Remove your like? first; Cancel changes nothing, OK unlikes")
    func unlikeAsks() async throws {
        let (list, view, pendingWork) = await fixture.loadedBlogList()
        let (blog, cell) = try unlikedRow(in: list)
        await blog.didTapLike()?.value
        let liked = blog.blog

        #expect(blog.didTapLike() == nil)
        #expect(view.confirmations == [Confirmation(title: "Confirm", message: "Remove your like?", cancelTitle: "Cancel", confirmTitle: "OK")])
        #expect(blog.blog == liked)                                 // asking changes nothing (Cancel = never confirming)
        #expect(await fixture.blogService.calls(to: .setLiked) == 1)

        view.confirm()
        #expect(cell.like == .init(title: "Likes \(liked.likeCount - 1)", isLiked: false))
        await pendingWork.waitUntilIdle()
        #expect(!blog.blog.isLiked)
        #expect(await fixture.blogService.calls(to: .setLiked) == 2)
    }

    @Test("share: Shares N+1 from the backend and a Shared toast; a failure toasts")
    func share() async throws {
        let (list, view, _) = await fixture.loadedBlogList()
        let blog = list.cellPresenter(at: 0)
        let cell = FakeBlogCellView()
        blog.view = cell
        let count = blog.blog.shareCount
        await blog.didTapShare()?.value
        #expect(cell.shareTitle == "Shares \(count + 1)")
        #expect(view.toasts == ["Shared"])

        await fixture.blogService.failNext(.share)
        await blog.didTapShare()?.value
        #expect(cell.shareTitle == "Shares \(count + 1)")
        #expect(view.toasts == ["Shared", "Share failed"])

        // Three presses while one share runs send one.
        let first = blog.didTapShare()
        #expect(blog.didTapShare() == nil && blog.didTapShare() == nil)
        await first?.value
        #expect(cell.shareTitle == "Shares \(count + 2)" && view.toasts.last == "Shared")
        #expect(await fixture.blogService.calls(to: .share) == 3)
    }

    @Test("once its row lets go (the row shows another blog), a like no longer writes into it")
    func unbinding() async throws {
        let (list, _, _) = await fixture.loadedBlogList()
        let (blog, cell) = try unlikedRow(in: list)
        blog.view = nil
        await blog.didTapLike()?.value
        #expect(!cell.like.isLiked)
    }
}
