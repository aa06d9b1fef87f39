import Domain

/// A one-shot output of a view model: something the view shows once and then forgets.
///
/// View models queue events (see ``PagedListViewModel/events``); the view observes the
/// queue, takes the events with `takeEvents()` and shows each one.
public enum ViewEvent {
    /// Show `message` in a toast.
    case toast(String)
    /// Ask the user; OK runs the confirmation's command.
    case confirm(Confirmation)
    /// A list was loaded from its first page: select its first row (the list shows its top).
    case selectFirstRow

    /// The toast's text, when this is a toast.
    public var toastText: String? {
        if case .toast(let text) = self { return text }
        return nil
    }

    /// The question, when this is a confirmation request.
    public var confirmation: Confirmation? {
        if case .confirm(let confirmation) = self { return confirmation }
        return nil
    }
}

/// A question with `Cancel` / `OK`, like `Remove your like?`; the view shows it as an alert.
public struct Confirmation {
    /// The alert's title (`Confirm`).
    public let title: String
    /// The question.
    public let message: String
    /// The cancel button's title.
    public let cancelTitle: String
    /// The OK button's title.
    public let confirmTitle: String
    private let onConfirm: @MainActor () -> Task<Void, Never>?

    /// Creates a confirmation in `strings`' language whose OK runs `onConfirm`.
    init(message: String, strings: Localizer, onConfirm: @escaping @MainActor () -> Task<Void, Never>?) {
        self.title = strings(.confirm)
        self.message = message
        self.cancelTitle = strings(.cancel)
        self.confirmTitle = strings(.ok)
        self.onConfirm = onConfirm
    }

    /// The user chose OK: runs the command and returns the work it started, if any.
    @MainActor @discardableResult
    public func confirm() -> Task<Void, Never>? { onConfirm() }
}
