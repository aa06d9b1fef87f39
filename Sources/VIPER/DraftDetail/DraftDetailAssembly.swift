import Domain
import TerminalUI
import VIPERLogic

/// Builds the draft detail module.
@MainActor
enum DraftDetailAssembly {
    static func makeModule(draft: Draft, strings: Localizer, dates: DateProvider) -> ViewController {
        let presenter = DraftDetailPresenter(draft: draft, strings: strings, dates: dates)
        let view = FieldListViewController(title: draft.title) { presenter.viewDidLoad() }
        presenter.view = view
        return view
    }
}
