import Domain
import TerminalUI
import VIPERLogic

/// Assembles the `Upcoming` module: interactor over the store and the dates (``DateProvider``), presenter, view,
/// and a router that opens the Add module.
@MainActor
struct UpcomingModuleBuilder {
    /// Where the items live (the data manager).
    let store: any TodoStore
    /// Today and the week's rules.
    let dates: DateProvider
    /// The strings of the user's language.
    let strings: Localizer

    /// The `Upcoming` list, ready to show.
    func makeViewController() -> ViewController {
        let interactor = UpcomingInteractor(store: store, dates: dates)
        let router = UpcomingRouter(addTodo: AddTodoModuleBuilder(store: store, dates: dates, strings: strings))
        let presenter = UpcomingPresenter(interactor: interactor, router: router, strings: strings)
        interactor.output = presenter
        let view = UpcomingViewController(eventHandler: presenter)
        presenter.view = view
        router.viewController = view
        return view
    }
}
