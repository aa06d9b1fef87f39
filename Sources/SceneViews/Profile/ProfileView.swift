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
        didSet {
            let hadFocus = window?.firstResponder.map { ($0 as? View)?.isDescendant(of: oldValue) ?? false } ?? false
            oldValue.removeFromSuperview()
            addSubview(contentView)
            setNeedsLayout()
            // A tab switched from the list (below) keeps the focus in the list: the new one.
            if hadFocus || focusesNextContent { contentView.becomeFirstResponder() }
            focusesNextContent = false
        }
    }

    /// Set while a tab switched from the list waits for its pattern to show the other list (an
    /// MVVM view re-renders a turn later).
    private var focusesNextContent = false

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

    // MARK: Tabs from the list

    /// On the own profile, the keys the list does not use switch tabs: ← and Shift-Tab go to the
    /// previous tab, → and Tab to the next (Tab and Shift-Tab go round). So from a blog row, Tab
    /// goes through `Likes`, `Shares`, then on to `Drafts`; from a draft row (no buttons), ← or Tab
    /// go back to `Blogs`. The switch is the tabs' own (their actions run, as if chosen there),
    /// and the focus stays in the list, now the other one.
    public override func handleKey(_ key: Key) -> Bool {
        focusesNextContent = false
        guard let tabs = segmentedControl, tabs.isEnabled, tabs.items.count > 1, listHasFocus else {
            return super.handleKey(key)
        }
        let index = tabs.selectedSegmentIndex, count = tabs.items.count
        let target: Int? = switch key {
        case .left: index > 0 ? index - 1 : nil
        case .right: index < count - 1 ? index + 1 : nil
        case .backTab: (index + count - 1) % count
        case .tab: (index + 1) % count
        default: nil
        }
        guard let target else { return super.handleKey(key) }
        focusesNextContent = true
        tabs.selectedSegmentIndex = target
        tabs.sendActions()
        return true
    }

    /// `← Blogs` / `→ Drafts` while a row without buttons has the focus (on a row with buttons,
    /// ← and → are the buttons').
    public override var keyHints: [KeyHint] {
        guard let tabs = segmentedControl, tabs.isEnabled, listHasFocus,
              !((window?.firstResponder as? TableView)?.selectedRowHasControls ?? false) else { return [] }
        let index = tabs.selectedSegmentIndex
        var hints: [KeyHint] = []
        if index > 0 { hints.append(KeyHint("←", .text(tabs.items[index - 1]))) }
        if index < tabs.items.count - 1 { hints.append(KeyHint("→", .text(tabs.items[index + 1]))) }
        return hints
    }

    private var listHasFocus: Bool {
        guard let focused = window?.firstResponder as? View else { return false }
        return focused.isDescendant(of: contentView)
    }

    public override func draw(_ canvas: Canvas) {
        canvas.fill(Rect(x: 0, y: ruleRow, width: bounds.width, height: 1), with: "─", style: Theme.secondaryText)
    }
}
