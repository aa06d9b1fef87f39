import Domain
import TerminalUI
import VIPERLogic

/// Assembles the counter module. It leads nowhere, so it has no router.
@MainActor
struct CounterModuleBuilder {
    /// Where the counters live.
    let service: any CounterService
    /// The strings of the user's language.
    let strings: Localizer

    /// The counter list, ready to show.
    func makeViewController() -> ViewController {
        let interactor = CounterInteractor(service: service)
        let presenter = CounterPresenter(interactor: interactor, strings: strings)
        interactor.output = presenter
        let view = CounterViewController(eventHandler: presenter)
        presenter.view = view
        return view
    }
}
