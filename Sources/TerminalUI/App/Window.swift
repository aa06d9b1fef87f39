/// The root of the on-screen view hierarchy, shaped like `UIWindow`.
///
/// Holds the ``rootViewController``'s view plus the views of the view controllers presented over it,
/// owns keyboard focus (``firstResponder``) and starts key dispatch. Its ``next`` responder is the
/// ``Application``.
///
/// **Focus.** The window keeps the first responder inside the front-most screen (the top of the
/// presentation chain, descending through ``ViewController/childForKeyboardFocus`` such as a
/// navigation controller's top view controller). When the focused view leaves that screen, focus moves
/// to the screen's last focused view, its ``ViewController/preferredFocusedView``, or its first
/// focusable view in tree order. Tab / Shift-Tab move focus between the focusable views of the
/// screen when nothing deeper used the key.
@MainActor
public final class Window: View {
    /// The application showing this window (its ``next`` responder).
    weak var owningApplication: Application?

    /// Creates a window.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        window = self
    }

    /// The screen shown in the window. Replacing it while the window is visible makes the old screen
    /// disappear and the new one appear.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.hostingWindow = nil
            rootViewController?.hostingWindow = self
            if isVisible {
                oldValue?.beginAppearanceTransition(false, animated: false)
                rootViewController?.beginAppearanceTransition(true, animated: false)
            }
            syncPresentedViews()
            if isVisible {
                oldValue?.endAppearanceTransition()
                rootViewController?.endAppearanceTransition()
            }
            setNeedsRender()
        }
    }

    /// Whether the window is on screen (its root view controller has appeared).
    public private(set) var isVisible = false

    /// Shows the window: the root view controller and anything presented over it appear.
    public func makeKeyAndVisible() {
        guard !isVisible else { return }
        isVisible = true
        let chain = presentationChain
        let cover = coveringIndex(chain)
        let showing = Array(chain[cover...])
        syncPresentedViews()
        for vc in showing { vc.beginAppearanceTransition(true, animated: false) }
        for vc in showing { vc.endAppearanceTransition() }
        setNeedsRender()
    }

    // MARK: Presentation

    /// The root view controller followed by each view controller presented over it.
    var presentationChain: [ViewController] {
        var chain: [ViewController] = []
        var current = rootViewController
        while let vc = current, chain.count < 1000 {
            chain.append(vc)
            current = vc.presentedViewController
        }
        return chain
    }

    private func coveringIndex(_ chain: [ViewController]) -> Int {
        guard !chain.isEmpty else { return 0 }
        return chain.indices.last { $0 == 0 || chain[$0].modalPresentationStyle == .fullScreen } ?? 0
    }

    /// Makes the window's subviews the views of the presentation chain, in order.
    func syncPresentedViews() {
        let views = presentationChain.map(\.view)
        for subview in subviews where !views.contains(where: { $0 === subview }) && subview.owningViewController != nil {
            subview.removeFromSuperview()
        }
        for (index, view) in views.enumerated() {
            view.frame = contentBounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if view.superview !== self || subviews.firstIndex(where: { $0 === view }) != index {
                insertSubview(view, at: index)
            }
        }
        if keyHintBar.superview === self { bringSubviewToFront(keyHintBar) }
        setNeedsRender()
    }

    override var subviewsForDrawing: [View] {
        // Nothing presented (most frames): nothing to leave out, and no chain to build.
        guard rootViewController?.presentedViewController != nil else { return subviews }
        let chain = presentationChain
        let cover = coveringIndex(chain)
        guard cover > 0 else { return subviews }
        let hidden = chain[..<cover].compactMap(\.viewIfLoaded)
        return subviews.filter { view in !hidden.contains { $0 === view } }
    }

    /// Keeps the screens' views the size of the window (less the key-hint line when it shows).
    public override func layoutSubviews() {
        for vc in presentationChain { vc.viewIfLoaded?.frame = contentBounds }
        keyHintBar.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    }

    // MARK: Key hints

    /// The bottom line listing the keys that work now (``Application/showsKeyHints``).
    let keyHintBar = KeyHintBar()

    /// Whether the bottom line shows the key hints; the screens get the rest of the window.
    var showsKeyHints = false {
        didSet {
            guard showsKeyHints != oldValue else { return }
            if showsKeyHints { addSubview(keyHintBar) } else { keyHintBar.removeFromSuperview() }
            for vc in presentationChain { vc.viewIfLoaded?.frame = contentBounds }
            setNeedsLayout()
        }
    }

    /// The area the screens get: the window, less the key-hint line when it shows.
    var contentBounds: Rect {
        guard showsKeyHints, bounds.height > 1 else { return bounds }
        return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - 1)
    }

    /// The hints of the first responder (or the front screen) and of everything up its responder
    /// chain, innermost first; a key named twice keeps its innermost meaning.
    var currentKeyHints: [KeyHint] {
        var hints: [KeyHint] = []
        hints.reserveCapacity(8)
        var responder: Responder? = firstResponder ?? frontmostViewController
        var steps = 0
        while let current = responder, steps < 1_000 {
            // A line's worth of hints: a linear search beats hashing each key (this runs every frame).
            for command in current.keyCommands {
                if let hint = command.hint, command.isEnabled(), !hints.contains(where: { $0.hasSameKey(as: hint) }) { hints.append(hint) }
            }
            for hint in current.keyHints where !hints.contains(where: { $0.hasSameKey(as: hint) }) { hints.append(hint) }
            // A modal keeps the screen below from the keys: only the global hints follow it.
            responder = current.passesKeyHintsUp ? nextForKeys(after: current) : (current === owningApplication ? nil : owningApplication)
            steps += 1
        }
        return hints
    }

    // MARK: Focus

    private weak var focusedView: View?

    /// The responder that receives keys first (a view of the front-most screen), or `nil`.
    public var firstResponder: Responder? { focusedView }

    /// The screen that has the keyboard: the top of the presentation chain, descending into
    /// ``ViewController/childForKeyboardFocus``.
    public var frontmostViewController: ViewController? {
        var current = rootViewController
        var steps = 0
        while let vc = current, steps < 1000 {
            steps += 1
            if let presented = vc.presentedViewController, presented !== vc { current = presented; continue }
            if let child = vc.childForKeyboardFocus, child !== vc { current = child; continue }
            return vc
        }
        return current
    }

    private func canFocus(_ view: View, in root: View) -> Bool {
        view.canBecomeFirstResponder && view.isDescendant(of: root) && view.isVisibleOnScreen
    }

    /// Makes `view` the first responder (or clears focus for `nil`). A view outside the front-most
    /// screen is only remembered by its screen, for when that screen comes to the front.
    func setFirstResponder(_ view: View?) {
        if let view {
            guard let front = frontmostViewController, let root = front.viewIfLoaded, view.isDescendant(of: root) else {
                view.enclosingViewController?.lastFocusedView = view
                return
            }
        }
        let old = focusedView
        if view == nil, let old, let vc = old.enclosingViewController, vc.lastFocusedView === old {
            vc.lastFocusedView = nil
        }
        guard old !== view else { return }
        focusedView = view
        if let view { view.enclosingViewController?.lastFocusedView = view }
        old?.didResignFirstResponder()
        view?.didBecomeFirstResponder()
        focusMoved(from: old, to: view)
    }

    /// Moves focus into the front-most screen when the focused view is no longer there.
    public func ensureFocus() {
        guard let front = frontmostViewController, let root = front.viewIfLoaded, root.window === self else {
            if focusedView != nil { setFirstResponderDirect(nil) }
            return
        }
        if let current = focusedView, canFocus(current, in: root) { return }
        var candidate: View?
        if let last = front.lastFocusedView, canFocus(last, in: root) {
            candidate = last
        } else if let preferred = front.preferredFocusedView, canFocus(preferred, in: root) {
            candidate = preferred
        } else {
            candidate = focusableViews(in: root).first
        }
        setFirstResponderDirect(candidate)
    }

    /// Focus shows in the view that had it and the one that has it (and what they hold); the key-hint
    /// line follows at the frame. Their rows are drawn again, not the whole screen.
    private func focusMoved(from old: View?, to new: View?) {
        old?.setNeedsDisplay()
        new?.setNeedsDisplay()
        owningApplication?.setNeedsFrame()
    }

    private func setFirstResponderDirect(_ view: View?) {
        let old = focusedView
        guard old !== view else { return }
        focusedView = view
        if let view { view.enclosingViewController?.lastFocusedView = view }
        old?.didResignFirstResponder()
        view?.didBecomeFirstResponder()
        focusMoved(from: old, to: view)
    }

    /// The focusable views of `root` in tree order (not descending into focusable views).
    func focusableViews(in root: View) -> [View] {
        var result: [View] = []
        func visit(_ view: View) {
            guard !view.isHidden else { return }
            if view.canBecomeFirstResponder { result.append(view); return }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return result
    }

    /// Moves focus to the next (or previous) focusable view of the front-most screen. Returns whether
    /// the screen has any focusable view.
    /// With `wraps` false, focus stops at the first and last view instead of going round
    /// (and the call returns false when it could not move).
    /// With `skippingSameLines` (↑ and ↓), views beside the focused one — sharing a line with it —
    /// are passed over: ↓ from an avatar goes to the list below it, not to the button on its right.
    @discardableResult
    public func moveFocus(forward: Bool, wraps: Bool = true, skippingSameLines: Bool = false) -> Bool {
        guard let root = frontmostViewController?.viewIfLoaded else { return false }
        let views = focusableViews(in: root)
        guard !views.isEmpty else { return false }
        let index = views.firstIndex { $0 === focusedView }
        let nextIndex: Int
        if let index {
            if !wraps {
                var target = index + (forward ? 1 : -1)
                if skippingSameLines {
                    let lines = linesCovered(by: views[index])
                    while views.indices.contains(target), !lines.isEmpty, linesCovered(by: views[target]).overlaps(lines) {
                        target += forward ? 1 : -1
                    }
                }
                guard views.indices.contains(target) else { return false }
                setFirstResponderDirect(views[target])
                return true
            }
            nextIndex = (index + (forward ? 1 : views.count - 1)) % views.count
        } else {
            nextIndex = forward ? 0 : views.count - 1
        }
        setFirstResponderDirect(views[nextIndex])
        return true
    }

    /// The screen lines `view` covers.
    private func linesCovered(by view: View) -> Range<Int> {
        let frame = view.convert(view.bounds, to: nil)
        return frame.minY..<(frame.minY + max(0, frame.height))
    }

    // MARK: Dispatch

    /// Sends `key` to the first responder and up the responder chain. Keys that leave a presented screen
    /// skip the screens underneath and go straight to the window and the application.
    @discardableResult
    public func dispatchKey(_ key: Key) -> Bool {
        // Commands that want priority first, from the first responder up; then each responder's
        // own handling, then its commands. A modal's chain skips the screen below.
        dispatch { $0.performKeyCommand(for: key, priority: true) }
            || dispatch { $0.handleKey(key) || $0.performKeyCommand(for: key, priority: false) }
    }

    /// Sends pasted text to the first responder and up the chain like a key.
    @discardableResult
    public func dispatchPaste(_ text: String) -> Bool {
        dispatch { $0.handlePaste(text) }
    }

    private func dispatch(_ handle: (Responder) -> Bool) -> Bool {
        ensureFocus()
        var responder: Responder? = focusedView ?? frontmostViewController ?? self
        var steps = 0
        while let current = responder, steps < 10_000 {
            if handle(current) { return true }
            steps += 1
            responder = nextForKeys(after: current)
        }
        return false
    }

    /// The responder a key (or a key hint) goes to after `responder`: its ``Responder/next``, but
    /// as UIKit's chain does, a child view controller passes on to the view holding its view
    /// (then up to the parent), and a presented screen straight to the window, past the screens
    /// underneath.
    private func nextForKeys(after responder: Responder) -> Responder? {
        guard let controller = responder as? ViewController else { return responder.next }
        if controller.parent != nil, let superview = controller.viewIfLoaded?.superview { return superview }
        if controller.parent == nil, controller.hostingWindow == nil, controller.presentingViewController != nil { return self }
        return controller.next
    }

    /// Tab and Shift-Tab move focus between the front-most screen's focusable views, going round.
    /// Arrow keys that no focused view used move focus too, without going round: ↑ at the top row
    /// of a table reaches the header's buttons above it, ←/→ move between buttons on a line.
    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .tab: return moveFocus(forward: true)
        case .backTab: return moveFocus(forward: false)
        case .up: return moveFocus(forward: false, wraps: false, skippingSameLines: true)
        case .down: return moveFocus(forward: true, wraps: false, skippingSameLines: true)
        case .left: return moveFocus(forward: false, wraps: false)
        case .right: return moveFocus(forward: true, wraps: false)
        default: return false
        }
    }

    /// The application.
    public override var next: Responder? { owningApplication }

    /// Asks the application for a new frame that redraws everything.
    func setNeedsRender() {
        owningApplication?.setNeedsRender()
    }

    /// Asks for a frame that redraws the screen rows `rect` (window coordinates) covers.
    func setNeedsDisplay(in rect: Rect) {
        owningApplication?.setNeedsDisplay(in: rect)
    }

    /// Asks for a frame (a layout pass) without marking anything to redraw: what the layout moves
    /// marks itself.
    func setNeedsFrame() {
        owningApplication?.setNeedsFrame()
    }
}
