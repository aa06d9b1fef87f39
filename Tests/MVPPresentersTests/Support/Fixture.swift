import Domain
import MVPPresenters

/// In-memory services (no network, no latency) and the actors behind them, for
/// injecting failures and counting calls.
@MainActor
struct Fixture {
    let services = Services.inMemory()
    let strings = Localizer(.english)
    var blogService: InMemoryBlogService { services.blogs as! InMemoryBlogService }
    var userService: InMemoryUserService { services.users as! InMemoryUserService }
    var draftService: InMemoryDraftService { services.drafts as! InMemoryDraftService }

    /// A profile presenter of `userID` with a fake page and fake lists attached.
    func profile(_ userID: User.ID = 7) -> (ProfilePresenter, FakeProfileView, blogs: FakeListView, drafts: FakeListView) {
        let presenter = ProfilePresenter(userID: userID, services: services, strings: strings)
        let view = FakeProfileView(), blogs = FakeListView(), drafts = FakeListView()
        presenter.view = view
        presenter.blogList.view = blogs
        presenter.draftList?.view = drafts
        return (presenter, view, blogs, drafts)
    }

    /// The first page of `userID`'s blogs, loaded into a fake table.
    func loadedBlogList(of userID: User.ID = 7) async -> (BlogListPresenter, FakeListView, PendingWork) {
        let pendingWork = PendingWork()
        let presenter = BlogListPresenter(userID: userID, service: services.blogs, strings: strings, pendingWork: pendingWork)
        let view = FakeListView()
        presenter.view = view
        await presenter.loadFirstPage()?.value
        return (presenter, view, pendingWork)
    }
}
