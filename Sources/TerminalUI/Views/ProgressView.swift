/// A horizontal bar showing how much of a task is done, shaped like `UIProgressView`.
@MainActor
open class ProgressView: View {
    /// Creates a bar at `progress`.
    public init(progress: Float = 0, frame: Rect = .zero) {
        self.progress = min(max(progress, 0), 1)
        super.init(frame: frame)
    }

    /// Creates an empty bar with `frame`.
    public override convenience init(frame: Rect) { self.init(progress: 0, frame: frame) }

    /// Completion from 0 to 1 (clamped).
    open var progress: Float {
        didSet {
            let clamped = min(max(progress, 0), 1)
            if clamped != progress { progress = clamped }
            if progress != oldValue { setNeedsDisplay() }
        }
    }

    /// Sets the progress (UIKit spelling; there is no animation).
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// The filled part's style.
    open var progressStyle = Style(foreground: Theme.accent) { didSet { setNeedsDisplay() } }
    /// The empty part's style.
    open var trackStyle = Style(foreground: .gray) { didSet { setNeedsDisplay() } }

    /// The filled character.
    public static let filledCharacter = "█"
    /// The track character.
    public static let trackCharacter = "░"

    /// Columns filled at the current width.
    public var filledColumns: Int { Int((Float(bounds.width) * progress).rounded(.toNearestOrAwayFromZero)) }

    /// One row as wide as offered.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    /// Draws the bar.
    open override func draw(_ canvas: Canvas) {
        super.draw(canvas)
        let filled = min(bounds.width, filledColumns)
        canvas.fill(Rect(x: 0, y: 0, width: filled, height: 1), with: Character(Self.filledCharacter), style: progressStyle)
        canvas.fill(Rect(x: filled, y: 0, width: bounds.width - filled, height: 1), with: Character(Self.trackCharacter),
                    style: trackStyle)
    }
}

/// A spinner animated by the application's clock, shaped like `UIActivityIndicatorView`.
///
/// While ``isAnimating`` and on screen it advances one frame every ``frameDuration`` using a timer of
/// the ``Application`` (so a test advances it by advancing the `TestClock`).
@MainActor
open class ActivityIndicatorView: View {
    /// The spinner's frames.
    public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Creates a stopped spinner.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        if frame.size == .zero { self.frame.size = Size(width: 1, height: 1) }
    }

    /// Time between frames.
    public var frameDuration: Duration = .milliseconds(100)
    /// Hides the spinner while it is stopped (default true).
    open var hidesWhenStopped = true { didSet { setNeedsDisplay() } }
    /// The spinner's style.
    open var style = Style(foreground: Theme.accent) { didSet { setNeedsDisplay() } }
    /// Whether it is spinning.
    public private(set) var isAnimating = false
    /// The index of the frame shown.
    public private(set) var frameIndex = 0
    private var timer: Application.Timer?

    /// Starts spinning.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateTimer()
        setNeedsDisplay()
    }

    /// Stops spinning.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        updateTimer()
        setNeedsDisplay()
    }

    /// Starts or stops the timer as the spinner enters or leaves the screen.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateTimer()
    }

    private func updateTimer() {
        let shouldRun = isAnimating && window != nil
        if shouldRun, timer?.isValid != true, let app = window?.application {
            timer = app.schedule(after: frameDuration, repeats: true) { [weak self] in
                guard let self else { return }
                self.frameIndex = (self.frameIndex + 1) % Self.frames.count
                self.setNeedsDisplay()
            }
        } else if !shouldRun {
            timer?.invalidate()
            timer = nil
        }
    }

    /// One cell.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: 1, height: 1) }

    /// Draws the current frame.
    open override func draw(_ canvas: Canvas) {
        super.draw(canvas)
        guard isAnimating || !hidesWhenStopped else { return }
        canvas.draw(Self.frames[frameIndex], at: .zero, style: style)
    }
}
