import TerminalUI

/// A user row for Friends and Suggested users, two lines: the name with a
/// `Follow` / `Following` button at the right, and the summary.
///
/// The cell does not know which list it is in: its button's action is wired by
/// the pattern (typically routing a `follow` event up the responder chain).
@MainActor
open class UserCell: TableViewCell {
    /// The reuse identifier table views register this class under.
    public static let reuseIdentifier = "UserCell"
    /// The row height in lines.
    public static let height = 2

    /// `Follow` / `Following`.
    public let followButton = Button()

    private let nameLabel = Label(text: "", style: Style(attributes: [.bold]))
    private let summaryLabel = Label(text: "", style: Theme.secondaryText)

    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [nameLabel, summaryLabel, followButton] as [View] { contentView.addSubview(view) }
    }

    /// The user's name.
    public var name: String {
        get { nameLabel.text }
        set { nameLabel.text = newValue }
    }

    /// The user's summary (or its fallback).
    public var summary: String {
        get { summaryLabel.text }
        set { summaryLabel.text = newValue }
    }

    /// Sets the follow button: its title and whether I follow this user.
    public func setFollow(title: String, isFollowing: Bool) {
        followButton.title = title
        followButton.isSelected = isFollowing
        setNeedsLayout()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        followButton.removeAllActions()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let buttonWidth = followButton.sizeThatFits(contentView.bounds.size).width
        let buttonX = max(1, contentView.bounds.width - buttonWidth - 1)
        followButton.frame = Rect(x: buttonX, y: 0, width: buttonWidth, height: 1)
        nameLabel.frame = Rect(x: 1, y: 0, width: max(0, buttonX - 2), height: 1)
        summaryLabel.frame = Rect(x: 1, y: 1, width: max(0, contentView.bounds.width - 2), height: 1)
    }
}
