/// A title-bar button, shaped like `UIBarButtonItem`: shown at the right of the navigation bar and
/// triggered by its keyboard shortcut ``key``.
@MainActor
public final class BarButtonItem {
    /// The text shown in the bar (for example `"n New"`).
    public var title: String { didSet { owner?.requestRedraw() } }
    /// The key that triggers the item while its screen is on top (checked by the navigation controller).
    public var key: Key?
    /// When false the item is shown dimmed and its key does nothing.
    public var isEnabled: Bool = true { didSet { owner?.requestRedraw() } }
    /// What the item does.
    public var action: (@MainActor () -> Void)?
    weak var owner: ViewController?

    /// Creates an item.
    public init(title: String, key: Key? = nil, action: (@MainActor () -> Void)? = nil) {
        self.title = title; self.key = key; self.action = action
    }
}

/// What a view controller shows in a navigation controller's title bar, shaped like `UINavigationItem`.
@MainActor
public final class NavigationItem {
    /// Overrides the view controller's ``ViewController/title`` in the bar.
    public var title: String? { didSet { owner?.requestRedraw() } }
    /// An item shown at the right of the bar.
    public var rightBarButtonItem: BarButtonItem? {
        didSet { rightBarButtonItem?.owner = owner; owner?.requestRedraw() }
    }
    /// Hides `‹ Back` (and disables Esc/Backspace going back) for this screen.
    public var hidesBackButton = false { didSet { owner?.requestRedraw() } }
    weak var owner: ViewController? { didSet { rightBarButtonItem?.owner = owner } }

    /// Creates an empty item.
    public init() {}
}

/// Receives navigation events, shaped like `UINavigationControllerDelegate`.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called before `viewController` becomes the top view controller.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after `viewController` became the top view controller.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Default: nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    /// Default: nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}

/// The one-row title bar of a ``NavigationController``: `‹ Back` at the left when it can go back,
/// the top screen's title centred, and its right bar item at the right.
@MainActor
public final class NavigationBar: View {
    /// The navigation controller it shows.
    public internal(set) weak var navigationController: NavigationController?
    /// The bar's style (default: reverse video, like a status line).
    public var barStyle = Style(attributes: [.inverse]) { didSet { setNeedsDisplay() } }
    /// The text at the left when the controller can go back: the application's
    /// ``ToolkitTexts/back`` (`‹ Back` in English).
    public var backTitle: String { application?.texts.back ?? ToolkitTexts().back }

    /// A bar one row tall.
    public override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    /// Draws the bar.
    public override func draw(_ canvas: Canvas) {
        let width = bounds.width
        canvas.fill(bounds, style: barStyle)
        guard let nav = navigationController, let top = nav.topViewController else { return }
        var left = ""
        if nav.viewControllers.count > 1 && !top.navigationItem.hidesBackButton { left = backTitle }
        let right = top.navigationItem.rightBarButtonItem
        let leftWidth = left.isEmpty ? 0 : TextWidth.width(of: left) + 1
        var rightWidth = 0
        if let right {
            var style = barStyle
            if !right.isEnabled { style = style.adding(.dim) }
            rightWidth = TextWidth.width(of: right.title) + 1
            canvas.draw(right.title, at: Point(x: max(0, width - rightWidth), y: 0), style: style, maxWidth: max(0, width - leftWidth - 1))
        }
        if !left.isEmpty { canvas.draw(left, at: Point(x: 1, y: 0), style: barStyle) }
        let title = top.navigationItem.title ?? top.title ?? ""
        guard !title.isEmpty else { return }
        let side = max(leftWidth, rightWidth) + 1
        let available = max(0, width - 2 * side)
        let shown = TextWidth.truncate(title, toWidth: available)
        let w = TextWidth.width(of: shown)
        canvas.draw(shown, at: Point(x: max(0, (width - w) / 2), y: 0), style: barStyle.adding(.bold))
    }
}

/// Lays out a navigation controller's bar and its top view controller's view.
@MainActor
final class NavigationContainerView: View {
    weak var controller: NavigationController?

