/// A role's login form: what the presenter reads from it (the fields) and sets on it.
@MainActor
public protocol LoginViewInterface: AnyObject {
    /// The username typed.
    var enteredUsername: String { get }
    /// The password typed.
    var enteredPassword: String { get }
    /// The screen's title, the line above the fields, the labels and the button title.
    func setTexts(_ texts: LoginFormTexts)
    /// The status line under the button (empty: nothing).
    func showStatus(_ status: String)
    /// Shows the HUD over the form while the request runs.
    func showLoading(_ text: String)
    /// Hides the HUD.
    func hideLoading()
}

/// The fixed texts of a role's login form.
public struct LoginFormTexts: Equatable, Sendable {
    /// `Teacher login` / `Student login`.
    public var title: String
    /// The line above the fields.
    public var header: String
    /// `Username`, `Password`, `Log in`.
    public var username: String, password: String, logIn: String
}

/// `Who are you?`: its title, and the login screen a row opens.
@MainActor
public protocol RoleChoiceViewInterface: AnyObject {
    /// The screen's title.
    func setTitle(_ title: String)
    /// Opens the login screen `presenter` drives.
    func showLogin(_ presenter: LoginPresenter)
}
