import Domain
import SceneViews
import TerminalUI

/// Told when the header module has loaded its user.
@MainActor
protocol UserInfoViewControllerDelegate: AnyObject {
    /// `user` was loaded, or changed in the ``UserModel`` (a follow changes the own count).
    func userInfoViewController(_ controller: UserInfoViewController, didLoad user: User)
}

/// The profile's "user info" module: a child view controller whose view is the
/// ``UserInfoHeaderView``. It loads its own user into the ``UserModel`` (without a HUD) and
/// shows whatever the model says of that user from then on — so `Friends N` follows a follow
/// made on the friends list at once, with no request on return — and opens User detail and
/// Friends itself.
final class UserInfoViewController: ViewController {
    /// Told about each loaded user (the profile uses it for its title).
    weak var delegate: (any UserInfoViewControllerDelegate)?
    /// The user shown, once loaded.
    private(set) var user: User?

    private let userID: User.ID
    private let model: UserModel
    private let strings: Localizer
    private let screens: ScreenFactory
    private let headerView = UserInfoHeaderView()

    /// A header for the user `userID`.
    init(userID: User.ID, model: UserModel, strings: Localizer, screens: ScreenFactory) {
        self.userID = userID
        self.model = model
        self.strings = strings
        self.screens = screens
        super.init()
    }

    override func loadView() { view = headerView }

    override func viewDidLoad() {
        super.viewDidLoad()  // mvx-mutate:equivalent-line VoidMethodCall: ViewController.viewDidLoad() is empty
        headerView.postsText = strings(.posts(0))
        headerView.friendsText = strings(.friends(0))
        headerView.avatarView.addAction { [weak self] in self?.showUserDetail() }
        headerView.friendsButton.addAction { [weak self] in self?.showFriends() }
        model.addObserver(self) { controller, user in
            if user.id == controller.userID { controller.show(user) }
        }
        loadUser()
    }

    /// Shows the `Discover` button (own profile only); activating it runs `action`.
    func showDiscover(title: String, action: @escaping @MainActor () -> Void) {
        loadViewIfNeeded()  // mvx-mutate:equivalent-line VoidMethodCall: headerView exists from init and viewDidLoad never touches the Discover button, so loading first changes nothing
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
        let model = model, userID = userID
        headerView.failureMessage = ""
        spawn { [weak self] in
            // The model tells the header of a user (above); a failure is this module's to show.
            if case .failure(let error) = await Result(catching: { try await model.loadUser(userID) }) {
                self?.showFailure(error)
            }
        }
    }

    /// The user never loaded: the header says why, and that `r` retries.
    private func showFailure(_ error: AppError) {
        guard user == nil else { return }
        headerView.failureMessage = strings.message(for: error)
        headerView.failureHint = strings(.retryHint)
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
