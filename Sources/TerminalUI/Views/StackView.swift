/// Lays out its arranged subviews in a row or a column, shaped like `UIStackView` (without Auto Layout:
/// each view gets its ``View/sizeThatFits(_:)`` along the axis).
@MainActor
open class StackView: View {
    /// The direction views are stacked in.
    public enum Axis: Sendable { case horizontal, vertical }
    /// Placement across the axis.
    public enum Alignment: Sendable {
        /// Stretch to the stack's full width (vertical) or height (horizontal).
        case fill
        /// Left (vertical stacks) or top (horizontal stacks).
        case leading
        /// Centred.
        case center
        /// Right or bottom.
        case trailing
    }
    /// Sizes along the axis.
    public enum Distribution: Sendable {
        /// Each view at its natural size.
        case natural
        /// Every view the same size, filling the stack.
        case fillEqually
        /// Natural sizes, the last view taking the remaining space.
        case fillLast
    }

    /// Creates a stack of `arrangedSubviews`.
    public init(arrangedSubviews: [View] = [], axis: Axis = .vertical, spacing: Int = 0, frame: Rect = .zero) {
        self.axis = axis
        self.spacing = spacing
        super.init(frame: frame)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// The views laid out, in order.
    public private(set) var arrangedSubviews: [View] = []
    /// Row or column.
    open var axis: Axis { didSet { setNeedsLayout() } }
    /// Cells between neighbouring views.
    open var spacing: Int { didSet { setNeedsLayout() } }
    /// Placement across the axis (default `.fill`).
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// Sizes along the axis (default `.natural`).
    open var distribution: Distribution = .natural { didSet { setNeedsLayout() } }
    /// Space kept around the views.
    open var layoutMargins: EdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// Appends `view`.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging `view` (it stays a subview, as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    private var visibleArranged: [View] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    /// Places the arranged views.
    open override func layoutSubviews() {
        let area = bounds.inset(by: layoutMargins)
        let views = visibleArranged
        guard !views.isEmpty else { return }
        let vertical = axis == .vertical
        let length = vertical ? area.height : area.width
        let cross = vertical ? area.width : area.height
        let gaps = spacing * (views.count - 1)
        var sizes: [Size] = views.map { $0.sizeThatFits(vertical ? Size(width: cross, height: length) : Size(width: length, height: cross)) }
        switch distribution {
        case .natural:
            break
        case .fillEqually:
            let each = max(0, (length - gaps) / views.count)
            sizes = sizes.map { vertical ? Size(width: $0.width, height: each) : Size(width: each, height: $0.height) }
        case .fillLast:
            let used = sizes.dropLast().reduce(0) { $0 + (vertical ? $1.height : $1.width) } + gaps
            let rest = max(0, length - used)
            let last = sizes.count - 1
            sizes[last] = vertical ? Size(width: sizes[last].width, height: rest) : Size(width: rest, height: sizes[last].height)
        }
        var position = vertical ? area.minY : area.minX
        let end = vertical ? area.maxY : area.maxX
        for (view, size) in zip(views, sizes) {
            let along = max(0, min(vertical ? size.height : size.width, end - position))
            let natural = min(vertical ? size.width : size.height, cross)
            let crossSize = alignment == .fill ? cross : natural
            let offset: Int
            switch alignment {
            case .fill, .leading: offset = 0
            case .center: offset = (cross - crossSize) / 2
            case .trailing: offset = cross - crossSize
            }
            if vertical {
                view.frame = Rect(x: area.minX + offset, y: position, width: crossSize, height: along)
            } else {
                view.frame = Rect(x: position, y: area.minY + offset, width: along, height: crossSize)
            }
            position += along + spacing
        }
    }

    /// The sum of the views' natural sizes along the axis (plus spacing and margins), the largest across.
    open override func sizeThatFits(_ size: Size) -> Size {
        let views = visibleArranged
        let vertical = axis == .vertical
        let inner = Size(width: max(0, size.width - layoutMargins.left - layoutMargins.right),
                         height: max(0, size.height - layoutMargins.top - layoutMargins.bottom))
        var along = 0, across = 0
        for view in views {
            let s = view.sizeThatFits(inner)
            along += vertical ? s.height : s.width
            across = max(across, vertical ? s.width : s.height)
        }
        along += spacing * max(0, views.count - 1)
        let w = (vertical ? across : along) + layoutMargins.left + layoutMargins.right
        let h = (vertical ? along : across) + layoutMargins.top + layoutMargins.bottom
        return Size(width: min(w, size.width), height: min(h, size.height))
    }
}
