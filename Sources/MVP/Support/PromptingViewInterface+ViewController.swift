import Domain
import MVPPresenters
import PatternKit
import TerminalUI

extension PromptingViewInterface where Self: ViewController {
    /// Toasts `message` over this screen.
    func showToast(_ message: String) { Toast.show(message, in: view) }

    /// Asks `confirmation` in a Cancel / OK alert over this screen; OK runs `onConfirm`.
    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        presentConfirmation(confirmation, onConfirm: onConfirm)
    }
}
