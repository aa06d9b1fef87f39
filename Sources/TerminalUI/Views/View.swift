/// How a view resizes when its superview's size changes, shaped like `UIView.AutoresizingMask`.
///
/// The change in the superview's width is shared equally by the flexible horizontal parts
/// (left margin, width, right margin); likewise vertically.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt8
    /// Creates a mask from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks (the view stays pinned to the bottom).
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// A rectangle of the screen that draws itself and holds subviews, shaped like `UIView`.
///
/// Coordinates are terminal cells. Subclasses override ``draw(_:)`` to paint through a ``Canvas``
/// (already clipped to the view and in the view's own coordinates), ``layoutSubviews()`` to place
/// their subviews, and ``sizeThatFits(_:)`` to report a natural size.
///
/// A view whose ``backgroundColor`` is set fills its bounds with it, and text drawn on top of it by
/// the view itself or by its subviews in the terminal's default background takes that colour too.
@MainActor
open class View: Responder {
    /// Creates a view with `frame`.
    public init(frame: Rect = .zero) {
        self.frame = frame
        super.init()
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    open var frame: Rect {
        didSet {
            guard frame != oldValue, !movesWithDrawnContent else { return }
            // What the view covered must be drawn again (by whatever is there now).
            if let window, window !== self, let superview {
                let origin = superview.originInWindow
                window.setNeedsDisplay(in: oldValue.offsetBy(dx: origin.x, dy: origin.y))
            }
            if frame.size != oldValue.size {
                let dw = frame.width - oldValue.width, dh = frame.height - oldValue.height
                for subview in subviews { subview.applyAutoresizing(dw: dw, dh: dh) }
                setNeedsLayout()
            }
            setNeedsDisplay()
        }
    }

    /// Set while ``moveFrameWithDrawnContent(to:)`` moves the view: its frame change marks nothing.
    private var movesWithDrawnContent = false

    /// Moves the view to `newFrame` without marking anything to redraw, because what it drew was
    /// moved with it (``Application/moveDrawnContent(in:by:)``). A change of size is an ordinary move.
    func moveFrameWithDrawnContent(to newFrame: Rect) {
        guard newFrame.size == frame.size else { frame = newFrame; return }
        movesWithDrawnContent = true
        frame = newFrame
        movesWithDrawnContent = false
    }

    /// Marks the columns `rect` (in this view's coordinates) covers to be drawn again, not their whole
    /// rows (``Application/setNeedsDisplay(inColumnsOf:)``).
    func setNeedsDisplay(inColumnsOf rect: Rect) {
        guard let window, window !== self else { return }
        let origin = originInWindow
        window.owningApplication?.setNeedsDisplay(inColumnsOf: rect.offsetBy(dx: origin.x, dy: origin.y))
    }

    /// The view's rectangle in its own coordinates (origin zero, size of ``frame``).
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// How this view follows size changes of its superview. Default: none.
    public var autoresizingMask: AutoresizingMask = []

    /// A number for finding the view with ``viewWithTag(_:)``.
    public var tag: Int = 0

    // MARK: Appearance

    /// When true, the view and its subviews are neither drawn nor focusable.
    open var isHidden: Bool = false {
        didSet { if isHidden != oldValue { setNeedsDisplay(); superview?.setNeedsLayout() } }
    }

    /// Fills the bounds before drawing. `nil` (the default) is transparent; `.default` blanks the area in
    /// the terminal's own background.
    open var backgroundColor: Color? {
        didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
    }

    /// The background actually painted this frame (a selected cell paints its highlight instead).
    var displayedBackgroundColor: Color? { backgroundColor }

    // MARK: Hierarchy

    /// The subviews, back to front.
    public private(set) var subviews: [View] = []

    /// The view this one is a subview of.
    ///
    /// `unowned`, not `weak`, like the window below: an object that anything refers to weakly gets a
    /// side table, and every retain and release of it then goes through that table — several times
    /// the work of the inline count, on each of the many times a frame touches a view. A view clears
    /// both references in its subviews when it goes (`deinit`), so they never outlive what they name.
    public private(set) unowned var superview: View?

    /// The window this view is in, or `nil` when it is not on screen.
    public internal(set) unowned var window: Window?

    /// The view controller whose root view this is (set by `ViewController.loadView`).
    weak var owningViewController: ViewController?

    isolated deinit {
        // A subview that outlives this view (something else holds it) must not keep unowned
        // references to it, nor to a window it no longer is in.
        for subview in subviews {
            subview.superview = nil
            subview.forgetWindow()
        }
    }

    /// Clears ``window`` in this view and below, without the callbacks of ``moveToWindow(_:)`` (the
    /// window may be going: nothing may read the reference).
    private func forgetWindow() {
        window = nil
        for subview in subviews { subview.forgetWindow() }
    }

    /// Adds `view` on top of the other subviews (removing it from its previous superview first).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "A view cannot be its own subview")
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            let target = min(max(0, index), subviews.count)
            subviews.insert(view, at: target)
            if target != current { view.setNeedsDisplay() }   // only what it covers changes
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.moveToWindow(window)
        view.didMoveToSuperview()
        view.setNeedsLayout()
        setNeedsLayout()
        view.setNeedsDisplay()
    }

