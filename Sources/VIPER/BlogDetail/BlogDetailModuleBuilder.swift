import Domain
import TerminalUI
import VIPERLogic

/// Assembles the blog detail module over the profile's ``BlogRepository``, so the page and
/// the profile's list show one value of the blog.
@MainActor
struct BlogDetailModuleBuilder {
    /// Where likes and shares go.
    let service: any BlogService
    /// The blogs the profile loaded.
    let repository: BlogRepository
    /// The strings of the user's language.
    let strings: Localizer

    /// The detail page of the blog with `blogID`, ready to push.
    func makeViewController(blogID: Blog.ID) -> ViewController {
        let interactor = BlogDetailInteractor(blogID: blogID, service: service, repository: repository)
        let router = BlogDetailRouter()
        let presenter = BlogDetailPresenter(interactor: interactor, router: router, strings: strings)
        interactor.output = presenter
        let view = BlogDetailViewController(eventHandler: presenter)
        presenter.view = view
        router.viewController = view
        return view
    }
}
