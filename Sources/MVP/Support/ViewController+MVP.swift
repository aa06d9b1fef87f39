import Domain
import MVPPresenters
import SceneViews
import TerminalUI

extension ViewController {
    /// Hands every task `tasks` starts to the app, like `spawn { }` does for view code,
    /// so the run loop knows when the screen has settled.
    func trackTasks(of tasks: PresenterTasks) {
        tasks.onStart = { [weak self] task in self?.application?.track(task) }
    }

    /// Toasts `message` over this screen.
    func toast(_ message: String) {
        _ = Toast.show(message, in: view)
    }

    /// Presents `confirmation` as an alert; OK runs `onConfirm`.
    func presentConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        let alert = AlertController(title: confirmation.title, message: confirmation.message)
        alert.addAction(AlertAction(title: confirmation.cancelTitle, style: .cancel))
        alert.addAction(AlertAction(title: confirmation.confirmTitle) { _ in onConfirm() })
        present(alert)
    }
}

extension ErrorStateView {
    /// An error view showing `error`.
    static func make(_ error: ErrorViewData) -> ErrorStateView {
        let view = ErrorStateView()
        view.message = error.message
        view.hint = error.hint
        return view
    }
}
