import TerminalUI

/// The profile screen's layout: the user-info header on top, the `Blogs | Drafts`
/// tabs below it on the own profile, a rule, and the list filling the rest.
///
/// The header and the list are slots, so a pattern can put its own module's views
/// there (MVC's user-info child view controller, for instance).
@MainActor
public final class ProfileView: View {
    /// The user-info header (three rows).
    public var headerView: View {
        didSet { oldValue.removeFromSuperview(); addSubview(headerView); setNeedsLayout() }
    }

    /// The tabs of the own profile; `nil` on someone else's.
    public var segmentedControl: SegmentedControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let segmentedControl { insertSubview(segmentedControl, belowSubview: contentView) }
            setNeedsLayout()
        }
    }

    /// The list under the header (the blog or draft table).
    public var contentView: View {
        didSet { oldValue.removeFromSuperview(); addSubview(contentView); setNeedsLayout() }
    }

    public init(headerView: View, contentView: View) {
        self.headerView = headerView
        self.contentView = contentView
        super.init(frame: .zero)
        addSubview(headerView)
        addSubview(contentView)
    }

    public override func layoutSubviews() {
        var y = 0
        headerView.frame = Rect(x: 0, y: y, width: bounds.width, height: UserInfoHeaderView.height)
        y += UserInfoHeaderView.height
        if let segmentedControl {
            let width = segmentedControl.sizeThatFits(bounds.size).width
            segmentedControl.frame = Rect(x: 1, y: y, width: width, height: 1)
            y += 1
        }
        ruleRow = y
        y += 1
        contentView.frame = Rect(x: 0, y: y, width: bounds.width, height: max(0, bounds.height - y))
    }

    private var ruleRow = UserInfoHeaderView.height

    public override func draw(_ canvas: Canvas) {
        let rule = String(repeating: "─", count: max(0, bounds.width))
        canvas.draw(rule, at: Point(x: 0, y: ruleRow), style: Theme.secondaryText)
    }
}
