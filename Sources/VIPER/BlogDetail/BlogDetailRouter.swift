import Domain
import TerminalUI
import VIPERLogic

/// The blog detail module's router (it only asks questions).
final class BlogDetailRouter: Router, BlogDetailRouterInput {}

/// Builds the blog detail module over the shared blog repository.
@MainActor
enum BlogDetailAssembly {
    static func makeModule(blogID: Blog.ID, services: Services, repository: BlogRepository, strings: Localizer) -> ViewController {
        let interactor = BlogDetailInteractor(blogID: blogID, service: services.blogs, repository: repository)
        let router = BlogDetailRouter()
        let presenter = BlogDetailPresenter(interactor: interactor, router: router, strings: strings)
        interactor.output = presenter
        let view = BlogDetailViewController(presenter: presenter, title: interactor.blog?.title ?? "")
        presenter.view = view
        router.viewController = view
        return view
    }
}
