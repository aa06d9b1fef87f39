import TerminalUI

/// The login form both login screens show: a header line, `Username` (focused first),
/// `Password` (masked, one `•` per character), the `Log in` button and a status line.
///
/// ```text
///  Sign in to manage your classes
///
///  Username  teacher_____________________
///  Password  •••_________________________
///
///            [ Log in ]
///
///  Logged in! Hello, Teacher
/// ```
///
/// Tab / Shift-Tab and ↑ / ↓ move between the two fields and the button (the window's focus
/// rules); Enter in a field submits, like the button. What a submission does is the pattern's
/// business: it sets ``onSubmit`` and reads ``username`` / ``password``, and shows the outcome
/// with ``status``.
@MainActor
open class LoginFormView: View {
    /// The username field.
    public let usernameField = TextField()
    /// The password field (masked).
    public let passwordField = TextField()
    /// `Log in`.
    public let logInButton = Button()

    /// Called when the user submits: Enter in either field, or the button.
    public var onSubmit: (@MainActor () -> Void)?

    private let headerLabel = Label(text: "", style: Style(attributes: [.bold]))
    private let usernameLabel = Label(text: "")
    private let passwordLabel = Label(text: "")
    private let statusLabel = Label(text: "")

    /// Creates an empty form.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        passwordField.isSecureTextEntry = true
        for view in [headerLabel, usernameLabel, usernameField, passwordLabel, passwordField, logInButton, statusLabel] as [View] {
            addSubview(view)
        }
        usernameField.onSubmit = { [weak self] _ in self?.onSubmit?() }
        passwordField.onSubmit = { [weak self] _ in self?.onSubmit?() }
        logInButton.addAction { [weak self] in self?.onSubmit?() }
    }

    /// The line above the fields (`Sign in to manage your classes`).
    public var header: String {
        get { headerLabel.text }
        set { headerLabel.text = newValue }
    }

    /// The field labels and the button title, in the screen's language.
    public func setTitles(username: String, password: String, logIn: String) {
        usernameLabel.text = username
        passwordLabel.text = password
        logInButton.title = logIn
        setNeedsLayout()
    }

    /// What was typed as the username.
    public var username: String {
        get { usernameField.text }
        set { usernameField.text = newValue }
    }

    /// What was typed as the password (drawn masked).
    public var password: String {
        get { passwordField.text }
        set { passwordField.text = newValue }
    }

    /// The status line under the button (empty: nothing to say).
    public var status: String {
        get { statusLabel.text }
        set { statusLabel.text = newValue }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let labelWidth = max(TextWidth.width(of: usernameLabel.text), TextWidth.width(of: passwordLabel.text))
        let fieldX = 1 + labelWidth + 2
        let fieldWidth = max(1, min(30, width - fieldX - 1))
        headerLabel.frame = Rect(x: 1, y: 1, width: max(0, width - 2), height: 1)
        usernameLabel.frame = Rect(x: 1, y: 3, width: labelWidth, height: 1)
        usernameField.frame = Rect(x: fieldX, y: 3, width: fieldWidth, height: 1)
        passwordLabel.frame = Rect(x: 1, y: 4, width: labelWidth, height: 1)
        passwordField.frame = Rect(x: fieldX, y: 4, width: fieldWidth, height: 1)
        let buttonWidth = logInButton.sizeThatFits(bounds.size).width
        logInButton.frame = Rect(x: fieldX, y: 6, width: buttonWidth, height: 1)
        statusLabel.frame = Rect(x: 1, y: 8, width: max(0, width - 2), height: 1)
    }
}
