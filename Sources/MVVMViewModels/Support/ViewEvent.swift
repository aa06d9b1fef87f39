import Domain

/// A one-shot output of a view model: something the view shows once and then forgets.
///
/// View models send events to their ``ViewEventQueue``; the view observes the queue, takes the
/// events and shows each one.
public enum ViewEvent {
    /// Show `message` in a toast.
    case toast(String)
    /// Ask `confirmation`; OK runs `onConfirm` (an input of the view model that asked).
    case confirm(Confirmation, onConfirm: @MainActor () -> Void)
    /// A list was loaded from its first page: select its first row (the list shows its top).
    case selectFirstRow
    /// Select the row of the to-do item with this id (the one just added).
    case selectItem(Int)
    /// Open the page of `destination` on top of this one.
    case open(Destination)

    /// The toast's text, when this is a toast.
    public var toastText: String? {
        if case .toast(let text) = self { return text }
        return nil
    }

    /// The question, when this is a confirmation request.
    public var confirmation: Confirmation? {
        if case .confirm(let confirmation, _) = self { return confirmation }
        return nil
    }

    /// The page to open, when this asks for one.
    public var destination: Destination? {
        if case .open(let destination) = self { return destination }
        return nil
    }
}
