import Domain
import TerminalUI
import VIPERLogic

/// Assembles the profile module: interactor, presenter, view and router, wired both ways
/// (VIPER-TODO's dependency wiring, one module at a time). It also gives the router the
/// builders of the modules the profile leads to, sharing one ``BlogRepository`` with blog
/// detail so that both show the same blog.
@MainActor
struct ProfileModuleBuilder {
    /// The app's services.
    let services: Services
    /// The strings of the user's language.
    let strings: Localizer

    /// The profile of `userID`, ready to push.
    func makeViewController(userID: User.ID) -> ViewController {
        let repository = BlogRepository()
        let interactor = ProfileInteractor(services: services, repository: repository, userID: userID)
        let router = ProfileRouter(
            blogDetail: BlogDetailModuleBuilder(service: services.blogs, repository: repository, strings: strings),
            userDetail: UserDetailModuleBuilder(strings: strings),
            userList: UserListModuleBuilder(service: services.users, strings: strings),
            draftDetail: DraftDetailModuleBuilder(strings: strings, dates: services.dates))
        let presenter = ProfilePresenter(interactor: interactor, router: router, strings: strings, dates: services.dates)
        interactor.output = presenter
        let view = ProfileViewController(eventHandler: presenter)
        presenter.view = view
        router.viewController = view
        return view
    }
}
