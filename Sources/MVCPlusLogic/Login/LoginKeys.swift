import Domain
import MVCPlusKit

/// `Who are you?`'s keys.
public enum RoleChoiceKeys {
    /// The rows' texts (VM → V).
    public static let rows = ChannelKey<[String]>("rows")
    /// A row was chosen, by index (V → VM).
    public static let selected = ChannelKey<Int>("selected")
}

/// A role's login form's keys. The fields are bound both ways.
public enum LoginKeys {
    /// The line above the fields, the labels and the button title (VM → V).
    public static let texts = ChannelKey<LoginTexts>("texts")
    /// The username field (V ↔ VM).
    public static let username = ChannelKey<String>("username")
    /// The password field (V ↔ VM).
    public static let password = ChannelKey<String>("password")
    /// Enter in a field, or the button (V → VM).
    public static let submit = ChannelKey<Void>("submit")
    /// The status line under the button (VM → V).
    public static let status = ChannelKey<String>("status")
    /// The HUD's text, or `nil` (VM → V).
    public static let hud = ChannelKey<String?>("hud")
}

/// The fixed texts of a role's login form.
public struct LoginTexts: Equatable, Sendable {
    /// The line above the fields.
    public var header: String
    /// `Username`, `Password`, `Log in`.
    public var username: String, password: String, logIn: String
}
