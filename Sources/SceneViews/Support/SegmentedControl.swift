import TerminalUI

/// A row of mutually exclusive segments, shaped like `UISegmentedControl`:
/// ` Blogs | [Drafts] ` — the selected segment in brackets.
///
/// Focus it, then ←/→ or Tab switch segments; every change sends its actions.
@MainActor
public final class SegmentedControl: Control {
    /// The segments' titles.
    public var items: [String] { didSet { setNeedsDisplay() } }

    /// The selected segment.
    public var selectedSegmentIndex: Int = 0 { didSet { if oldValue != selectedSegmentIndex { setNeedsDisplay() } } }

    public init(items: [String]) {
        self.items = items
        super.init(frame: .zero)
    }

    public override func sizeThatFits(_ size: Size) -> Size {
        Size(width: TextWidth.width(of: renderedText), height: 1)
    }

    /// The text drawn, e.g. ` Blogs | [Drafts] `.
    public var renderedText: String {
        items.enumerated().map { index, title in
            index == selectedSegmentIndex ? "[\(title)]" : " \(title) "
        }.joined(separator: "|")
    }

    public override func draw(_ canvas: Canvas) {
        var x = 0
        for (index, title) in items.enumerated() {
            if index > 0 { x += canvas.draw("|", at: Point(x: x, y: 0), style: Theme.secondaryText) }
            let selected = index == selectedSegmentIndex
            let text = selected ? "[\(title)]" : " \(title) "
            let style = selected ? (isHighlighted ? Theme.focused : Style(attributes: [.bold])) : Theme.secondaryText
            x += canvas.draw(text, at: Point(x: x, y: 0), style: style)
        }
    }

    /// `←→ Choose`.
    public override var keyHints: [KeyHint] { [KeyHint("←→", .choose)] }

    public override func handleKey(_ key: Key) -> Bool {
        guard isEnabled, !items.isEmpty else { return super.handleKey(key) }
        switch key {
        case .right, .tab: select((selectedSegmentIndex + 1) % items.count)
        case .left, .backTab: select((selectedSegmentIndex + items.count - 1) % items.count)
        default: return super.handleKey(key)
        }
        return true
    }

    private func select(_ index: Int) {
        guard index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions()
    }
}
