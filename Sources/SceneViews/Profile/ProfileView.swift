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

    // MARK: Tabs from anywhere

    /// On the own profile, Tab and Shift-Tab switch `Blogs | Drafts` from anywhere on the screen,
    /// the list included, before a row's buttons see them (← and → stay with the buttons); the
    /// key-hint line says `Tab Blogs | Drafts`. The switch is the tabs' own (their actions run, as
    /// if chosen there); from the list, the focus stays in the list, now the other one.
    ///
    /// `r` with the focus outside the list (on the header's buttons, say) refreshes the list shown,
    /// as the list would.
    public override var keyCommands: [KeyCommand] {
        let refresh = KeyCommand(input: .character("r"), isEnabled: { [weak self] in self?.contentTableCanRefresh == true }) { [weak self] in
            (self?.contentView as? TableView)?.refreshFromUser()
        }
        guard let tabs = segmentedControl, tabs.isEnabled, tabs.items.count > 1 else { return [refresh] }
        let hint = KeyHint("Tab", .text(tabs.items.joined(separator: " | ")))
        return [KeyCommand(inputs: [.tab, .backTab], hint: hint, wantsPriorityOverSystemBehavior: true) { [weak self] key in
            self?.switchTab(forward: key == .tab)
        }, refresh]
    }

    private var contentTableCanRefresh: Bool {
        (contentView as? TableView)?.refreshControl?.isEnabled == true
    }

    /// On a row without buttons (a draft), ← and → go to the neighbouring tab too.
    public override func handleKey(_ key: Key) -> Bool {
        focusesNextContent = false
        guard let tabs = segmentedControl, tabs.isEnabled, tabs.items.count > 1, listHasFocus else {
            return super.handleKey(key)
        }
        let index = tabs.selectedSegmentIndex
        switch key {
        case .left where index > 0: switchTab(forward: false)
        case .right where index < tabs.items.count - 1: switchTab(forward: true)
        default: return super.handleKey(key)
        }
        return true
    }

    private func switchTab(forward: Bool) {
        guard let tabs = segmentedControl else { return }
        let count = tabs.items.count
        focusesNextContent = listHasFocus
        tabs.selectedSegmentIndex = (tabs.selectedSegmentIndex + (forward ? 1 : count - 1)) % count
        tabs.sendActions()
    }

    private var listHasFocus: Bool {
        guard let focused = window?.firstResponder as? View else { return false }
        return focused.isDescendant(of: contentView)
    }

    public override func draw(_ canvas: Canvas) {
        canvas.fill(Rect(x: 0, y: ruleRow, width: bounds.width, height: 1), with: "─", style: Theme.secondaryText)
    }
}
