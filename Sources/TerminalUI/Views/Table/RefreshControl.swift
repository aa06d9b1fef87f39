/// Pull-to-refresh for a ``TableView``, shaped like `UIRefreshControl`: pressing `r` in the table
/// starts refreshing and runs the control's actions; while ``isRefreshing`` the table shows a one-line
/// "Refreshing…" indicator at its top. Call ``endRefreshing()`` when the reload finished.
///
/// ```swift
/// let refresh = RefreshControl()
/// refresh.addAction { [weak self] in self?.reload() }
/// tableView.refreshControl = refresh
/// ```
@MainActor
public final class RefreshControl: Control {
    /// The text next to the spinner; `nil` (the default): the application's
    /// ``ToolkitTexts/refreshing`` (`Refreshing…` in English).
    public var title: String? { didSet { setNeedsDisplay() } }

    private var shownTitle: String { title ?? application?.texts.refreshing ?? ToolkitTexts().refreshing }
    /// Whether a refresh is in progress.
    public private(set) var isRefreshing = false
    private let spinner = ActivityIndicatorView()

    /// Creates a refresh control.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(spinner)
    }

    /// Shows the indicator (does not run the actions).
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    /// Hides the indicator.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    /// Never takes focus itself (the table handles `r`).
    public override var canBecomeFirstResponder: Bool { false }

    /// Places the spinner before the title.
    public override func layoutSubviews() {
        let w = TextWidth.width(of: shownTitle) + 2
        spinner.frame = Rect(x: max(0, (bounds.width - w) / 2), y: 0, width: 1, height: 1)
    }

    /// Draws `⠋ Refreshing…` centred on a line of its own: the line is cleared first, so a row
    /// scrolled half out of view at the top never shows through.
    public override func draw(_ canvas: Canvas) {
        super.draw(canvas)
        canvas.fill(bounds, style: .plain)
        let w = TextWidth.width(of: shownTitle) + 2
        canvas.draw(shownTitle, at: Point(x: max(0, (bounds.width - w) / 2) + 2, y: 0), style: Theme.secondaryText)
    }
}
