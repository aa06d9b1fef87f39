import Domain
import SceneViews
import TerminalUI

/// Scene A, `Friends`: the users someone follows. It assembles a ``UserTableController`` and
/// decides what a row's `follow` event means here: unfollowing asks `Unfollow NAME?` first.
final class FriendsViewController: ViewController {
    private let tableView = TableView()
    private let strings: Localizer
    private let tableController: UserTableController

    /// The friends of `userID`.
    init(userID: User.ID, users: any UserService, strings: Localizer) {
        self.strings = strings
        tableController = UserTableController(users: users, strings: strings) { () async throws(AppError) -> [User] in
            try await users.friends(of: userID)
        }
        super.init()
        title = strings(.friendsTitle)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableController.attach(to: tableView, in: self)
        tableController.load(showingHUD: true)
    }

    /// A row's follow button: follow at once, or ask before unfollowing.
    override func routeEvent(_ name: String, userInfo: [String: any Sendable] = [:]) {
        guard name == "follow", let userID = userInfo["userID"] as? User.ID,
              let user = tableController.user(withID: userID) else {
            return super.routeEvent(name, userInfo: userInfo)
        }
        guard user.isFollowing else { return tableController.setFollowing(true, userID: userID) }
        let alert = AlertController(title: strings(.confirm), message: strings(.unfollowConfirmation(user.name)))
        alert.addAction(AlertAction(title: strings(.cancel), style: .cancel))
        alert.addAction(AlertAction(title: strings(.ok)) { [weak self] _ in
            self?.tableController.setFollowing(false, userID: userID)
        })
        present(alert)
    }
}
