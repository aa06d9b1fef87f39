import Domain
import SceneViews
import TerminalUI

/// User detail: every field of the user, titled with the user's name.
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
        fieldList.fields = strings.detailFields(of: user).map { ($0.label, $0.value) }
    }
}
