import Domain
import MVPPresenters
import Testing

/// Blog detail shares its blog with the list row: one source of truth per blog.
@MainActor
@Suite("BlogDetailPresenter")
struct BlogDetailPresenterTests {
    let fixture = Fixture()

    @Test("a like on the detail page is the list row's like")
    func likeShowsInList() async throws {
        let (profile, view, _, _) = fixture.profile(7)
        profile.viewDidLoad()
        await profile.pendingWork.waitUntilIdle()
        let row = try #require((0..<profile.blogList.numberOfRows).first { !profile.blogList.cellPresenter(at: $0).blog.isLiked })
        let listCell = FakeBlogCellView()
        profile.blogList.cellPresenter(at: row).view = listCell

        profile.blogList.didSelectRow(at: row)
        let detail = try #require(view.blogDetail)
        let page = FakeBlogDetailView()
        detail.view = page
        detail.viewDidLoad()
        let blog = detail.blog.blog
        #expect(page.title == blog.title)
        #expect(page.detail?.authorText == "by \(blog.authorName)")
        #expect(page.detail?.likeTitle == "Likes \(blog.likeCount)")

        let request = detail.didTapLike()
        #expect(page.detail?.isLiked == true)                       // the page shows it at once…
        #expect(listCell.like == .init(title: "Likes \(blog.likeCount + 1)", isLiked: true))   // …and so does the row
        await request?.value
        #expect(profile.blogList.blogs[row].isLiked)

        #expect(detail.didTapLike() == nil)                         // liked: asks, on the detail page
        #expect(page.confirmations.map(\.message) == ["Remove your like?"])
    }

    @Test("the page about to show draws the blog as it is now")
    func viewWillAppearDraws() async throws {
        let (profile, view, _, _) = fixture.profile(7)
        profile.viewDidLoad()
        await profile.pendingWork.waitUntilIdle()
        profile.blogList.didSelectRow(at: 0)
        let detail = try #require(view.blogDetail)
        let page = FakeBlogDetailView()
        detail.view = page
        detail.viewWillAppear()
        #expect(page.detail?.title == detail.blog.blog.title)
        #expect(page.detail?.likeTitle == "Likes \(detail.blog.blog.likeCount)")
    }

    @Test("a change made elsewhere (a late rollback) reaches the open detail page; failures toast on it")
    func detailObservesTheBlog() async throws {
        let (profile, view, blogs, _) = fixture.profile(7)
        profile.viewDidLoad()
        await profile.pendingWork.waitUntilIdle()
        let row = try #require((0..<profile.blogList.numberOfRows).first { !profile.blogList.cellPresenter(at: $0).blog.isLiked })
        let before = profile.blogList.cellPresenter(at: row).blog

        await fixture.blogService.failNext(.setLiked)
        profile.blogList.cellPresenter(at: row).didTapLike()        // from the list…
        profile.blogList.didSelectRow(at: row)                      // …then straight into the detail
        let detail = try #require(view.blogDetail)
        let page = FakeBlogDetailView()
        detail.view = page
        detail.viewDidLoad()
        #expect(page.detail?.isLiked == true)
        await profile.pendingWork.waitUntilIdle()
        #expect(page.detail?.isLiked == false)
        #expect(page.detail?.likeTitle == "Likes \(before.likeCount)")
        #expect(blogs.toasts == ["Like failed"])                   // the list asked, the list toasts

        await fixture.blogService.failNext(.share)
        await detail.didTapShare()?.value
        #expect(page.toasts == ["Share failed"])
    }
}
