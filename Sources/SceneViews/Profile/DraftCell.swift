import TerminalUI

/// A draft row, three lines: the title, the summary (or its fallback), and the edit time.
@MainActor
open class DraftCell: TableViewCell {
    /// The reuse identifier table views register this class under.
    public static let reuseIdentifier = "DraftCell"
    /// The row height in lines.
    public static let height = 3

    private let titleLabel = Label(text: "", style: Style(attributes: [.bold]))
    private let summaryLabel = Label(text: "", style: Theme.secondaryText)
    private let editedLabel = Label(text: "", style: Theme.secondaryText)

    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [titleLabel, summaryLabel, editedLabel] as [View] { contentView.addSubview(view) }
    }

    /// The draft's title.
    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// The summary, or `Write something~`.
    public var summary: String {
        get { summaryLabel.text }
        set { summaryLabel.text = newValue }
    }

    /// When it was last edited (`3 min ago`).
    public var editedText: String {
        get { editedLabel.text }
        set { editedLabel.text = newValue }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, contentView.bounds.width - 2)
        titleLabel.frame = Rect(x: 1, y: 0, width: width, height: 1)
        summaryLabel.frame = Rect(x: 1, y: 1, width: width, height: 1)
        editedLabel.frame = Rect(x: 1, y: 2, width: width, height: 1)
    }
}