    /// Inserts `view` just below `sibling`.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: i)
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: i + 1)
    }

    /// Moves `view` (a subview) to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self, subviews.last !== view else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Removes this view from its superview (and so from the screen).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        setNeedsDisplay()   // what it covered is drawn again, while it still knows where that is
        willMove(toSuperview: nil)
        if let i = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        superview = nil
        moveToWindow(nil)
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// This view or the first descendant (depth first) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// Called just before the superview changes.
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called just after the superview changed.
    open func didMoveToSuperview() {}
    /// Called after this view entered or left a window (``window`` already updated).
    open func didMoveToWindow() {}

    func moveToWindow(_ newWindow: Window?) {
        guard window !== newWindow else { return }
        window = newWindow
        for subview in subviews { subview.moveToWindow(newWindow) }
        didMoveToWindow()
        owningViewController?.rootViewDidMove(toWindow: newWindow)
    }

    // MARK: Layout

    private(set) var needsLayout = true
    /// Whether this view or a view below it needs layout: a layout pass goes down only where it
    /// is set, so a frame in which one row changed does not visit every view.
    private var subtreeNeedsLayout = true

    /// Marks the view as needing ``layoutSubviews()`` before the next frame — and, unless
    /// ``redrawsWhenLaidOut`` says otherwise, as needing to be drawn again.
    public func setNeedsLayout() {
        needsLayout = true
        // The whole chain up (a few views): a pass under way may have cleared marks above already.
        var current: View? = self
        while let view = current { view.subtreeNeedsLayout = true; current = view.superview }
        if redrawsWhenLaidOut { setNeedsDisplay() } else { window?.setNeedsFrame() }
    }

    /// Whether ``setNeedsLayout()`` also redraws the view (the default: a view whose layout changes
    /// usually draws differently). A view that says `false` — a table, which only moves its cells
    /// — calls ``setNeedsDisplay()`` itself when its own drawing changes; moved subviews redraw
    /// where they were and where they are by themselves.
    open var redrawsWhenLaidOut: Bool { true }

    /// Whether ``layoutIfNeeded()`` has anything to do here or below.
    var needsLayoutPass: Bool { subtreeNeedsLayout || needsLayout }

    /// Runs ``layoutSubviews()`` now if needed, then does the same for every subview.
    public func layoutIfNeeded() {
        guard needsLayoutPass else { return }
        // Cleared first: whatever this pass marks again is seen by the next one.
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in subviews where !subview.isHidden { subview.layoutIfNeeded() }
    }

    /// Places the subviews. The default does nothing (autoresizing masks already applied).
    open func layoutSubviews() {}

    /// The size this view would like within `size`. The default returns the current size.
    open func sizeThatFits(_ size: Size) -> Size { frame.size }

    /// Resizes the view to ``sizeThatFits(_:)`` within its superview's size (or a very large size).
    public func sizeToFit() {
        let limit = superview?.bounds.size ?? Size(width: 10_000, height: 10_000)
        frame.size = sizeThatFits(limit)
    }

    private func applyAutoresizing(dw: Int, dh: Int) {
        guard !autoresizingMask.isEmpty, dw != 0 || dh != 0 else { return }
        var f = frame
        func share(_ delta: Int, _ parts: [Bool]) -> [Int] {
            let count = parts.filter { $0 }.count
            guard count > 0 else { return [0, 0, 0] }
            var left = delta
            var out = [0, 0, 0]
            var seen = 0
            for (i, flexible) in parts.enumerated() where flexible {
                seen += 1
                out[i] = seen == count ? left : delta / count
                left -= out[i]
            }
            return out
        }
        let h = share(dw, [autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                           autoresizingMask.contains(.flexibleRightMargin)])
        let v = share(dh, [autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                           autoresizingMask.contains(.flexibleBottomMargin)])
        f.origin.x += h[0]
        f.size.width = max(0, f.size.width + h[1])
        f.origin.y += v[0]
        f.size.height = max(0, f.size.height + v[1])
        frame = f
    }

    // MARK: Drawing

    /// Marks the view as needing to be drawn in the next frame.
    public func setNeedsDisplay() {
        guard let window else { return }
        guard window !== self else { return window.setNeedsRender() }
        window.setNeedsDisplay(in: Rect(origin: originInWindow, size: frame.size))
    }

    /// Draws the view's own content. The default fills the bounds with ``backgroundColor`` when set.
    open func draw(_ canvas: Canvas) {
        if let color = displayedBackgroundColor {
            canvas.fill(bounds, style: Style(background: color))
        }
    }

    /// The subviews drawn this frame, back to front.
    var subviewsForDrawing: [View] { subviews }

    /// Draws this view and its subviews into `canvas` (the view's frame within its parent's canvas).
    func drawHierarchy(in canvas: Canvas) {
        guard !isHidden, !canvas.clip.isEmpty else { return }
        draw(canvas)
        for subview in subviewsForDrawing where !subview.isHidden && !subview.frame.isEmpty {
            subview.drawHierarchy(in: canvas.child(subview.frame))
        }
        if let color = displayedBackgroundColor, color != .default {
            // Grey (secondary) text is unreadable on a coloured background such as the selection's
            // blue: it is lifted to light grey there.
            canvas.grid.fillBackground(color, in: canvas.clip, lifting: Theme.secondaryText.foreground, to: .white)
        }
    }

    // MARK: Coordinates

    /// The view's origin in window (screen) coordinates.
    var originInWindow: Point {
        var p = Point.zero
        var current: View? = self
        while let v = current {
            p.x += v.frame.minX; p.y += v.frame.minY
            current = v.superview
        }
        return p
    }

    /// Converts `point` from this view's coordinates to `view`'s (screen coordinates when `nil`).
    public func convert(_ point: Point, to view: View?) -> Point {
        let mine = originInWindow
        let theirs = view?.originInWindow ?? .zero
        return Point(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (screen coordinates when `nil`).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Whether this view and all its ancestors are shown and it is in a window.
    public var isVisibleOnScreen: Bool {
        guard window != nil else { return false }
        var current: View? = self
        while let v = current {
            if v.isHidden { return false }
            current = v.superview
        }
        return true
    }

    // MARK: Responder

    /// The view controller whose root view this is, else the superview.
    open override var next: Responder? {
        if let controller = owningViewController { return controller }
        return superview
    }

    /// The window this view is in.
    open override var responderWindow: Window? { window }

    /// Where the terminal cursor should blink while this view is the first responder, in the view's
    /// coordinates; `nil` hides the cursor. The default is `nil`.
    open var textCursorPosition: Point? { nil }

    /// The view controller that owns this view's part of the tree (walking up the responder chain).
    public var enclosingViewController: ViewController? {
        var responder: Responder? = next
        while let r = responder {
            if let vc = r as? ViewController { return vc }
            if r is Window { return nil }
            responder = r.next
        }
        return nil
    }

    /// Takes keyboard focus. When the view is not on screen yet, its view controller remembers the
    /// request and focuses it when it appears.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let window, window.rootViewController != nil {
            window.setFirstResponder(self)
            return true
        }
        if let controller = enclosingViewController {
            controller.lastFocusedView = self
            return true
        }
        return false
    }
}
