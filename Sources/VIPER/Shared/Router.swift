import Domain
import TerminalUI
import VIPERLogic

/// What every router shares: the screen it navigates from, and confirmations.
@MainActor
class Router {
    /// The module's view controller (the router does not keep it alive).
    weak var viewController: ViewController?

    /// Pushes `controller` on the module's navigation controller.
    func push(_ controller: ViewController) {
        viewController?.navigationController?.pushViewController(controller)
    }

    /// Presents `confirmation` as a Cancel / OK alert.
    func confirm(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        let alert = AlertController(title: confirmation.title, message: confirmation.message)
        alert.addAction(AlertAction(title: confirmation.cancelTitle, style: .cancel))
        alert.addAction(AlertAction(title: confirmation.confirmTitle) { _ in onConfirm() })
        viewController?.present(alert)
    }
}

extension ViewController {
    /// Hands every task the presenter's events start to the app, like `spawn { }` does for
    /// view code, so the run loop knows when the screen has settled.
    func trackWork(of work: PresenterWork) {
        work.onStart = { [weak self] task in self?.application?.track(task) }
    }
}
