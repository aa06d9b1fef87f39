import Domain
import TerminalUI
import VIPERLogic

/// Assembles the Add module for the module that opens it.
@MainActor
struct AddTodoModuleBuilder {
    /// Where items are saved (the data manager).
    let store: any TodoStore
    /// Today, for the date field and the rules.
    let dates: DateProvider
    /// The strings of the user's language.
    let strings: Localizer

    /// The Add sheet, ready to present; it reports to `delegate`.
    func makeViewController(delegate: any AddTodoModuleDelegate) -> ViewController {
        let interactor = AddTodoInteractor(store: store, dates: dates)
        let router = AddTodoRouter()
        let presenter = AddTodoPresenter(interactor: interactor, router: router, strings: strings)
        interactor.output = presenter
        presenter.delegate = delegate
        let view = AddTodoViewController(eventHandler: presenter)
        presenter.view = view
        router.viewController = view
        return view
    }
}
