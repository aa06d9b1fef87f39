import Domain

/// What a list shows instead of its rows when its first load failed.
public struct ErrorViewData: Equatable, Sendable {
    /// The error's message.
    public var message: String
    /// How to retry (`press r to retry`).
    public var hint: String

    /// Creates the error state.
    public init(message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}

/// A page that can tell the user something (a toast) or ask a yes/no question (an alert).
///
/// The view only shows what it is given; what the answer means stays in the presenter's
/// `onConfirm` closure.
@MainActor
public protocol PromptingView: AnyObject {
    /// Shows `message` in a toast for a moment.
    func showToast(_ message: String)
    /// Asks `confirmation`; runs `onConfirm` only when the user confirms.
    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void)
}
