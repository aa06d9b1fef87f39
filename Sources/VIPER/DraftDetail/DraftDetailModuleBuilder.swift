import Domain
import TerminalUI
import VIPERLogic

/// Assembles the draft detail module: a presenter and the shared detail page (there is
/// nothing to load, so no interactor, and nowhere to go, so no router).
@MainActor
struct DraftDetailModuleBuilder {
    /// The strings of the user's language.
    let strings: Localizer
    /// Today, for `edited 3 min ago`.
    let dates: DateProvider

    /// The detail page of `draft`, ready to push.
    func makeViewController(draft: Draft) -> ViewController {
        let presenter = DraftDetailPresenter(draft: draft, strings: strings, dates: dates)
        let view = DetailPageViewController(eventHandler: presenter)
        presenter.view = view
        return view
    }
}
