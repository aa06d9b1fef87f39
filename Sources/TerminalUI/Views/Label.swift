/// Read-only text, shaped like `UILabel`.
///
/// One line by default; set ``numberOfLines`` to 0 for as many as needed or to a limit, in which case
/// text that does not fit ends in `…`. Widths are display widths (a Chinese character is two columns).
@MainActor
open class Label: View {
    /// Creates a label.
    public init(text: String = "", style: Style = .plain, frame: Rect = .zero) {
        self.text = text
        self.style = style
        super.init(frame: frame)
    }

    /// Creates an empty label with `frame`.
    public override convenience init(frame: Rect) { self.init(text: "", style: .plain, frame: frame) }

    /// The text. Newlines start new lines when ``numberOfLines`` allows.
    open var text: String { didSet { if text != oldValue { setNeedsDisplay(); superview?.setNeedsLayout() } } }

    /// Colours and attributes of the text.
    open var style: Style { didSet { if style != oldValue { setNeedsDisplay() } } }

    /// The text colour (a shortcut for `style.foreground`).
    public var textColor: Color {
        get { style.foreground }
        set { style.foreground = newValue }
    }

    /// Horizontal alignment within the bounds.
    open var textAlignment: TextAlignment = .left { didSet { setNeedsDisplay() } }

    /// The most lines shown; 0 means no limit. Default 1.
    open var numberOfLines: Int = 1 { didSet { setNeedsDisplay(); superview?.setNeedsLayout() } }

    /// The lines drawn for `width` columns and at most `maxLines` lines (0: no limit), with `…` when cut.
    public func lines(forWidth width: Int, maxLines: Int) -> [String] {
        guard width > 0, !text.isEmpty else { return [] }
        let singleLine = maxLines == 1
        var all: [String] = []
        let paragraphs = TextWidth.paragraphs(of: text, maxSplits: singleLine ? 1 : .max)
        for paragraph in paragraphs {
            let p = String(paragraph)
            if singleLine {
                all.append(p)
                break
            }
            let wrapped = p.isEmpty ? [""] : TextWidth.wrap(p, width: width)
            all.append(contentsOf: wrapped.isEmpty ? [""] : wrapped)
        }
        var truncated = singleLine && paragraphs.count > 1
        if maxLines > 0, all.count > maxLines {
            all = Array(all.prefix(maxLines))
            truncated = true
        }
        all = all.map { TextWidth.width(of: $0) > width ? TextWidth.truncate($0, toWidth: width) : $0 }
        if truncated, let last = all.last {
            all[all.count - 1] = TextWidth.truncate(last + "…", toWidth: width)
        }
        return all
    }

    /// The text's natural size within `size` (width at most `size.width`).
    open override func sizeThatFits(_ size: Size) -> Size {
        guard !text.isEmpty else { return Size(width: 0, height: 0) }
        let natural = TextWidth.paragraphs(of: text)
            .map { TextWidth.width(of: String($0)) }.max() ?? 0
        let width = max(0, min(size.width, natural))
        if numberOfLines == 1 { return Size(width: width, height: 1) }
        let lines = lines(forWidth: max(1, width), maxLines: numberOfLines)
        let w = lines.map { TextWidth.width(of: $0) }.max() ?? 0
        return Size(width: w, height: lines.count)
    }

    private struct LayoutCache {
        var text: String
        var width: Int
        var maxLines: Int
        var runs: [GlyphRun]
    }

    private var layoutCache: LayoutCache?

    /// The measured lines for the current text at `width` (cached until the text or size changes).
    private func runs(width: Int, maxLines: Int) -> [GlyphRun] {
        if let cache = layoutCache, cache.width == width, cache.maxLines == maxLines, cache.text == text {
            return cache.runs
        }
        let runs = lines(forWidth: width, maxLines: maxLines).map { GlyphRun($0) }
        layoutCache = LayoutCache(text: text, width: width, maxLines: maxLines, runs: runs)
        return runs
    }

    /// Draws the text.
    open override func draw(_ canvas: Canvas) {
        super.draw(canvas)
        let maxLines = numberOfLines == 0 ? bounds.height : min(numberOfLines, bounds.height)
        guard maxLines > 0, !text.isEmpty else { return }
        for (y, run) in runs(width: bounds.width, maxLines: maxLines).enumerated() {
            let x: Int
            switch textAlignment {
            case .left: x = 0
            case .center: x = max(0, (bounds.width - run.width) / 2)
            case .right: x = max(0, bounds.width - run.width)
            }
            run.draw(in: canvas, at: Point(x: x, y: y), style: style)
        }
    }
}
