import TerminalUI

/// Blog detail: the title, `by AUTHOR`, the full text wrapped, and the same like and share buttons as the list.
@MainActor
public final class BlogDetailView: View {
    /// `Likes N` (marked `✓` when I liked it).
    public let likeButton = Button()
    /// `Shares N`.
    public let shareButton = Button()

    private let titleLabel = Label(text: "", style: Style(attributes: [.bold]))
    private let authorLabel = Label(text: "", style: Theme.secondaryText)
    private let bodyLabel = Label()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        bodyLabel.numberOfLines = 0
        titleLabel.numberOfLines = 2
        for view in [titleLabel, authorLabel, bodyLabel, likeButton, shareButton] as [View] { addSubview(view) }
    }

    /// The blog's title.
    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue; setNeedsLayout() }
    }

    /// `by AUTHOR`.
    public var authorText: String {
        get { authorLabel.text }
        set { authorLabel.text = newValue }
    }

    /// The full text.
    public var body: String {
        get { bodyLabel.text }
        set { bodyLabel.text = newValue; setNeedsLayout() }
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

    public override func layoutSubviews() {
        let width = max(0, bounds.width - 2)
        let titleHeight = titleLabel.sizeThatFits(Size(width: width, height: 2)).height
        titleLabel.frame = Rect(x: 1, y: 0, width: width, height: titleHeight)
        authorLabel.frame = Rect(x: 1, y: titleHeight, width: width, height: 1)
        // The body, then a blank line and the buttons right under it (at the bottom when it is long).
        let bodyTop = titleHeight + 2
        let bodyRoom = max(0, bounds.height - bodyTop - 2)
        let bodyHeight = min(bodyRoom, bodyLabel.sizeThatFits(Size(width: width, height: bodyRoom)).height)
        bodyLabel.frame = Rect(x: 1, y: bodyTop, width: width, height: bodyHeight)
        let buttonsRow = bodyTop + bodyHeight + 1
        let likeWidth = likeButton.sizeThatFits(bounds.size).width
        likeButton.frame = Rect(x: 1, y: buttonsRow, width: likeWidth, height: 1)
        let shareWidth = shareButton.sizeThatFits(bounds.size).width
        shareButton.frame = Rect(x: likeButton.frame.maxX + 2, y: buttonsRow, width: shareWidth, height: 1)
    }
}

/// A list of `label   value` lines, for User detail and Draft detail.
@MainActor
public final class FieldListView: View {
    /// The fields, in order.
    public var fields: [(label: String, value: String)] = [] { didSet { setNeedsDisplay() } }

    public override func draw(_ canvas: Canvas) {
        let labelWidth = min(16, (fields.map { TextWidth.width(of: $0.label) }.max() ?? 0) + 2)
        var y = 0
        for field in fields {
            guard y < bounds.height else { break }
            canvas.draw(field.label, at: Point(x: 1, y: y), style: Theme.secondaryText, maxWidth: labelWidth)
            let valueWidth = max(0, bounds.width - labelWidth - 2)
            for line in TextWidth.wrap(field.value, width: max(1, valueWidth)) where y < bounds.height {
                canvas.draw(line, at: Point(x: 1 + labelWidth, y: y))
                y += 1
            }
            if field.value.isEmpty { y += 1 }
        }
    }
}
