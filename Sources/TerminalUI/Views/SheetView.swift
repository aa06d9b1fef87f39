/// A form sheet, shaped like a view controller presented with UIKit's `.formSheet` style: the
/// screen underneath is dimmed and a centred, rounded box with a bold title holds
/// ``contentView``.
///
/// Make it the view of a view controller presented with `.overFullScreen` and put the form's
/// controls in ``contentView``; the sheet sizes the box to ``preferredContentSize`` (shrunk to
/// fit small terminals, never below one column and row) and lays the content view out inside it,
/// two columns of padding left and right.
///
/// ```text
///  ╭──────────────── Add ─────────────────╮
///  │                                      │
///  │  Name      ________________________  │
///  │  Due date  2026-11-20                │
///  ╰──────────────────────────────────────╯
/// ```
@MainActor
open class SheetView: View {
    /// Holds the sheet's controls; laid out inside the box.
    public let contentView = View()

    /// The box's title, drawn bold and centred on the top border.
    public var title: String = "" { didSet { setNeedsDisplay() } }

    /// The size the content would like (the box adds a border and two columns of padding on
    /// each side).
    public var preferredContentSize = Size(width: 40, height: 6) { didSet { setNeedsLayout() } }

    /// Creates a sheet.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// The box, centred in the view.
    public var boxFrame: Rect {
        let width = min(bounds.width, preferredContentSize.width + 6)
        let height = min(bounds.height, preferredContentSize.height + 2)
        return Rect(x: max(0, (bounds.width - width) / 2), y: max(0, (bounds.height - height) / 2),
                    width: width, height: height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let box = boxFrame
        contentView.frame = Rect(x: box.minX + 3, y: box.minY + 1,
                                 width: max(1, box.width - 6), height: max(1, box.height - 2))
    }

    /// Dims what is under the sheet, then draws the box and its title.
    open override func draw(_ canvas: Canvas) {
        canvas.dimContents()
        let box = boxFrame
        BoxDrawing.draw(in: canvas, rect: box, style: .plain)
        guard !title.isEmpty, box.width > 4 else { return }
        let shown = TextWidth.truncate(" \(title) ", toWidth: box.width - 4)
        let x = box.minX + max(2, (box.width - TextWidth.width(of: shown)) / 2)
        canvas.draw(shown, at: Point(x: x, y: box.minY), style: Style(attributes: [.bold]))
    }
}
