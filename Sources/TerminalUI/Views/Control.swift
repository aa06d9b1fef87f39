/// A view the user acts on, shaped like `UIControl`: enabled, highlighted (focused) and selected
/// states plus actions.
///
/// Actions are closures (`addAction { … }`) or target–action pairs (`addTarget(self, action: Screen.tapped)`,
/// holding the target weakly). ``sendActions()`` runs them; a ``Button`` does that on Enter or Space
/// when focused, a ``TableView`` when Enter is pressed while the button is focused in the selected row.
@MainActor
open class Control: View {
    /// Whether the control reacts. A disabled control is drawn dimmed and cannot take focus.
    open var isEnabled: Bool = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// Whether the control is highlighted: it has keyboard focus (as first responder, or as the focused
    /// control of a table view's selected row).
    open var isHighlighted: Bool = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Whether the control is selected ("marked", e.g. a Like button that is liked).
    open var isSelected: Bool = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }

    private var actions: [@MainActor (Control) -> Void] = []

    /// Adds a closure run on every activation.
    public func addAction(_ action: @escaping @MainActor () -> Void) {
        actions.append { _ in action() }
    }

    /// Adds a closure run on every activation, receiving the control.
    public func addAction(_ action: @escaping @MainActor (Control) -> Void) {
        actions.append(action)
    }

    /// Target–action: calls `action` on `target` (held weakly) on every activation, e.g.
    /// `button.addTarget(self, action: FeedViewController.likeTapped)`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        actions.append { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Removes every action.
    public func removeAllActions() { actions.removeAll() }

    /// `Enter Select` for a control that takes focus (a button, the avatar).
    open override var keyHints: [KeyHint] { canBecomeFirstResponder && isEnabled ? [KeyHint("Enter", .select)] : [] }

    /// Runs the actions (when enabled).
    open func sendActions() {
        guard isEnabled else { return }
        for action in actions { action(self) }
    }

    /// A control can take focus while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Focus highlights the control.
    open override func didBecomeFirstResponder() { isHighlighted = true }
    /// Losing focus removes the highlight.
    open override func didResignFirstResponder() { isHighlighted = false }
}
