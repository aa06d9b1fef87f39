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
        cell.textLabel.textAlignment = .center   // where the list's other footers (`No more`) sit
        return cell
    }
}

extension RetryCell {
    /// Moves the selection onto the retry row at `indexPath` (scrolling it into view) when the
    /// selection is on the last row of the section above it — the user is at the end of the list,
    /// where the failed load-more started, so the row's `press Enter to retry` does what it says.
    /// Anywhere else the list stays where the user put it. Call it after the reload that added the row.
    public static func reveal(at indexPath: IndexPath, in tableView: TableView) {
        guard indexPath.section > 0, let selected = tableView.indexPathForSelectedRow,
              selected.section == indexPath.section - 1,
              selected.row == tableView.numberOfRows(inSection: selected.section) - 1 else { return }
        tableView.selectRow(at: indexPath, scrollPosition: .none)
    }
}
