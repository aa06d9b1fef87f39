/// `Who are you?` as its presenter drives it.
@MainActor
public protocol RoleChoiceViewInterface: AnyObject {
    /// The screen's title and its rows' texts.
    func show(title: String, rows: [String])
}
