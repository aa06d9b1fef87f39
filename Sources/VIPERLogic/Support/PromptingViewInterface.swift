import Domain

/// A page that can tell the user something (a toast) and ask a yes / no question (an alert).
///
/// Asking is the view's job, as showing is: the presenter decides what to ask and keeps what
/// the answer means in its `onConfirm` closure; the router only navigates.
@MainActor
public protocol PromptingViewInterface: AnyObject {
    /// Shows a short message at the bottom.
    func showToast(_ text: String)
    /// Asks `confirmation`; OK runs `onConfirm`.
    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void)
}
