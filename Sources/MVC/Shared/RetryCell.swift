import TerminalUI

/// The `Load more failed — press Enter to retry` row, shown as a second section under a list.
final class RetryCell: TableViewCell {
    /// The reuse identifier table views register this class under.
    static let reuseIdentifier = "RetryCell"
}
