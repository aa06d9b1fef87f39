import Domain

/// A page that can tell the user something (a toast) or ask a yes / no question (an alert).
///
/// The view only shows what it is given; what the answer means stays in the presenter's
/// `onConfirm` closure.
@MainActor
public protocol PromptingViewInterface: AnyObject {
    /// Shows `message` in a toast for a moment.
    func showToast(_ message: String)
    /// Asks `confirmation`; runs `onConfirm` only when the user confirms.
    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void)
}
