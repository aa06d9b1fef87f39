import TerminalUI

/// A counter row, one line: `Item N` on the left, the number and a `+` button on the right.
///
/// The cell only shows what it is given; the `+` button's action is wired by the pattern
/// (its tap travels to whoever owns the counting logic). The `+` key on a selected row is
/// the screen's business: it presses this row's ``plusButton``.
@MainActor
open class CounterCell: TableViewCell {
    /// The reuse identifier table views register this class under.
    public static let reuseIdentifier = "CounterCell"
    /// The row height in lines.
    public static let height = 1

    /// The `+` button.
    public let plusButton = Button(title: "+")

    private let titleLabel = Label(text: "")
    private let valueLabel = Label(text: "", style: Style(attributes: [.bold]))

    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [titleLabel, valueLabel, plusButton] as [View] { contentView.addSubview(view) }
    }

    /// The row's title, `Item N`.
    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// The number shown.
    public var value: String {
        get { valueLabel.text }
        set { valueLabel.text = newValue; setNeedsLayout() }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        plusButton.removeAllActions()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        let buttonWidth = plusButton.sizeThatFits(contentView.bounds.size).width
        let buttonX = max(1, width - buttonWidth - 1)
        plusButton.frame = Rect(x: buttonX, y: 0, width: buttonWidth, height: 1)
        let valueWidth = TextWidth.width(of: valueLabel.text)
        let valueX = max(1, buttonX - valueWidth - 2)
        valueLabel.frame = Rect(x: valueX, y: 0, width: valueWidth, height: 1)
        titleLabel.frame = Rect(x: 1, y: 0, width: max(0, valueX - 2), height: 1)
    }
}
