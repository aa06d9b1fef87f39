import Domain
import VIPERLogic

/// In-memory services (the fake data layer: failures can be injected, calls counted) and the
/// real modules wired over them, with fake views and routers at the edges.
@MainActor
struct ProfileFixture {
    let services = Services.inMemory()
    let strings = Localizer(.english)
    let repository = BlogRepository()
    var blogService: InMemoryBlogService { services.blogs as! InMemoryBlogService }
    var draftService: InMemoryDraftService { services.drafts as! InMemoryDraftService }
    var userService: InMemoryUserService { services.users as! InMemoryUserService }

    /// The profile module of `userID`: the real interactor and presenter, a fake view and router.
    func profile(_ userID: User.ID) -> (ProfilePresenter, FakeProfileView, FakeRouter) {
        let interactor = ProfileInteractor(services: services, repository: repository, userID: userID)
        let router = FakeRouter()
        let presenter = ProfilePresenter(interactor: interactor, router: router, strings: strings, dates: services.dates)
        let view = FakeProfileView()
        interactor.output = presenter
        presenter.view = view
        return (presenter, view, router)
    }

    /// A profile interactor of `userID` reporting to a fake output.
    func profileInteractor(_ userID: User.ID) -> (ProfileInteractor, FakeProfileInteractorOutput) {
        let interactor = ProfileInteractor(services: services, repository: repository, userID: userID)
        let output = FakeProfileInteractorOutput()
        interactor.output = output
        return (interactor, output)
    }
}

/// Entities made up for the presenter tests, which never touch a service.
enum Sample {
    static let grace = User(id: 7, name: "Grace Hopper", summary: "Compilers", postCount: 45, friendCount: 3)

    static func blog(_ id: Blog.ID, liked: Bool = false, likes: Int = 2) -> Blog {
        Blog(id: id, authorId: 7, authorName: "Grace Hopper", title: "Blog \(id)", summary: "About \(id)",
             body: "Text \(id)", likeCount: likes, shareCount: 1, isLiked: liked)
    }

    static func entry(_ id: Blog.ID, liked: Bool = false, inFlight: Bool = false) -> BlogEntry {
        BlogEntry(blog: blog(id, liked: liked), isLikeInFlight: inFlight)
    }

    static func draft(_ id: Draft.ID) -> Draft {
        Draft(id: id, title: "Draft \(id)", summary: "", editedAt: SampleData.defaultReferenceDate)
    }
}
