import Domain
@testable import MVC
import Testing

/// MVC's ``BlogModel``: the one value of each blog, shared by the blog list and the detail page.
@MainActor
@Suite("MVC BlogModel")
struct BlogModelTests {
    /// Records what the model tells its observers (as the list and the detail page are told).
    final class Watcher {
        var changes: [Blog] = []
    }

    @Test("a like shows at once and again when the backend answers; the next like of the blog goes too")
    func likeShowsAtOnceAndEnds() async throws {
        let service = InMemoryBlogService()
        let model = BlogModel(service: service)
        let ids = try await model.loadBlogs(userID: SampleData.featuredUserID, page: 0).items
        let before = try #require(ids.lazy.compactMap { model.blog($0) }.first { !$0.isLiked })
        let watcher = Watcher()
        model.addObserver(watcher) { watcher, blog in watcher.changes.append(blog) }
        try await model.setLiked(true, blogID: before.id)
        #expect(watcher.changes.map(\.isLiked) == [true, true], "at once, then the backend's answer")
        #expect(!model.isLikeInFlight(before.id))
        try await model.setLiked(false, blogID: before.id)
        #expect(model.blog(before.id)?.isLiked == false)
        #expect(await service.calls(to: .setLiked) == 2)
    }
}
