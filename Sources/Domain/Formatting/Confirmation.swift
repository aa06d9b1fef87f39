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

    /// Creates a confirmation.
    public init(title: String, message: String, cancelTitle: String, confirmTitle: String) {
        self.title = title
        self.message = message
        self.cancelTitle = cancelTitle
        self.confirmTitle = confirmTitle
    }

    /// The standard `Confirm` / `Cancel` / `OK` question asking `message`, in `strings`' language.
    public static func standard(_ message: String, strings: Localizer) -> Confirmation {
        Confirmation(title: strings(.confirm), message: message, cancelTitle: strings(.cancel), confirmTitle: strings(.ok))
    }
}
