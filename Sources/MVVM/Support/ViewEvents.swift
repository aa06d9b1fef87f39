import MVVMViewModels
import TerminalUI

extension Responder {
    /// Hands the work a view-model command started to the app, which tracks it (the test
    /// driver waits for tracked work). The work runs either way; `nil` — the command
    /// started nothing — does nothing.
    func perform(_ work: Task<Void, Never>?) {
        guard let work, let application else { return }
        application.track(work)
    }
}

extension ViewController {
    /// Shows a view model's one-shot output: a toast at the bottom of `toastView`, or an
    /// alert whose OK runs the confirmation's command. Other events are the caller's.
    func show(_ event: ViewEvent, toastIn toastView: View) {
        switch event {
        case .toast(let message):
            _ = Toast.show(message, in: toastView)
        case .confirm(let confirmation):
            let alert = AlertController(title: confirmation.title, message: confirmation.message)
            alert.addAction(AlertAction(title: confirmation.cancelTitle, style: .cancel))
            alert.addAction(AlertAction(title: confirmation.confirmTitle) { [weak self] _ in
                let work = confirmation.confirm()
                self?.perform(work)
            })
            present(alert)
        case .selectFirstRow:
            break
        }
    }
}