    override func layoutSubviews() {
        guard let controller else { return }
        let barHeight = controller.isNavigationBarHidden ? 0 : 1
        controller.navigationBar.isHidden = controller.isNavigationBarHidden
        controller.navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: barHeight)
        if let top = controller.topViewController?.viewIfLoaded, top.superview === self {
            top.frame = Rect(x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
        }
    }
}

/// A stack of screens with a title bar, shaped like `UINavigationController`.
///
/// Only the top screen's view is on screen, below the one-row ``navigationBar``. Esc and Backspace
/// go back (``popViewController(animated:)``) when the key reaches the navigation controller, i.e.
/// when no deeper responder (a focused text field, an alert) used it; the top screen's right bar item
/// is triggered by its key.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// Told before and after a screen becomes the top one.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The title bar.
    public let navigationBar = NavigationBar()
    /// Whether the title bar is hidden (the top view then gets the whole area).
    public private(set) var isNavigationBarHidden = false

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.navigationController = self
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller.
    public override init() {
        super.init()
        navigationBar.navigationController = self
    }

    /// The screen on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The screen the user sees: a presented one, else the top one.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    /// Hides or shows the title bar.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// The container view: the title bar plus the top screen's view.
    open override func loadView() {
        let container = NavigationContainerView()
        container.controller = self
        container.addSubview(navigationBar)
        view = container
        if let top = topViewController { container.addSubview(top.view) }
    }

    /// The top screen takes the keyboard.
    open override var childForKeyboardFocus: ViewController? { topViewController }

    /// Pushes `viewController` on top: it appears, the previous top disappears.
    public func pushViewController(_ viewController: ViewController, animated: Bool = false) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    /// Pops the top screen and returns it (`nil` at the root).
    @discardableResult
    public func popViewController(animated: Bool = false) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops everything above the root and returns what was popped.
    @discardableResult
    public func popToRootViewController(animated: Bool = false) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([viewControllers[0]], animated: animated)
        return popped
    }

    /// Pops everything above `viewController` and returns what was popped.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool = false) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        setViewControllers(Array(viewControllers[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack. The old and new top screens get their appearance calls (old disappears,
    /// new appears) when the navigation controller is on screen.
    public func setViewControllers(_ newStack: [ViewController], animated: Bool) {
        var unique: [ViewController] = []
        for vc in newStack where !unique.contains(where: { $0 === vc }) && vc !== self { unique.append(vc) }
        let oldTop = topViewController
        let removed = viewControllers.filter { old in !unique.contains { $0 === old } }
        let added = unique.filter { new in !viewControllers.contains { $0 === new } }
        for vc in added { addChild(vc) }
        viewControllers = unique
        let newTop = unique.last
        if oldTop !== newTop {
            let visible = appearanceState == .appeared
            if isViewLoaded { newTop?.loadViewIfNeeded() }
            if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
            if visible {
                oldTop?.beginAppearanceTransition(false, animated: animated)
                newTop?.beginAppearanceTransition(true, animated: animated)
            }
            if let container = viewIfLoaded {
                if let oldView = oldTop?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
                if let newTop { container.addSubview(newTop.view) }
                container.setNeedsLayout()
            }
            if visible {
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
            }
            if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
        }
        for vc in removed {
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        for vc in added { vc.didMove(toParent: self) }
        viewIfLoaded?.setNeedsDisplay()
    }

    /// The top screen's right bar item key, then Esc/Backspace to go back (then ``keyCommands``).
    /// `Esc Back` when there is a screen to go back to.
    open override var keyHints: [KeyHint] { viewControllers.count > 1 ? Self.backHints : [] }
    private static let backHints = [KeyHint("Esc", .back)]

    open override func handleKey(_ key: Key) -> Bool {
        if let top = topViewController {
            if let item = top.navigationItem.rightBarButtonItem, item.isEnabled, item.key == key {
                item.action?()
                return true
            }
            if key == .escape || key == .backspace, viewControllers.count > 1, !top.navigationItem.hidesBackButton {
                popViewController(animated: true)
                return true
            }
        }
        return super.handleKey(key)
    }
}
