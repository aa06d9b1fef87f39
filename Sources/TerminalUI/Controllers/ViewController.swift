/// How a presented view controller covers the screen, shaped like `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Sendable {
    /// Covers everything: the presenter disappears (gets `viewWillDisappear`/`viewDidDisappear`).
    case fullScreen
    /// Drawn over the presenter, which stays visible and does not disappear (alerts use this).
    case overFullScreen
}

/// Where a view controller is in its appearance cycle.
public enum AppearanceState: Sendable {
    /// Not on screen.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
}

/// Manages one screen's view hierarchy, shaped like `UIViewController`.
///
/// Override ``loadView()`` to supply a custom root view (the default is a blank full-size ``View``),
/// ``viewDidLoad()`` to build the screen, and the appearance methods to react to being shown and
/// hidden. Containers (``NavigationController``) and presentation (``present(_:animated:completion:)``)
/// call the appearance methods in UIKit's order.
@MainActor
open class ViewController: Responder {
    /// Creates a view controller; its view is created on first use.
    public override init() {
        super.init()
        navigationItem.owner = self
    }

    // MARK: View

    private var loadedView: View?

    /// The root view, created by ``loadView()`` (and followed by ``viewDidLoad()``) on first access.
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView!
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue.owningViewController = self
        }
    }

    /// The root view if it has been loaded, else `nil` (never loads it).
    public var viewIfLoaded: View? { loadedView }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it has not been loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = View() }
        viewDidLoad()
    }

    /// Creates the root view. The default assigns a plain ``View`` (transparent: the screen is blank
    /// underneath, since a covered screen is not drawn); overrides assign ``view`` themselves and do not
    /// call `super`.
    open func loadView() {
        view = View()
    }

    /// Called once after the view was loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews: the place for manual layout of the screen.
    open func viewDidLayoutSubviews() {}

    /// The screen's title, shown centred in a ``NavigationController``'s title bar.
    open var title: String? {
        didSet { if title != oldValue { requestRedraw() } }
    }

    /// The title-bar contents for a navigation controller (title override, right bar item).
    public let navigationItem = NavigationItem()

    /// The screen's keyboard shortcuts (``KeyCommand``), set by the app.
    open override var keyCommands: [KeyCommand] {
        get { assignedKeyCommands }
        set { assignedKeyCommands = newValue }
    }
    private var assignedKeyCommands: [KeyCommand] = []

    func requestRedraw() {
        viewIfLoaded?.setNeedsDisplay()
        navigationController?.viewIfLoaded?.setNeedsDisplay()
    }

    // MARK: Focus

    /// The view that last had (or asked for) keyboard focus in this screen; it gets focus back when
    /// the screen is front-most again.
    weak var lastFocusedView: View?

    /// The view to focus when this screen comes to the front and nothing in it had focus yet; `nil`
    /// (the default) focuses the first focusable view in tree order.
    open var preferredFocusedView: View? { nil }

    /// The child that receives keyboard focus (a navigation controller's top view controller);
    /// `nil` means keys stay with this view controller's own view.
    open var childForKeyboardFocus: ViewController? { nil }

    // MARK: Containment

    /// The containing view controller.
    public private(set) weak var parent: ViewController?

    /// Child view controllers, in the order added.
    public private(set) var children: [ViewController] = []

    /// Adds `child` as a child (calls `child.willMove(toParent: self)`); add its view yourself and then
    /// call `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child !== self else { return }
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this view controller from its parent (call `willMove(toParent: nil)` first, as in UIKit).
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before being added to or removed from a parent.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after being added to or removed from a parent.
    open func didMove(toParent parent: ViewController?) {}

    /// The nearest ancestor navigation controller.
    public var navigationController: NavigationController? {
        var current = parent
        while let vc = current {
            if let nav = vc as? NavigationController { return nav }
            current = vc.parent
        }
        return nil
    }

    // MARK: Presentation

    /// How this view controller covers the screen when presented. Default: `.fullScreen`.
    open var modalPresentationStyle: ModalPresentationStyle = .fullScreen

    private weak var storedPresentingViewController: ViewController?
    private var storedPresentedViewController: ViewController?
    weak var hostingWindow: Window?

    /// The view controller this one presented (asked of any view controller in a container, it is the
    /// container's).
    public var presentedViewController: ViewController? { presentationRoot.storedPresentedViewController }

    /// The view controller that presented this one (or its container).
    public var presentingViewController: ViewController? { presentationRoot.storedPresentingViewController }

    /// The outermost container of this view controller: where presentations are attached.
    var presentationRoot: ViewController {
        var vc = self
        while let p = vc.parent { vc = p }
        return vc
    }

    /// The window this view controller's presentation chain is in.
    var containingWindow: Window? {
        var root = presentationRoot
        var steps = 0
        while steps < 1000 {
            if let window = root.hostingWindow { return window }
            guard let presenter = root.storedPresentingViewController else { return nil }
            root = presenter.presentationRoot
            steps += 1
        }
        return nil
    }

    /// Presents `viewControllerToPresent` modally over this one (over the front-most presented one if
    /// something is already presented). Calls the appearance methods, then `completion`.
    public func present(_ viewControllerToPresent: ViewController, animated: Bool = false,
                        completion: (@MainActor () -> Void)? = nil) {
        let host = presentationRoot
        if let existing = host.storedPresentedViewController {
            existing.present(viewControllerToPresent, animated: animated, completion: completion)
            return
        }
        let presented = viewControllerToPresent
        guard presented.parent == nil, presented.storedPresentingViewController == nil, presented !== host else { return }
        host.storedPresentedViewController = presented
        presented.storedPresentingViewController = host
        presented.loadViewIfNeeded()
        let window = host.containingWindow
        let visible = host.appearanceState == .appeared || host.appearanceState == .appearing
        let covers = presented.modalPresentationStyle == .fullScreen
        if visible {
            if covers { host.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
        }
        window?.syncPresentedViews()
        if visible {
            if covers { host.endAppearanceTransition() }
            presented.endAppearanceTransition()
        }
        completion?()
    }

    /// Dismisses the view controller this one presented or, when it presented nothing, this view
    /// controller itself. Calls the appearance methods, then `completion`.
    public func dismiss(animated: Bool = false, completion: (@MainActor () -> Void)? = nil) {
        let root = presentationRoot
        if root.storedPresentedViewController != nil {
            root.dismissPresented(animated: animated)
        } else if let presenter = root.storedPresentingViewController {
            presenter.presentationRoot.dismissPresented(animated: animated)
        }
        completion?()
    }

    private func dismissPresented(animated: Bool) {
        guard let presented = storedPresentedViewController else { return }
        if presented.storedPresentedViewController != nil { presented.dismissPresented(animated: animated) }
        let window = containingWindow
        let visible = presented.appearanceState == .appeared || presented.appearanceState == .appearing
        let covered = presented.modalPresentationStyle == .fullScreen
        if visible {
            presented.beginAppearanceTransition(false, animated: animated)
            if covered { beginAppearanceTransition(true, animated: animated) }
        }
        storedPresentedViewController = nil
        presented.storedPresentingViewController = nil
        window?.syncPresentedViews()
        if visible {
            presented.endAppearanceTransition()
            if covered { endAppearanceTransition() }
        }
    }

    // MARK: Appearance

    /// Where this view controller is in its appearance cycle.
    public private(set) var appearanceState: AppearanceState = .disappeared
    private var transitionAnimated = false

    /// Starts an appearance transition: calls `viewWillAppear` or `viewWillDisappear` (when the state
    /// allows) and forwards to the children whose views are in this view's tree.
    /// Containers call this for their children, then ``endAppearanceTransition()``.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            transitionAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            transitionAnimated = animated
            viewWillDisappear(animated)
            if let focused = containingWindow?.firstResponder as? View, let root = viewIfLoaded,
               focused.isDescendant(of: root) {
                lastFocusedView = focused
            }
        }
        for child in children where child.viewIfLoaded.map({ $0.isDescendant(of: view) }) ?? false {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Finishes the transition begun by ``beginAppearanceTransition(_:animated:)``: calls
    /// `viewDidAppear` or `viewDidDisappear` and forwards to children that are mid-transition.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(transitionAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(transitionAnimated)
        default:
            return
        }
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }

    /// Custom containers: a child's root view entering or leaving the window of an on-screen parent
    /// makes the child appear or disappear.
    func rootViewDidMove(toWindow window: Window?) {
        guard let parent, parent.appearanceState == .appeared else { return }
        if window != nil, appearanceState == .disappeared {
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        } else if window == nil, appearanceState == .appeared {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
    }

    // MARK: Responder

    /// The parent, else the presenting view controller, else the window (for a window's root), else the
    /// root view's superview.
    open override var next: Responder? {
        if let parent { return parent }
        if let presenter = storedPresentingViewController { return presenter }
        if let window = hostingWindow { return window }
        return viewIfLoaded?.superview
    }

    /// The window this view controller is shown in.
    open override var responderWindow: Window? { containingWindow }
}
