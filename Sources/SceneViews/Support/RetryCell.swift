import TerminalUI

/// The `Load more failed — press Enter to retry` row, shown as its own section under a list
/// whose last load-more failed. Every pattern registers and dequeues this one class.
@MainActor
public final class RetryCell: TableViewCell {
    /// The reuse identifier table views register this class under.
    public static let reuseIdentifier = "RetryCell"

    /// Registers this class in `tableView` under ``reuseIdentifier``.
    public static func register(in tableView: TableView) {
        tableView.register(RetryCell.self, forCellReuseIdentifier: reuseIdentifier)
    }

    /// A retry cell from `tableView`'s reuse pool showing `text` (`strings(.loadMoreFailed)`).
    public static func dequeue(from tableView: TableView, for indexPath: IndexPath, text: String) -> RetryCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as! RetryCell
        cell.textLabel.text = text
        return cell
    }
}
