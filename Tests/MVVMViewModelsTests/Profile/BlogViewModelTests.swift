import Domain
import MVVMViewModels
import Testing

/// One blog's view model on its own: its like and share inputs, its display outputs, and the
/// toasts and questions it sends to its list's queue.
@MainActor
@Suite("MVVM blog view model")
struct BlogViewModelTests {
    let test = TestServices()
    let work = PendingWork()
    let events = ViewEventQueue()

    /// The view model of the first blog of user 7 that is (or is not) liked.
    func blogViewModel(liked: Bool) async throws -> (BlogViewModel, Blog) {
        let page = try await test.blogs.blogs(userID: SampleData.featuredUserID, page: 0)
        let blog = try #require(page.items.first { $0.isLiked == liked })
        return (BlogViewModel(blog: blog, context: RowContext(services: test.services, strings: test.strings, events: events, pendingWork: work)), blog)
    }

    @Test("outputs: title, summary, author, body, likes and shares")
    func outputs() async throws {
        let (viewModel, blog) = try await blogViewModel(liked: false)
        #expect(viewModel.id == blog.id)
        #expect(viewModel.title == blog.title)
        #expect(viewModel.summaryText == test.strings.blogSummary(blog.summary))
        #expect(viewModel.authorText == "by \(blog.authorName)")
        #expect(viewModel.body == blog.body)
        #expect(viewModel.likeTitle == "Likes \(blog.likeCount)")
        #expect(!viewModel.isLiked)
        #expect(viewModel.shareTitle == "Shares \(blog.shareCount)")
    }

    @Test("like: +1 at once, confirmed by the server")
    func like() async throws {
        let (viewModel, blog) = try await blogViewModel(liked: false)
        viewModel.likeTapped()
        #expect(viewModel.isLiked)
        #expect(viewModel.likeTitle == "Likes \(blog.likeCount + 1)")
        await work.waitUntilIdle()
        #expect(viewModel.isLiked)
        #expect(viewModel.likeTitle == "Likes \(blog.likeCount + 1)")
        #expect(try await test.blogs.blog(id: blog.id).isLiked)
        #expect(events.pending.isEmpty)
    }

    @Test("a failed like puts back exactly what was shown and toasts Like failed")
    func likeRollsBack() async throws {
        let (viewModel, blog) = try await blogViewModel(liked: false)
        await test.blogs.failNext(.setLiked)
        viewModel.likeTapped()
        #expect(viewModel.isLiked)
        await work.waitUntilIdle()
        #expect(!viewModel.isLiked)
        #expect(viewModel.likeTitle == "Likes \(blog.likeCount)")
        #expect(events.take().compactMap(\.toastText) == ["Like failed"])
        #expect(try await test.blogs.blog(id: blog.id) == blog)
    }

    @Test("a second tap while a like is in flight does nothing")
    func inFlightGuard() async throws {
        let (viewModel, blog) = try await blogViewModel(liked: false)
        viewModel.likeTapped()
        viewModel.likeTapped()
        await work.waitUntilIdle()
        #expect(viewModel.likeTitle == "Likes \(blog.likeCount + 1)")
        #expect(await test.blogs.calls(to: .setLiked) == 1)
        #expect(events.pending.isEmpty)                  // no unlike question either
    }

    @Test("unlike asks Remove your like? first; nothing changes until OK")
    func unlikeAsks() async throws {
        let (viewModel, blog) = try await blogViewModel(liked: true)
        viewModel.likeTapped()
        #expect(viewModel.isLiked)                        // nothing until answered
        let question = try #require(events.take().first)
        let confirmation = try #require(question.confirmation)
        #expect(confirmation == .standard("Remove your like?", strings: test.strings))
        #expect(await test.blogs.calls(to: .setLiked) == 0)   // Cancel: no request
        question.confirm()
        #expect(!viewModel.isLiked)
        #expect(viewModel.likeTitle == "Likes \(blog.likeCount - 1)")
        await work.waitUntilIdle()
        #expect(!viewModel.isLiked)
        #expect(await test.blogs.calls(to: .setLiked) == 1)
    }

    @Test("share adds one through the backend and toasts Shared")
    func share() async throws {
        let (viewModel, blog) = try await blogViewModel(liked: false)
        viewModel.shareTapped()
        await work.waitUntilIdle()
        #expect(viewModel.shareTitle == "Shares \(blog.shareCount + 1)")
        #expect(events.take().compactMap(\.toastText) == ["Shared"])
    }

    @Test("a failed share changes nothing and toasts the failure")
    func shareFails() async throws {
        let (viewModel, blog) = try await blogViewModel(liked: false)
        await test.blogs.failNext(.share)
        viewModel.shareTapped()
        await work.waitUntilIdle()
        #expect(viewModel.shareTitle == "Shares \(blog.shareCount)")
        #expect(events.take().compactMap(\.toastText) == [test.strings(.shareFailed)])
    }

    @Test("a second share while one runs sends nothing; once it answered, share sends again")
    func oneShareAtATime() async throws {
        let (viewModel, blog) = try await blogViewModel(liked: false)
        viewModel.shareTapped()
        viewModel.shareTapped()
        await work.waitUntilIdle()
        #expect(await test.blogs.calls(to: .share) == 1)
        viewModel.shareTapped()
        await work.waitUntilIdle()
        #expect(await test.blogs.calls(to: .share) == 2)
        #expect(viewModel.shareTitle == "Shares \(blog.shareCount + 2)")
    }
}
