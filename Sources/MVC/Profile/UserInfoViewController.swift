import Domain
import SceneViews
import TerminalUI

/// Told when the header module has loaded its user.
@MainActor
protocol UserInfoViewControllerDelegate: AnyObject {
    /// `user` was loaded (first time, or again after coming back to the screen).
    func userInfoViewController(_ controller: UserInfoViewController, didLoad user: User)
}

/// The profile's "user info" module: a child view controller whose view is the
/// ``UserInfoHeaderView``. It loads its own user (without a HUD), loads it again each time
/// the screen reappears (so `Friends N` follows a follow made on the friends list), and
/// opens User detail and Friends itself.
final class UserInfoViewController: ViewController {
    /// Told about each loaded user (the profile uses it for its title).
    weak var delegate: (any UserInfoViewControllerDelegate)?
    /// The user shown, once loaded.
    private(set) var user: User?

    private let userID: User.ID
    private let users: any UserService
    private let strings: Localizer
    private let screens: ScreenFactory
    private let headerView = UserInfoHeaderView()

    /// A header for the user `userID`.
    init(userID: User.ID, users: any UserService, strings: Localizer, screens: ScreenFactory) {
        self.userID = userID
        self.users = users
        self.strings = strings
        self.screens = screens
        super.init()
    }

    override func loadView() { view = headerView }

    override func viewDidLoad() {
        super.viewDidLoad()
        headerView.postsText = strings(.posts(0))
        headerView.friendsText = strings(.friends(0))
        headerView.avatarView.addAction { [weak self] in self?.showUserDetail() }
        headerView.friendsButton.addAction { [weak self] in self?.showFriends() }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadUser()
    }

    /// Shows the `Discover` button (own profile only); activating it runs `action`.
    func showDiscover(title: String, action: @escaping @MainActor () -> Void) {
        loadViewIfNeeded()
        headerView.discoverTitle = title
        headerView.discoverButton.removeAllActions()
        headerView.discoverButton.addAction(action)
    }

    /// Loads the user again if it never arrived (the first load failed); `r` on the screen
    /// calls it, so a failed header recovers whatever has focus.
    func reloadIfFailed() {
        if user == nil { loadUser() }
    }

    private func loadUser() {
        let users = users, userID = userID
        spawn { [weak self] in
            // On failure the header keeps what it showed; the lists say what went wrong.
            if case .success(let user) = await Result(catching: { try await users.user(id: userID) }) {
                self?.show(user)
            }
        }
    }

    private func show(_ user: User) {
        self.user = user
        headerView.initials = user.initials
        headerView.name = user.name
        headerView.postsText = strings(.posts(user.postCount))
        headerView.friendsText = strings(.friends(user.friendCount))
        headerView.summaryText = strings.blogSummary(user.summary)
        delegate?.userInfoViewController(self, didLoad: user)
    }

    private func showUserDetail() {
        guard let user else { return }
        navigationController?.pushViewController(screens.userDetail(user))
    }

    private func showFriends() {
        navigationController?.pushViewController(screens.userList(.friends(of: userID)))
    }
}
