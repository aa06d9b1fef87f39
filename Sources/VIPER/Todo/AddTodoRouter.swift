import TerminalUI
import VIPERLogic

/// The Add module's router: closes the sheet.
final class AddTodoRouter: Router, AddTodoRouterInput {
    func dismissAddInterface() {
        viewController?.dismiss(animated: true)
    }
}
