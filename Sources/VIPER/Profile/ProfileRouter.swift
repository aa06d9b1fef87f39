import Domain
import TerminalUI
import VIPERLogic

/// The profile module's router: the only place its next screens are built and pushed.
final class ProfileRouter: Router, ProfileRouterInput {
    private let services: Services
    private let strings: Localizer
    private let repository: BlogRepository

    init(services: Services, strings: Localizer, repository: BlogRepository) {
        self.services = services
        self.strings = strings
        self.repository = repository
    }

    func showBlogDetail(blogID: Blog.ID) {
        push(BlogDetailAssembly.makeModule(blogID: blogID, services: services, repository: repository, strings: strings))
    }

    func showUserDetail(_ user: User) {
        push(UserDetailAssembly.makeModule(user: user, strings: strings))
    }

    func showFriends(of userID: User.ID) {
        push(FriendsAssembly.makeModule(kind: .friends(of: userID), services: services, strings: strings))
    }

    func showSuggestedUsers() {
        push(SuggestedUsersAssembly.makeModule(services: services, strings: strings))
    }

    func showDraftDetail(_ draft: Draft) {
        push(DraftDetailAssembly.makeModule(draft: draft, strings: strings, dates: services.dates))
    }
}

/// Builds the profile module: view, presenter, interactor and router, wired both ways.
@MainActor
enum ProfileAssembly {
    static func makeModule(services: Services, strings: Localizer, userID: User.ID) -> ViewController {
        let repository = BlogRepository()
        let interactor = ProfileInteractor(services: services, repository: repository, userID: userID)
        let router = ProfileRouter(services: services, strings: strings, repository: repository)
        let presenter = ProfilePresenter(interactor: interactor, router: router, strings: strings, dates: services.dates)
        interactor.output = presenter
        let view = ProfileViewController(presenter: presenter)
        presenter.view = view
        router.viewController = view
        return view
    }
}
