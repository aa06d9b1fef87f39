import TerminalUI

/// The one-line footer under a paged list: `No more`, `Loading…`, or
/// `Load more failed — press Enter to retry`. Empty text draws nothing.
@MainActor
public final class ListFooterView: View {
    private let label = Label(text: "", style: Theme.secondaryText)

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        label.textAlignment = .center
        addSubview(label)
    }

    /// The footer's text; `""` hides it.
    public var text: String {
        get { label.text }
        set { label.text = newValue }
    }

    public override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    public override func layoutSubviews() { label.frame = bounds }
}

/// What a list shows instead of its rows when its first load failed: the error
/// message and `press r to retry`, centred.
@MainActor
public final class ErrorStateView: View {
    private let messageLabel = Label(text: "", style: Style(foreground: .red))
    private let hintLabel = Label(text: "", style: Theme.secondaryText)

    /// Creates the view showing `message` and `hint` (`press r to retry`).
    public convenience init(message: String, hint: String) {
        self.init(frame: .zero)
        self.message = message
        self.hint = hint
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 2
        hintLabel.textAlignment = .center
        addSubview(messageLabel)
        addSubview(hintLabel)
    }

    /// The error's message.
    public var message: String {
        get { messageLabel.text }
        set { messageLabel.text = newValue }
    }

    /// The retry hint (`press r to retry`).
    public var hint: String {
        get { hintLabel.text }
        set { hintLabel.text = newValue }
    }

    public override func layoutSubviews() {
        let messageHeight = messageLabel.sizeThatFits(Size(width: bounds.width - 2, height: 2)).height
        let top = max(0, (bounds.height - messageHeight - 2) / 2)
        messageLabel.frame = Rect(x: 1, y: top, width: max(0, bounds.width - 2), height: messageHeight)
        hintLabel.frame = Rect(x: 1, y: top + messageHeight + 1, width: max(0, bounds.width - 2), height: 1)
    }
}
