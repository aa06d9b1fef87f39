/// A button of an ``AlertController``, shaped like `UIAlertAction`.
@MainActor
public final class AlertAction {
    /// How the action is drawn and whether Esc chooses it.
    public enum Style: Sendable {
        /// A normal action.
        case `default`
        /// Dismisses without doing anything; chosen by Esc.
        case cancel
        /// Deletes or removes something; drawn in red.
        case destructive
    }

    /// The button's title.
    public let title: String
    /// The action's style.
    public let style: Style
    /// Whether the button can be chosen.
    public var isEnabled = true
    let handler: (@MainActor (AlertAction) -> Void)?

    /// Creates an action; `handler` runs after the alert is dismissed.
    public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title; self.style = style; self.handler = handler
    }
}

/// A modal alert, shaped like `UIAlertController` with the `.alert` style: a centred box with a title,
/// a message and a row of buttons, drawn over the dimmed screen.
///
/// ←/→ and Tab/Shift-Tab move between the buttons, Enter chooses the focused one, Esc chooses the
/// `.cancel` action (when there is one). Every other key is swallowed, except the application's global
/// bindings. Choosing an action dismisses the alert and then runs its handler.
///
/// ```swift
/// let alert = AlertController(title: "Remove your like?", message: nil)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "OK") { _ in viewModel.unlike() })
/// present(alert, animated: true)
/// ```
@MainActor
open class AlertController: ViewController {
    /// Creates an alert.
    public init(title: String?, message: String?) {
        self.message = message
        super.init()
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// The text under the title.
    public var message: String? { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The buttons, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The action focused when the alert appears (default: the first action that is not `.cancel`).
    public var preferredAction: AlertAction? {
        didSet { if let preferredAction, let i = actions.firstIndex(where: { $0 === preferredAction }) { focusedIndex = i } }
    }
    /// The index of the focused button.
    public private(set) var focusedIndex = 0 { didSet { viewIfLoaded?.setNeedsDisplay() } }

    /// Adds a button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        if preferredAction == nil {
            focusedIndex = actions.firstIndex { $0.style != .cancel && $0.isEnabled } ?? 0
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The alert's full-screen view: dims the screen and draws the box.
    open override func loadView() {
        let alertView = AlertView()
        alertView.controller = self
        view = alertView
    }

    /// Chooses `action`: dismisses the alert, then runs the action's handler.
    public func choose(_ action: AlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true)
        action.handler?(action)
    }

    /// Alert keys (see the type's discussion); swallows everything else.
    /// `←→ Choose`, `Enter Select`, `Esc Cancel`; nothing of the screen below.
    open override var keyHints: [KeyHint] { [KeyHint("←→", .choose), KeyHint("Enter", .select), KeyHint("Esc", .cancel)] }
    open override var passesKeyHintsUp: Bool { false }

    open override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .left:
            moveFocus(by: -1, wraps: false)
        case .right:
            moveFocus(by: 1, wraps: false)
        case .backTab:
            moveFocus(by: -1, wraps: true)
        case .tab:
            moveFocus(by: 1, wraps: true)
        case .enter, .character(" "):
            if actions.indices.contains(focusedIndex) { choose(actions[focusedIndex]) }
        case .escape:
            if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
        default:
            if !super.handleKey(key) { application?.handleGlobalKey(key) }
        }
        return true
    }

    /// Swallows pastes.
    open override func handlePaste(_ text: String) -> Bool { true }

    /// Moves focus to the next enabled button in `delta`'s direction; ←/→ stop at the ends
    /// (→ always lands on the right-most button, as a person expects), Tab goes round.
    private func moveFocus(by delta: Int, wraps: Bool) {
        guard !actions.isEmpty else { return }
        var index = focusedIndex
        for _ in 0..<actions.count {
            let next = index + delta
            if !wraps && !actions.indices.contains(next) { return }
            index = (next + actions.count) % actions.count
            if actions[index].isEnabled { break }
        }
        if actions[index].isEnabled { focusedIndex = index }
    }
}

/// Draws an ``AlertController``: dims what is under it and draws the centred box.
@MainActor
final class AlertView: View {
    weak var controller: AlertController?

    override func draw(_ canvas: Canvas) {
        canvas.dimContents()
        guard let controller else { return }
        let buttons = controller.actions.map { "[ \($0.title) ]" }
        let buttonsWidth = buttons.reduce(0) { $0 + TextWidth.width(of: $1) } + 2 * max(0, buttons.count - 1)
        let title = controller.title ?? ""
        let maxInner = max(1, bounds.width - 6)
        var inner = max(TextWidth.width(of: title), buttonsWidth, 20)
        let messageNatural = TextWidth.width(of: controller.message ?? "")
        inner = min(maxInner, max(inner, min(messageNatural, 40)))
        let messageLines = (controller.message ?? "").isEmpty ? [] :
            TextWidth.paragraphs(of: controller.message ?? "")
                .flatMap { TextWidth.wrap(String($0), width: inner) }
        var height = 2 + (title.isEmpty ? 0 : 1) + (messageLines.isEmpty ? 0 : messageLines.count + (title.isEmpty ? 0 : 1)) + 2
        height = min(height, bounds.height)
        let width = min(inner + 4, bounds.width)
        let box = Rect(x: max(0, (bounds.width - width) / 2), y: max(0, (bounds.height - height) / 2), width: width, height: height)
        BoxDrawing.draw(in: canvas, rect: box, style: .plain)
        var y = box.minY + 1
        func centred(_ text: String, style: Style) {
            guard y < box.maxY - 1 else { return }
            let shown = TextWidth.truncate(text, toWidth: max(0, box.width - 4))
            let w = TextWidth.width(of: shown)
            canvas.draw(shown, at: Point(x: box.minX + max(2, (box.width - w) / 2), y: y), style: style)
            y += 1
        }
        if !title.isEmpty { centred(title, style: Style(attributes: [.bold])) }
        if !messageLines.isEmpty {
            if !title.isEmpty { y += 1 }
            for line in messageLines { centred(line, style: .plain) }
        }
        y = box.maxY - 2
        guard y > box.minY else { return }
        var x = box.minX + max(2, (box.width - buttonsWidth) / 2)
        for (index, action) in controller.actions.enumerated() {
            var style: Style = action.style == .destructive ? Theme.destructive : .plain
            if action.style == .cancel { style = style.adding(.dim) }
            if !action.isEnabled { style = Theme.disabled }
            if index == controller.focusedIndex { style = style.adding(Theme.focused.attributes).with(foreground: style.foreground) }
            if index == controller.focusedIndex { style.attributes.remove(.dim) }
            let text = buttons[index]
            x += canvas.draw(text, at: Point(x: x, y: y), style: style, maxWidth: max(0, box.maxX - 2 - x)) + 2
        }
    }
}
