import Domain
import TerminalUI

/// The `Load more failed — press Enter to retry` row, shown as a second section under a list.
final class RetryCell: TableViewCell {
    /// The reuse identifier table views register this class under.
    static let reuseIdentifier = "RetryCell"

    /// A retry cell from `tableView`'s reuse pool, with its text set.
    static func dequeue(from tableView: TableView, for indexPath: IndexPath, strings: Localizer) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        cell.textLabel.text = strings(.loadMoreFailed)
        return cell
    }
}
