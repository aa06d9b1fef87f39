import Domain
import SceneViews

/// User detail: every field of the user, titled with the user's name.
final class UserDetailViewController: FieldListViewController {
    init(user: User, isSignedInUser: Bool, strings: Localizer) {
        super.init(title: user.name, fields: strings.detailFields(of: user, isSignedInUser: isSignedInUser).map { ($0.label, $0.value) })
    }
}
