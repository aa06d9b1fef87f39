/// What a list shows in place of its rows when its first load failed: the error's message and
/// how to retry. Every pattern hands the same value to its view (a presenter's call, a view
/// model's output, a channel key, a reducer's state drawn by the view).
public struct ListError: Equatable, Sendable {
    /// The error's message (`Server busy, try again later`).
    public var message: String
    /// How to retry (`press r to retry`).
    public var hint: String

    /// Creates the error state.
    public init(message: String, hint: String) {
        self.message = message
        self.hint = hint
    }

    /// `error`'s message and the retry hint, in `strings`' language.
    public init(_ error: AppError, strings: Localizer) {
        self.init(message: strings.message(for: error), hint: strings(.retryHint))
    }
}
