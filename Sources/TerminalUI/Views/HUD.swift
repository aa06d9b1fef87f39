/// A blocking progress indicator, like MBProgressHUD: a spinner and a message in a box centred over
/// a view (typically a view controller's ``ViewController/view``, i.e. the content area below the
/// navigation bar), with the content underneath dimmed.
///
/// While shown it holds keyboard focus and swallows every key except the application's global
/// bindings (``Application/bind(_:action:)``), so the screen cannot be used until the request ends.
///
/// ```swift
/// HUD.show(in: view, text: "Loading…")
/// let feed = await service.loadFeed()
/// HUD.hide(for: view)
/// ```
@MainActor
public final class HUD: View {
    /// The message next to the spinner.
    public var text: String { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// The spinner.
    public let activityIndicator = ActivityIndicatorView()
    private weak var previousFocus: View?
    private var boxRect = Rect.zero

    /// Creates a HUD showing `text` (use ``show(in:text:)`` to put one on screen).
    public init(text: String = "Loading…") {
        self.text = text
        super.init(frame: .zero)
        addSubview(activityIndicator)
    }

    /// Shows a HUD covering `view` (or updates the text of the one already there) and returns it.
    @discardableResult
    public static func show(in view: View, text: String = "Loading…") -> HUD {
        if let existing = hud(for: view) {
            existing.text = text
            return existing
        }
        let hud = HUD(text: text)
        hud.frame = view.bounds
        hud.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        hud.previousFocus = view.window?.firstResponder as? View
        view.addSubview(hud)
        hud.activityIndicator.startAnimating()
        hud.becomeFirstResponder()
        return hud
    }

    /// Removes the HUD shown in `view`; returns whether there was one. Focus goes back to the view that
    /// had it before.
    @discardableResult
    public static func hide(for view: View) -> Bool {
        guard let hud = hud(for: view) else { return false }
        hud.hide()
        return true
    }

    /// The HUD currently shown in `view`.
    public static func hud(for view: View) -> HUD? {
        view.subviews.last { $0 is HUD } as? HUD
    }

    /// Removes this HUD from the screen.
    public func hide() {
        let hadFocus = isFirstResponder
        let window = self.window
        activityIndicator.stopAnimating()
        removeFromSuperview()
        if hadFocus, let previous = previousFocus, previous.window != nil {
            previous.becomeFirstResponder()
        } else {
            window?.ensureFocus()
        }
    }

    /// The HUD takes focus so that keys do not reach the screen under it.
    public override var canBecomeFirstResponder: Bool { true }

    /// Swallows every key; global bindings still run.
    /// No key of the screen below works while the HUD is up.
    public override var passesKeyHintsUp: Bool { false }

    public override func handleKey(_ key: Key) -> Bool {
        application?.handleGlobalKey(key)
        return true
    }

    /// Swallows pastes.
    public override func handlePaste(_ text: String) -> Bool { true }

    /// Centres the box.
    public override func layoutSubviews() {
        let inner = TextWidth.width(of: text) + 4
        let width = min(bounds.width, inner + 2)
        let height = min(bounds.height, 3)
        boxRect = Rect(x: max(0, (bounds.width - width) / 2), y: max(0, (bounds.height - height) / 2), width: width, height: height)
        activityIndicator.frame = Rect(x: boxRect.minX + 2, y: boxRect.minY + min(1, height - 1), width: 1, height: 1)
    }

    /// Dims what is underneath and draws the box.
    public override func draw(_ canvas: Canvas) {
        canvas.dimContents()
        BoxDrawing.draw(in: canvas, rect: boxRect, style: .plain)
        if boxRect.height >= 3 {
            canvas.draw(text, at: Point(x: boxRect.minX + 4, y: boxRect.minY + 1), style: .plain, maxWidth: max(0, boxRect.width - 5))
        }
    }
}

/// A short message shown for a while at the bottom of a view, like Android's toast or Toast-Swift.
///
/// Removed after ``defaultDuration`` (2 s) on the application's clock. Showing another toast in the
/// same view replaces it.
///
/// ```swift
/// Toast.show("Like failed", in: view)
/// ```
@MainActor
public final class Toast: View {
    /// How long a toast stays by default.
    public static let defaultDuration: Duration = .seconds(2)
    /// The message.
    public let message: String
    /// How long it stays.
    public let duration: Duration
    /// The toast's style (reverse video by default).
    public var style = Style(attributes: [.inverse]) { didSet { setNeedsDisplay() } }
    private var timer: Application.Timer?

    /// Creates a toast (use ``show(_:in:duration:)`` to put one on screen).
    public init(message: String, duration: Duration = Toast.defaultDuration) {
        self.message = message
        self.duration = duration
        super.init(frame: .zero)
    }

    /// Shows `message` on the bottom row of `view` for `duration` and returns the toast.
    @discardableResult
    public static func show(_ message: String, in view: View, duration: Duration = Toast.defaultDuration) -> Toast {
        for old in view.subviews.compactMap({ $0 as? Toast }) { old.dismiss() }
        let toast = Toast(message: message, duration: duration)
        toast.frame = Rect(x: 0, y: max(0, view.bounds.height - 1), width: view.bounds.width, height: 1)
        toast.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(toast)
        toast.startTimerIfPossible()
        return toast
    }

    /// The toast shown in `view`, if any.
    public static func toast(in view: View) -> Toast? {
        view.subviews.last { $0 is Toast } as? Toast
    }

    /// Removes the toast now.
    public func dismiss() {
        timer?.invalidate()
        timer = nil
        removeFromSuperview()
    }

    private func startTimerIfPossible() {
        guard timer == nil, superview != nil, let app = application else { return }
        timer = app.schedule(after: duration) { [weak self] in self?.dismiss() }
    }

    /// Starts the countdown once on screen (when shown in a view that was not yet).
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { startTimerIfPossible() }
    }

    /// Draws ` message ` centred on a blanked line, so the text underneath does not run into it.
    public override func draw(_ canvas: Canvas) {
        canvas.fill(bounds, style: .plain)
        let text = " \(TextWidth.truncate(message, toWidth: max(0, bounds.width - 2))) "
        let w = TextWidth.width(of: text)
        canvas.draw(text, at: Point(x: max(0, (bounds.width - w) / 2), y: 0), style: style, maxWidth: bounds.width)
    }
}

extension Canvas {
    /// Dims every cell already drawn in the clip: what a modal view (HUD, alert, sheet) covers.
    func dimContents() {
        grid.insert(.dim, in: clip)
    }
}

/// Draws box frames.
@MainActor
enum BoxDrawing {
    /// Draws a rounded box outline around `rect` and blanks its inside.
    static func draw(in canvas: Canvas, rect: Rect, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else {
            canvas.fill(rect, style: style)
            return
        }
        canvas.fill(rect, style: style)
        let inner = rect.width - 2, sides = rect.height - 2
        for y in [rect.minY, rect.maxY - 1] {
            canvas.fill(Rect(x: rect.minX + 1, y: y, width: inner, height: 1), with: "─", style: style)
        }
        for x in [rect.minX, rect.maxX - 1] {
            canvas.fill(Rect(x: x, y: rect.minY + 1, width: 1, height: sides), with: "│", style: style)
        }
        canvas.draw("╭", at: Point(x: rect.minX, y: rect.minY), style: style)
        canvas.draw("╮", at: Point(x: rect.maxX - 1, y: rect.minY), style: style)
        canvas.draw("╰", at: Point(x: rect.minX, y: rect.maxY - 1), style: style)
        canvas.draw("╯", at: Point(x: rect.maxX - 1, y: rect.maxY - 1), style: style)
    }
}
