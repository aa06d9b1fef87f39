import TerminalUI

/// A row of the `Who are you?` list: `I'm a teacher` / `I'm a student`, with a disclosure
/// indicator (Enter opens that role's login screen).
@MainActor
open class RoleCell: TableViewCell {
    /// The reuse identifier table views register this class under.
    public static let reuseIdentifier = "RoleCell"
    /// The row height in lines.
    public static let height = 1

    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    /// The row's text.
    public var title: String {
        get { textLabel.text }
        set { textLabel.text = newValue }
    }
}
