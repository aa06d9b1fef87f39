import Domain
import PatternKit
import SceneViews
import TerminalUI
import VIPERLogic

/// The profile page as a passive VIPER view: the shared header and profile layout over two
/// ``RowsTable``s (blogs, drafts). It shows the display data its presenter gives it and
/// forwards every event to it; it decides nothing.
final class ProfileViewController: ViewController {
    private let eventHandler: any ProfileModuleInterface
    private let headerView = UserInfoHeaderView()
    private let blogs: RowsTable<BlogRowDisplayData>
    private let drafts: RowsTable<DraftRowDisplayData>
    private lazy var profileView = ProfileView(headerView: headerView, contentView: blogs.tableView)
    private var shownList = ProfileList.blogs

    /// Creates the page; it holds `eventHandler` (the presenter) for as long as it lives.
    init(eventHandler: any ProfileModuleInterface) {
        self.eventHandler = eventHandler
        blogs = RowsTable(of: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier, height: BlogCell.height, isPaged: true) {
            [weak eventHandler] cell, row in
            cell.title = row.title
            cell.summary = row.summary
            cell.setLike(title: row.likeTitle, isLiked: row.isLiked)
            cell.shareTitle = row.shareTitle
            cell.likeButton.addAction { eventHandler?.toggleLike(blogID: row.id) }
            cell.shareButton.addAction { eventHandler?.share(blogID: row.id) }
        }
        drafts = RowsTable(of: DraftCell.self, reuseIdentifier: DraftCell.reuseIdentifier, height: DraftCell.height, isPaged: true) {
            cell, row in
            cell.title = row.title
            cell.summary = row.summary
            cell.editedText = row.editedText
        }
        super.init()
        track(eventHandler.pendingWork)
        forward(blogs, as: .blogs)
        forward(drafts, as: .drafts)
    }

    /// Sends what the user does on `table` to the presenter, as events of `list`.
    private func forward<Row>(_ table: RowsTable<Row>, as list: ProfileList) {
        table.didPullToRefresh = { [weak eventHandler] in eventHandler?.refresh(list) }
        table.didSelectRow = { [weak eventHandler] in eventHandler?.selectRow($0, in: list) }
        table.didSelectRetryRow = { [weak eventHandler] in eventHandler?.selectRetryRow(in: list) }
        table.didReachEnd = { [weak eventHandler] in eventHandler?.reachedEnd(of: list) }
    }

    override func loadView() { view = profileView }

    override var preferredFocusedView: View? { table(for: shownList).tableView }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
        super.viewDidLoad()
        // `d` / Delete on the Drafts tab asks to delete the selected draft.
        keyCommands = [.delete(isEnabled: { [weak self] in self?.selectedDraftRow != nil }) { [weak self] in
            if let self, let row = self.selectedDraftRow { self.eventHandler.deleteDraft(at: row) }
        }]
        headerView.avatarView.addAction { [weak eventHandler] in eventHandler?.tapAvatar() }
        headerView.friendsButton.addAction { [weak eventHandler] in eventHandler?.tapFriends() }
        eventHandler.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewWillAppear is empty (TerminalUI), so skipping it changes nothing
        super.viewWillAppear(animated)
        eventHandler.viewWillAppear()
        // mvx-mutate:equivalent-next-line VoidMethodCall: every change to the blogs' rows (show, append, update) already reloads them; this redraws the same rows
        blogs.tableView.reloadData()
    }

    /// The row of the draft selected on the Drafts tab.
    private var selectedDraftRow: Int? {
        guard shownList == .drafts, let indexPath = drafts.tableView.indexPathForSelectedRow, indexPath.section == 0,
              drafts.rows.indices.contains(indexPath.row) else { return nil }
        return indexPath.row
    }

    /// The table of `list`.
    private func table(for list: ProfileList) -> any ListTable { list == .blogs ? blogs : drafts }
}

extension ProfileViewController: ProfileViewInterface {
    func setTitle(_ title: String) { self.title = title }

    func showHeaderPlaceholder(postsText: String, friendsText: String) {
        headerView.postsText = postsText
        headerView.friendsText = friendsText
    }

    func showHeader(_ header: ProfileHeaderDisplayData) {
        headerView.initials = header.initials
        headerView.name = header.name
        headerView.postsText = header.postsText
        headerView.friendsText = header.friendsText
        headerView.summaryText = header.summaryText
    }

    func showHeaderFailure(message: String, hint: String) {
        headerView.failureMessage = message
        headerView.failureHint = hint
    }

    func hideHeaderFailure() { headerView.failureMessage = "" }

    func showOwnProfileControls(discoverTitle: String, tabTitles: [String]) {
        headerView.discoverTitle = discoverTitle
        headerView.discoverButton.addAction { [weak eventHandler] in eventHandler?.tapDiscover() }
        let tabs = SegmentedControl(items: tabTitles)
        tabs.addAction { [weak eventHandler, weak tabs] in
            guard let tabs else { return }
            eventHandler?.selectTab(tabs.selectedSegmentIndex)
        }
        profileView.segmentedControl = tabs
    }

    func showList(_ list: ProfileList) {
        shownList = list
        profileView.contentView = table(for: list).tableView
    }

    func showLoading(_ text: String, in list: ProfileList) { table(for: list).showLoading(text) }

    func hideLoading(in list: ProfileList) { table(for: list).hideLoading() }

    func setBlockingLoading(_ loading: Bool, text: String) {
        if loading { HUD.show(in: view, text: text) } else { HUD.hide(for: view) }
    }

    func showRows(_ rows: ProfileRows, footer: String, retryText: String?, selectFirst: Bool) {
        switch rows {
        case .blogs(let rows): blogs.show(rows, footer: footer, retryText: retryText, selectFirst: selectFirst)
        case .drafts(let rows): drafts.show(rows, footer: footer, retryText: retryText, selectFirst: selectFirst)
        }
    }

    func appendRows(_ rows: ProfileRows, footer: String, retryText: String?) {
        switch rows {
        case .blogs(let rows): blogs.append(rows, footer: footer, retryText: retryText)
        case .drafts(let rows): drafts.append(rows, footer: footer, retryText: retryText)
        }
    }

    func setRetryRow(_ retryText: String?, footer: String, in list: ProfileList) {
        table(for: list).setRetryRow(retryText, footer: footer)
    }

    func updateBlog(_ row: BlogRowDisplayData, at index: Int) { blogs.update(row, at: index) }

    func removeDraft(at index: Int) { drafts.remove(at: index) }

    func showError(_ error: ListError, in list: ProfileList) {
        table(for: list).showError(error)
    }

    func hideError(in list: ProfileList) { table(for: list).hideError() }

    func showEmpty(_ message: String, in list: ProfileList) { table(for: list).showEmpty(message) }

    func setFooter(_ text: String, in list: ProfileList) { table(for: list).setFooter(text) }

}
