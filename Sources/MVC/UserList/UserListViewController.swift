import Domain
import PatternKit
import SceneViews
import TerminalUI

/// Friends (scene A) or Suggested users (scene B), as its ``UserListScene`` says. It assembles a
/// ``UserTableController`` and decides what a row's ``PatternKit/FollowEvent`` means here: in a scene that
/// asks before unfollowing, unfollowing asks `Unfollow NAME?` first.
final class UserListViewController: ViewController {
    private let scene: UserListScene
    private let strings: Localizer
    private let tableView = TableView()
    private let tableController: UserTableController

    /// The users of `scene`, kept and followed through `model`.
    init(scene: UserListScene, model: UserModel, strings: Localizer) {
        self.scene = scene
        self.strings = strings
        tableController = UserTableController(scene: scene, model: model, strings: strings)
        super.init()
        title = strings(scene.title)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()  // mvx-mutate:equivalent-line VoidMethodCall: ViewController.viewDidLoad() is empty
        tableController.attach(to: tableView, in: self)
        tableController.load(showingHUD: true)
    }

    /// A row's follow button: toggle at once, or ask before unfollowing when the scene says so.
    override func routeEvent(_ routed: RoutedEvent) {
        guard let userID = (routed.event as? FollowEvent)?.userID,
              let user = tableController.user(withID: userID) else {
            return super.routeEvent(routed)
        }
        guard user.isFollowing, scene.asksBeforeUnfollow else {
            return tableController.setFollowing(!user.isFollowing, userID: userID)
        }
        presentConfirmation(.standard(strings(.unfollowConfirmation(user.name)), strings: strings)) { [weak self] in
            self?.tableController.setFollowing(false, userID: userID)
        }
    }
}
