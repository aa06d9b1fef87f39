import Domain
import MVPPresenters

/// Records what a presenter asked a page for: toasts and questions.
@MainActor
class FakePromptingView: PromptingViewInterface {
    var toasts: [String] = []
    var confirmations: [Confirmation] = []
    private var pendingConfirm: (@MainActor () -> Void)?

    func showToast(_ message: String) { toasts.append(message) }

    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        confirmations.append(confirmation)
        pendingConfirm = onConfirm
    }

    /// Presses OK on the last question.
    func confirm() {
        let action = pendingConfirm
        pendingConfirm = nil
        action?()
    }
}
