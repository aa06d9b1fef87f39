import Domain
import MVVMViewModels
import Testing

/// The blog list: one ``BlogViewModel`` per blog, kept across reloads, and the detail page
/// a row opens.
@MainActor
@Suite("MVVM blog list view model")
struct BlogListViewModelTests {
    let test = TestServices()
    let work = PendingWork()

    func loaded() async -> BlogListViewModel {
        let blogs = BlogListViewModel(userID: SampleData.featuredUserID, services: test.services, strings: test.strings, pendingWork: work)
        blogs.list.loadFirstPage()
        await work.waitUntilIdle()
        _ = blogs.list.events.take()
        return blogs
    }

    @Test("the rows are user 7's first 20 blogs, in order")
    func rows() async throws {
        let blogs = await loaded()
        let page = try await test.blogs.blogs(userID: SampleData.featuredUserID, page: 0)
        #expect(blogs.list.rows.map(\.id) == page.items.map(\.id))
        #expect(blogs.list.rows.map(\.title) == page.items.map(\.title))
    }

    @Test("a row opens its detail page, bound to the row's own view model")
    func rowOpensDetail() async throws {
        let blogs = await loaded()
        blogs.list.rowSelected(at: 2)
        let destination = try #require(blogs.list.events.take().first?.destination)
        guard case .blogDetail(let detail) = destination else {
            Issue.record("expected blog detail, got \(destination)")
            return
        }
        #expect(detail === blogs.list.rows[2])
    }

    @Test("a reload keeps each blog's view model and gives it the server's copy")
    func reloadKeepsViewModels() async throws {
        let blogs = await loaded()
        let row = try #require(blogs.list.rows.first { !$0.isLiked })
        _ = try await test.blogs.setLiked(true, blogID: row.id)   // liked elsewhere
        blogs.list.refreshRequested()
        await work.waitUntilIdle()
        let reloaded = try #require(blogs.list.rows.first { $0.id == row.id })
        #expect(reloaded === row)
        #expect(row.isLiked)
    }

    @Test("a row's toasts go to the list's queue")
    func rowToastsReachTheList() async throws {
        let blogs = await loaded()
        let row = try #require(blogs.list.rows.first)
        row.shareTapped()
        await work.waitUntilIdle()
        #expect(blogs.list.events.take().compactMap(\.toastText) == ["Shared"])
    }
}
