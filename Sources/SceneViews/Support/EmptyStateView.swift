import TerminalUI

/// What a list shows instead of its rows when it has none (`No upcoming items`): one line,
/// centred, in the secondary text colour.
@MainActor
public final class EmptyStateView: View {
    private let label = Label(text: "", style: Theme.secondaryText)

    /// Creates the view with `message`.
    public init(message: String = "") {
        super.init(frame: .zero)
        label.text = message
        label.textAlignment = .center
        addSubview(label)
    }

    /// The line shown.
    public var message: String {
        get { label.text }
        set { label.text = newValue }
    }

    public override func layoutSubviews() {
        label.frame = Rect(x: 1, y: max(0, bounds.height / 2 - 1), width: max(0, bounds.width - 2), height: 1)
    }
}
