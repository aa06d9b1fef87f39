import Domain
import SceneViews
import TerminalUI

/// Someone else's profile. It holds no profile state and calls no service: it assembles
/// self-managed modules in a ``ProfileView`` —
///
/// - a ``UserInfoViewController`` child (the header, which loads its own user), and
/// - a ``BlogTableController`` (the blog list's data source and delegate, which loads,
///   pages, likes and shares by itself),
///
/// and sets its title from the header's user. ``MyProfileViewController`` adds the drafts.
class ProfileViewController: ViewController, UserInfoViewControllerDelegate {
    /// The header module.
    let userInfoViewController: UserInfoViewController
    /// The blog list's table.
    let blogTableView = TableView()
    /// The screen's layout: header, optional tabs, list.
    private(set) lazy var profileView = ProfileView(headerView: userInfoViewController.view, contentView: blogTableView)

    let strings: Localizer
    let screens: ScreenFactory
    private let blogTableController: BlogTableController

    /// The profile of `userID`; the next screens come from `screens`, blogs from `blogModel`.
    init(userID: User.ID, services: Services, strings: Localizer, blogModel: BlogModel, screens: ScreenFactory) {
        self.strings = strings
        self.screens = screens
        userInfoViewController = UserInfoViewController(userID: userID, model: screens.userModel, strings: strings, screens: screens)
        blogTableController = BlogTableController(userID: userID, model: blogModel, strings: strings, screens: screens)
        super.init()
    }

    override func loadView() {
        addChild(userInfoViewController)
        view = profileView
        userInfoViewController.didMove(toParent: self)  // mvx-mutate:equivalent-line VoidMethodCall: ViewController.didMove(toParent:) is empty and UserInfoViewController does not override it
    }

    override func viewDidLoad() {
        super.viewDidLoad()  // mvx-mutate:equivalent-line VoidMethodCall: ViewController.viewDidLoad() is empty
        title = ""
        userInfoViewController.delegate = self
        blogTableController.attach(to: blogTableView, in: self)
        reloadsHeaderOnRefresh(blogTableView)
        blogTableController.loadFirstPage()
    }

    override var preferredFocusedView: View? { blogTableView }

    /// A refresh of `tableView` also brings back a header whose first load failed.
    func reloadsHeaderOnRefresh(_ tableView: TableView) {
        tableView.refreshControl?.addAction { [weak self] in self?.userInfoViewController.reloadIfFailed() }
    }

    // MARK: UserInfoViewControllerDelegate

    /// Someone else's profile is titled with their name.
    func userInfoViewController(_ controller: UserInfoViewController, didLoad user: User) {
        title = user.name
    }
}
