import Domain
import Testing
import VIPERLogic

@MainActor
@Suite("BlogDetail and Friends modules")
struct BlogDetailAndFriendsTests {
    let fixture = ProfileFixture()

    @Test("a like on the detail page shows in the profile's list (one repository)")
    func detailSharesTheBlog() async throws {
        let (profile, interactor, listView, _) = fixture.profile(7)
        profile.viewDidLoad()
        await profile.settle()
        let index = try #require(interactor.blogs.items.firstIndex { !$0.isLiked })
        let blog = interactor.blogs.items[index]

        let detailInteractor = BlogDetailInteractor(blogID: blog.id, service: fixture.services.blogs, repository: fixture.repository)
        let router = FakeRouter()
        let detail = BlogDetailPresenter(interactor: detailInteractor, router: router, strings: fixture.strings)
        let page = FakeBlogDetailView()
        detailInteractor.output = detail
        detail.view = page
        detail.viewWillAppear()
        #expect(page.shown?.authorText == "by \(blog.authorName)")

        detail.toggleLike()
        await detail.settle()
        #expect(page.shown?.isLiked == true)
        #expect(listView.blogs[index].isLiked)
        #expect(listView.blogs[index].likeTitle == "Likes \(blog.likeCount + 1)")

        await fixture.blogService.failNext(.setLiked)
        detail.toggleLike()                         // liked: asks on the detail page, then fails
        await detail.settle()
        #expect(router.confirmations == ["Remove your like?"])
        #expect(page.toasts == ["Like failed"])
        #expect(listView.blogs[index].isLiked)
    }

    private func friends(_ kind: UserListKind, asks: Bool) async -> (FriendsPresenter, FriendsInteractor, FakeFriendsView, FakeRouter) {
        let interactor = FriendsInteractor(service: fixture.services.users, kind: kind)
        let router = FakeRouter()
        let presenter = FriendsPresenter(interactor: interactor, router: router, strings: fixture.strings, asksBeforeUnfollow: asks)
        let view = FakeFriendsView()
        interactor.output = presenter
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.loading)
        await presenter.settle()
        #expect(!view.loading)
        return (presenter, interactor, view, router)
    }

    @Test("scene A asks before unfollowing")
    func sceneA() async throws {
        let (presenter, interactor, view, router) = await friends(.friends(of: fixture.services.currentUserID), asks: true)
        let user = try #require(interactor.users.first { $0.isFollowing })
        presenter.follow(userID: user.id)
        await presenter.settle()
        #expect(router.confirmations == ["Unfollow \(user.name)?"])
        #expect(view.rows.first { $0.id == user.id }?.followTitle == "Follow")
    }

    @Test("scene B follows and unfollows without asking; failure rolls back with a toast")
    func sceneB() async throws {
        let (presenter, interactor, view, router) = await friends(.suggestions, asks: false)
        let user = try #require(interactor.users.first)
        presenter.follow(userID: user.id)
        await presenter.settle()
        #expect(view.rows[0].isFollowing)
        await fixture.userService.failNext(.setFollowing)
        presenter.follow(userID: user.id)
        await presenter.settle()
        #expect(router.confirmations.isEmpty)
        #expect(view.rows[0].isFollowing)
        #expect(view.toasts == ["Unfollow failed"])
    }
}
