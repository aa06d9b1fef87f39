/// A yes / no question to put to the user, described by whoever asks (a controller, a
/// presenter, a view model, a reducer) and shown by the view layer as an alert.
public struct Confirmation: Equatable, Sendable {
    /// The alert's title (`Confirm`).
    public var title: String
    /// The question (`Remove your like?`).
    public var message: String
    /// The cancel button's title.
    public var cancelTitle: String
    /// The confirm button's title.
    public var confirmTitle: String
    /// Whether confirming destroys something that cannot be brought back (deleting an item): the
    /// confirm button is drawn as destructive and Cancel has the focus, so a hasty Enter keeps it.
    public var isDestructive: Bool

    /// Creates a confirmation.
    public init(title: String, message: String, cancelTitle: String, confirmTitle: String, isDestructive: Bool = false) {
        self.title = title
        self.message = message
        self.cancelTitle = cancelTitle
        self.confirmTitle = confirmTitle
        self.isDestructive = isDestructive
    }

    /// The standard `Confirm` / `Cancel` / `OK` question asking `message`, in `strings`' language.
    public static func standard(_ message: String, strings: Localizer, isDestructive: Bool = false) -> Confirmation {
        Confirmation(title: strings(.confirm), message: message, cancelTitle: strings(.cancel), confirmTitle: strings(.ok),
                     isDestructive: isDestructive)
    }
}
