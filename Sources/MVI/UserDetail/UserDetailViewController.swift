import Domain
import SceneViews
import TerminalUI

/// User detail: every field of the user, titled with the user's name (a value; no store needed).
final class UserDetailViewController: ViewController {
    private let user: User
    private let strings: Localizer
    private let fieldList = FieldListView()

    init(user: User, strings: Localizer) {
        self.user = user
        self.strings = strings
        super.init()
        title = user.name
    }

    override func loadView() { view = fieldList }

    override func viewDidLoad() {
        super.viewDidLoad()
        fieldList.fields = [
            (strings(.idLabel), String(user.id)),
            (strings(.name), user.name),
            (strings(.summaryLabel), user.summary),
            (strings(.postsLabel), String(user.postCount)),
            (strings(.friendsTitle), String(user.friendCount)),
            (strings(.isFollowingLabel), user.isFollowing ? strings(.yes) : strings(.no)),
        ]
    }
}
