import MVPPresenters
import PatternKit
import SceneViews
import TerminalUI

/// The profile page as a passive ``MVPPresenters/ProfileViewInterface``: it lays out the
/// shared views, forwards every event to ``MVPPresenters/ProfilePresenter``, and pushes the
/// screen the presenter asks for. It decides nothing.
final class ProfileViewController: ViewController, ProfileViewInterface {
    private let presenter: ProfilePresenter
    private let headerView = UserInfoHeaderView()
    private lazy var blogTable = BlogTableController(presenter: presenter.blogList, host: self)
    /// The drafts table, on the own profile only (made in `viewDidLoad`, before the first load).
    private var draftTable: DraftTableController?
    private lazy var profileView = ProfileView(headerView: headerView, contentView: blogTable.tableView)

    init(presenter: ProfilePresenter) {
        self.presenter = presenter
        super.init()
    }

    // MARK: Lifecycle

    override func loadView() { view = profileView }

    override var preferredFocusedView: View? { profileView.contentView }

    override func viewDidLoad() {
        super.viewDidLoad()
        // `d` / Delete on the Drafts tab asks to delete the selected draft.
        keyCommands = [.delete(isEnabled: { [weak self] in
            self?.presenter.selectedTab == .drafts && self?.draftTable?.selectedItemRow != nil
        }) { [weak self] in _ = self?.presenter.didPressDelete(atRow: self?.draftTable?.selectedItemRow) }]
        track(presenter.pendingWork)
        presenter.view = self
        headerView.avatarView.addAction { [weak self] in self?.presenter.didTapAvatar() }
        headerView.friendsButton.addAction { [weak self] in self?.presenter.didTapFriends() }
        draftTable = presenter.draftList.map { DraftTableController(presenter: $0, host: self) }
        for table in [blogTable.tableView, draftTable?.tableView].compactMap({ $0 }) {
            table.refreshControl?.addAction { [weak self] in self?.presenter.didPullToRefresh() }
        }
        presenter.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    // MARK: ProfileViewInterface

    func setTitle(_ title: String) { self.title = title }

    func setHeader(_ header: ProfileHeaderViewData) {
        headerView.initials = header.initials
        headerView.name = header.name
        headerView.postsText = header.postsText
        headerView.friendsText = header.friendsText
        headerView.summaryText = header.summaryText
        headerView.failureMessage = header.failureMessage
        headerView.failureHint = header.failureHint
    }

    func showOwnProfileControls(discoverTitle: String, tabTitles: [String]) {
        headerView.discoverTitle = discoverTitle
        headerView.discoverButton.addAction { [weak self] in self?.presenter.didTapDiscover() }
        let tabs = SegmentedControl(items: tabTitles)
        tabs.addAction { [weak self, weak tabs] in
            guard let self, let tabs else { return }
            self.presenter.didSelectTab(at: tabs.selectedSegmentIndex)
        }
        profileView.segmentedControl = tabs
    }

    func showTab(_ tab: ProfileTab) {
        switch tab {
        case .blogs: profileView.contentView = blogTable.tableView
        case .drafts: if let draftTable { profileView.contentView = draftTable.tableView }
        }
    }

    func showUserDetail(_ presenter: UserDetailPresenter) {
        navigationController?.pushViewController(FieldListPageViewController(presenter: presenter))
    }

    func showUserList(_ presenter: UserListPresenter) {
        navigationController?.pushViewController(UserListViewController(presenter: presenter))
    }

    func showBlogDetail(_ presenter: BlogDetailPresenter) {
        navigationController?.pushViewController(BlogDetailViewController(presenter: presenter))
    }

    func showDraftDetail(_ presenter: DraftDetailPresenter) {
        navigationController?.pushViewController(FieldListPageViewController(presenter: presenter))
    }
}
