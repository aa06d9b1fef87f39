/// One row of a ``TableView``, shaped like `UITableViewCell`.
///
/// Put custom subviews in ``contentView`` (override `init(style:reuseIdentifier:)`, which table views
/// call when they need a new cell of a registered class), or use the built-in ``textLabel`` and
/// ``detailTextLabel``. Cells are reused: reset per-row state in ``prepareForReuse()``.
///
/// A cell's ``Button``s are its ``focusableControls``: with the row selected, Tab/←/→ focus them and
/// Enter activates the focused one. A button's action typically routes an event up the responder chain:
/// `routeEvent(FollowEvent(userID: id))` — the cell sets the row's index path on the event on its way
/// to the table view and its view controller.
@MainActor
open class TableViewCell: View {
    /// Layouts of the built-in labels, shaped like `UITableViewCell.CellStyle`.
    public enum CellStyle: Sendable {
        /// ``textLabel`` only (wrapping over the row's lines).
        case `default`
        /// ``textLabel`` on the first line, ``detailTextLabel`` on the following ones.
        case subtitle
        /// ``textLabel`` on the left, ``detailTextLabel`` right-aligned on the same line.
        case value1
    }

    /// A mark at the right of the row, shaped like `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Sendable {
        /// No mark.
        case none
        /// `›`
        case disclosureIndicator
        /// `✓`
        case checkmark
    }

    /// Whether selecting the row highlights it.
    public enum SelectionStyle: Sendable {
        /// Highlighted with ``Theme/selectionBackground``.
        case `default`
        /// Not highlighted.
        case none
    }

    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The built-in label layout.
    public let cellStyle: CellStyle
    /// Holds the cell's content; add custom subviews here.
    public let contentView = View()
    /// The main text.
    public let textLabel = Label()
    /// Secondary text (dimmed).
    public let detailTextLabel = Label(text: "", style: Theme.secondaryText)
    /// The mark at the right.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// Whether the row highlights when selected (default `.default`).
    open var selectionStyle: SelectionStyle = .default { didSet { setNeedsDisplay() } }
    /// Whether the row is the table's selected row (set by the table view).
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }

    /// The table view showing the cell (nil while the cell waits in the reuse pool).
    public var tableView: TableView? { superview as? TableView }
    /// The row the cell currently shows.
    public internal(set) var indexPath: IndexPath?
    /// Whether one of the cell's controls was left highlighted by the table.
    var hadHighlightedControl = false

    /// Creates a cell. Table views call this for registered classes; subclasses override it to build
    /// their content.
    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.addSubview(textLabel)
        contentView.addSubview(detailTextLabel)
        textLabel.numberOfLines = style == .subtitle ? 1 : 0
        detailTextLabel.numberOfLines = 0
        if style == .value1 { detailTextLabel.textAlignment = .right }
    }

    /// Called just before the table view hands out this cell again for another row. The default does
    /// nothing; reset per-row state (texts, button states) here.
    open func prepareForReuse() {}

    /// The row's buttons in order, focused with Tab/←/→. The default collects the enabled, visible
    /// ``Control``s in ``contentView`` (depth first).
    open var focusableControls: [Control] {
        var found: [Control] = []
        func visit(_ view: View) {
            for subview in view.subviews where !subview.isHidden {
                if let control = subview as? Control, control.isEnabled, !(control is RefreshControl) { found.append(control) }
                visit(subview)
            }
        }
        visit(contentView)
        return found
    }

    private var accessoryWidth: Int { accessoryType == .none ? 0 : 2 }

    /// Lays out ``contentView`` and the built-in labels.
    open override func layoutSubviews() {
        contentView.frame = Rect(x: 0, y: 0, width: max(0, bounds.width - accessoryWidth), height: bounds.height)
        let w = contentView.bounds.width, h = contentView.bounds.height
        switch cellStyle {
        case .default:
            textLabel.frame = Rect(x: 1, y: 0, width: max(0, w - 2), height: h)
            detailTextLabel.frame = .zero
        case .subtitle:
            textLabel.frame = Rect(x: 1, y: 0, width: max(0, w - 2), height: min(1, h))
            detailTextLabel.frame = Rect(x: 1, y: 1, width: max(0, w - 2), height: max(0, h - 1))
        case .value1:
            let detailWidth = min(TextWidth.width(of: detailTextLabel.text), max(0, w / 2))
            detailTextLabel.frame = Rect(x: max(0, w - 1 - detailWidth), y: 0, width: detailWidth, height: min(1, h))
            textLabel.frame = Rect(x: 1, y: 0, width: max(0, w - 3 - detailWidth), height: h)
        }
    }

    override var displayedBackgroundColor: Color? {
        guard isSelected, selectionStyle != .none else { return backgroundColor }
        return tableView?.isFirstResponder == false ? Theme.inactiveSelectionBackground : Theme.selectionBackground
    }

    /// Draws the highlight (when selected) and the accessory.
    open override func draw(_ canvas: Canvas) {
        super.draw(canvas)
        switch accessoryType {
        case .none: break
        case .disclosureIndicator: canvas.draw("›", at: Point(x: bounds.width - 2, y: 0), style: Theme.secondaryText)
        case .checkmark: canvas.draw("✓", at: Point(x: bounds.width - 2, y: 0), style: Style(foreground: .green))
        }
    }

    /// Sets the row's index path on the event (when not already set) and passes it on.
    open override func routeEvent(_ routed: RoutedEvent) {
        var routed = routed
        if routed.indexPath == nil, let tableView, let indexPath = tableView.indexPath(for: self) {
            routed.indexPath = indexPath
        }
        super.routeEvent(routed)
    }
}
