import Domain
import SceneViews
import TerminalUI

/// Scene B, `Suggested users`: users to follow. The same ``UserTableController`` as Friends,
/// but here a row's `follow` event toggles without asking.
final class SuggestedUsersViewController: ViewController {
    private let tableView = TableView()
    private let tableController: UserTableController

    /// Suggestions for the signed-in account.
    init(users: any UserService, strings: Localizer) {
        tableController = UserTableController(users: users, strings: strings) { () async throws(AppError) -> [User] in
            try await users.suggestions()
        }
        super.init()
        title = strings(.suggestedUsers)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableController.attach(to: tableView, in: self)
        tableController.load(showingHUD: true)
    }

    /// A row's follow button: toggle, no question.
    override func routeEvent(_ name: String, userInfo: [String: any Sendable] = [:]) {
        guard name == "follow", let userID = userInfo["userID"] as? User.ID,
              let user = tableController.user(withID: userID) else {
            return super.routeEvent(name, userInfo: userInfo)
        }
        tableController.setFollowing(!user.isFollowing, userID: userID)
    }
}
