/// A push button drawn as `[ Title ]`, shaped like `UIButton`.
///
/// Enter or Space activates it while focused (Tab moves focus between a screen's buttons and text
/// fields). Inside a ``TableViewCell`` it is one of the row's ``TableViewCell/focusableControls``:
/// Tab/←/→ focus it and Enter activates it. Focused buttons are drawn in reverse video, selected ones
/// (``Control/isSelected``, e.g. "liked") in ``Theme/marked``, disabled ones dimmed.
@MainActor
open class Button: Control {
    /// Creates a button titled `title`.
    public init(title: String = "", frame: Rect = .zero) {
        self.title = title
        super.init(frame: frame)
        if frame.size == .zero { self.frame.size = sizeThatFits(Size(width: 10_000, height: 1)) }
    }

    /// Creates a button titled `title` that runs `action` when activated.
    public convenience init(title: String, action: @escaping @MainActor () -> Void) {
        self.init(title: title)
        addAction(action)
    }

    /// Called on every activation, after the actions added with `addAction`/`addTarget` (a shortcut for
    /// a single handler).
    public var onTap: (@MainActor () -> Void)?

    /// Runs the actions, then ``onTap`` (when enabled).
    open override func sendActions() {
        guard isEnabled else { return }
        super.sendActions()
        onTap?()
    }

    /// The title shown between the brackets.
    open var title: String {
        didSet {
            guard title != oldValue else { return }
            setNeedsDisplay()
            superview?.setNeedsLayout()
        }
    }

    /// Sets the title (UIKit spelling; there is one title for every state).
    public func setTitle(_ title: String, for state: ControlState = .normal) { self.title = title }

    /// Colours for the normal state.
    open var style: Style = .plain { didSet { setNeedsDisplay() } }

    /// `[ title ]` with a space inside each bracket.
    public var displayText: String { "[ \(title) ]" }

    /// The bracketed title's width, one row.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: TextWidth.width(of: displayText), height: 1)
    }

    /// The style for the current state.
    public var currentStyle: Style {
        if !isEnabled { return Theme.disabled }
        var s = isSelected ? Theme.marked : style
        if isHighlighted { s = s.adding(Theme.focused.attributes) }
        return s
    }

    /// Draws `[ title ]`.
    open override func draw(_ canvas: Canvas) {
        super.draw(canvas)
        if titleRun?.title != title { titleRun = (title, GlyphRun(displayText)) }
        // Measured once per title; a button cut by its width or the screen is truncated with `…`.
        if let run = titleRun?.run, run.width <= min(bounds.width, canvas.clip.maxX - canvas.origin.x) {
            run.draw(in: canvas, at: .zero, style: currentStyle)
        } else {
            canvas.draw(displayText, at: .zero, style: currentStyle, maxWidth: bounds.width)
        }
    }

    /// `[ title ]` measured, for the title it was measured for.
    private var titleRun: (title: String, run: GlyphRun)?

    /// Enter and Space activate the focused button.
    open override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .enter, .character(" "):
            sendActions()
            return true
        default:
            return false
        }
    }
}

/// Control states for UIKit-style setters (one appearance per state is not modelled).
public enum ControlState: Sendable {
    /// The normal state.
    case normal
    /// Focused.
    case highlighted
    /// Marked.
    case selected
    /// Not enabled.
    case disabled
}
