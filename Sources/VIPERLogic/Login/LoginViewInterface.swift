/// A role's login form as its presenter drives it.
@MainActor
public protocol LoginViewInterface: AnyObject {
    /// The screen's title, header line, labels and button title.
    func setTexts(_ texts: LoginFormDisplayData)
    /// The status line under the button.
    func showStatus(_ status: String)
    /// Shows the HUD over the form.
    func showLoading(_ text: String)
    /// Hides the HUD.
    func hideLoading()
}

/// The fixed texts of a role's login form.
public struct LoginFormDisplayData: Equatable, Sendable {
    /// `Teacher login` / `Student login`, and the line above the fields.
    public var title: String, header: String
    /// `Username`, `Password`, `Log in`.
    public var username: String, password: String, logIn: String
}
