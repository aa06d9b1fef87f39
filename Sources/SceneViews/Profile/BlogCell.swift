import TerminalUI

/// A blog row, three lines: the title, `Summary: …`, and the like and share buttons.
///
/// The cell only exposes setters and its two buttons. Which code reacts to the
/// buttons — a view controller, a cell presenter, a view model, a store — is the
/// pattern's business, not the cell's.
@MainActor
open class BlogCell: TableViewCell {
    /// The reuse identifier table views register this class under.
    public static let reuseIdentifier = "BlogCell"
    /// The row height in lines.
    public static let height = 3

    /// `Likes N` (marked `✓` when I liked it).
    public let likeButton = Button()
    /// `Shares N`.
    public let shareButton = Button()

    private let titleLabel = Label(text: "", style: Style(attributes: [.bold]))
    private let summaryLabel = Label(text: "", style: Theme.secondaryText)

    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [titleLabel, summaryLabel, likeButton, shareButton] as [View] { contentView.addSubview(view) }
    }

    /// The blog's title.
    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// `Summary: …` (or the fallback text).
    public var summary: String {
        get { summaryLabel.text }
        set { summaryLabel.text = newValue }
    }

    /// Sets the like button: its title (`Likes N`) and whether I liked it.
    public func setLike(title: String, isLiked: Bool) {
        likeButton.setLike(title: title, isLiked: isLiked)
        setNeedsLayout()
    }

    /// The share button's title (`Shares N`).
    public var shareTitle: String {
        get { shareButton.title }
        set { shareButton.title = newValue; setNeedsLayout() }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        likeButton.removeAllActions()
        shareButton.removeAllActions()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, contentView.bounds.width - 2)
        titleLabel.frame = Rect(x: 1, y: 0, width: width, height: 1)
        summaryLabel.frame = Rect(x: 1, y: 1, width: width, height: 1)
        let likeWidth = likeButton.sizeThatFits(contentView.bounds.size).width
        likeButton.frame = Rect(x: 1, y: 2, width: likeWidth, height: 1)
        let shareWidth = shareButton.sizeThatFits(contentView.bounds.size).width
        shareButton.frame = Rect(x: likeButton.frame.maxX + 2, y: 2, width: shareWidth, height: 1)
    }
}
