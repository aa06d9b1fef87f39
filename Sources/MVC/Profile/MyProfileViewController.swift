import Domain
import PatternKit
import SceneViews
import TerminalUI

/// The signed-in account's own profile: everything ``ProfileViewController`` assembles, plus
/// the `Discover` entry, the `Blogs | Drafts` tabs and the drafts module
/// (a ``DraftTableController``). Titled `Me`.
final class MyProfileViewController: ProfileViewController {
    private enum Tab: Int { case blogs, drafts }

    private let draftTableView = TableView()
    private let draftTableController: DraftTableController
    private var selectedTab = Tab.blogs

    /// The profile of `services.currentUserID`.
    init(services: Services, strings: Localizer, blogModel: BlogModel, screens: ScreenFactory) {
        draftTableController = DraftTableController(
            service: services.drafts, strings: strings, dates: services.dates, screens: screens)
        super.init(userID: services.currentUserID, services: services, strings: strings, blogModel: blogModel, screens: screens)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // `d` / Delete on the Drafts tab deletes the selected draft (after asking).
        keyCommands = [.delete(isEnabled: { [weak self] in
            self?.selectedTab == .drafts && self?.draftTableView.indexPathForSelectedRow?.section == 0
        }) { [weak self] in self?.draftTableController.deleteSelectedDraft() }]
        title = strings(.me)
        userInfoViewController.showDiscover(title: strings(.discover)) { [weak self] in
            guard let self else { return }
            self.navigationController?.pushViewController(self.screens.userList(.suggestedUsers))
        }
        let tabs = SegmentedControl(items: [strings(.blogs), strings(.drafts)])
        tabs.addAction { [weak self, weak tabs] in
            guard let self, let tabs else { return }
            self.select(Tab(rawValue: tabs.selectedSegmentIndex) ?? .blogs)
        }
        profileView.segmentedControl = tabs
        draftTableController.attach(to: draftTableView, in: self)
        reloadsHeaderOnRefresh(draftTableView)
    }

    override var preferredFocusedView: View? { selectedTab == .blogs ? blogTableView : draftTableView }

    /// The own profile keeps its `Me` title.
    override func userInfoViewController(_ controller: UserInfoViewController, didLoad user: User) {}

    private func select(_ tab: Tab) {
        guard tab != selectedTab else { return }
        selectedTab = tab
        profileView.contentView = tab == .blogs ? blogTableView : draftTableView
        if tab == .drafts { draftTableController.loadIfNeeded() }
    }
}
