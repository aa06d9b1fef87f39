import TerminalUI

/// The avatar block of the user-info header: the user's initials in a 6×3 box.
/// It is a control: focus it and press Enter to open the user's details.
@MainActor
public final class AvatarView: Control {
    /// The initials drawn in the box (one or two characters).
    public var initials = "" { didSet { setNeedsDisplay() } }

    /// The avatar's size in cells.
    public static let size = Size(width: 6, height: 3)

    public override func sizeThatFits(_ size: Size) -> Size { Self.size }

    public override func draw(_ canvas: Canvas) {
        let style = isHighlighted ? Theme.focused : Style(foreground: Theme.accent)
        let inner = TextWidth.pad(TextWidth.truncate(initials, toWidth: 2, ellipsis: ""), toWidth: 2)
        canvas.draw("┌────┐", at: Point(x: 0, y: 0), style: style)
        canvas.draw("│ \(inner) │", at: Point(x: 0, y: 1), style: style)
        canvas.draw("└────┘", at: Point(x: 0, y: 2), style: style)
    }

    public override func handleKey(_ key: Key) -> Bool {
        guard isEnabled, key == .enter || key == .character(" ") else { return super.handleKey(key) }
        sendActions()
        return true
    }
}
