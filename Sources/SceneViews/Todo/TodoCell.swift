import TerminalUI

/// A row of the `Upcoming` list: the item's name on the left and, in the detail column on the
/// right, the weekday it is due (`Friday` / `星期五`; blank for today's items).
///
/// ```text
///  Pay the rent                                                          Friday
/// ```
@MainActor
open class TodoCell: TableViewCell {
    /// The reuse identifier table views register this class under.
    public static let reuseIdentifier = "TodoCell"
    /// The row height in lines.
    public static let height = 1

    public required init(style: CellStyle = .value1, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        detailTextLabel.style = Theme.secondaryText
    }

    /// Registers this class in `tableView` under ``reuseIdentifier``.
    public static func register(in tableView: TableView) {
        tableView.register(TodoCell.self, forCellReuseIdentifier: reuseIdentifier)
    }

    /// The item's name.
    public var title: String {
        get { textLabel.text }
        set { textLabel.text = newValue }
    }

    /// The detail column: the weekday's name, or empty.
    public var detail: String {
        get { detailTextLabel.text }
        set { detailTextLabel.text = newValue; setNeedsLayout() }
    }
}
