import Domain
import PatternKit
import TerminalUI
import VIPERLogic

extension PromptingViewInterface where Self: ViewController {
    /// Toasts `text` over this screen.
    func showToast(_ text: String) { Toast.show(text, in: view) }

    /// Asks `confirmation` in a Cancel / OK alert over this screen; OK runs `onConfirm`.
    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        presentConfirmation(confirmation, onConfirm: onConfirm)
    }
}
