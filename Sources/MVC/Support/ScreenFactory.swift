import Domain
import TerminalUI

/// Builds every screen of the MVC profile demo from the demo's services, strings and its one
/// ``BlogModel`` and one ``UserModel``. The entry point makes one per demo and asks it for the first screen; that
/// screen hands it on to the modules that push screens (the header, the tables), so none of
/// them knows how another screen is built or what it needs.
@MainActor
final class ScreenFactory {
    private let services: Services
    private let strings: Localizer
    private let blogModel: BlogModel
    /// The users' one source of truth, shared by the profile header and the user lists.
    let userModel: UserModel

    /// A factory over `services`, sharing `blogModel` with the screens that show blogs and
    /// `userModel` with those that show users.
    init(services: Services, strings: Localizer, blogModel: BlogModel, userModel: UserModel) {
        self.services = services
        self.strings = strings
        self.blogModel = blogModel
        self.userModel = userModel
    }

    /// The profile of `userID`: the own profile (with drafts) for the signed-in account.
    func profile(of userID: User.ID) -> ViewController {
        guard userID != services.currentUserID else {
            return MyProfileViewController(services: services, strings: strings, blogModel: blogModel, screens: self)
        }
        return ProfileViewController(userID: userID, services: services, strings: strings, blogModel: blogModel, screens: self)
    }

    /// The detail page of a blog, showing the ``BlogModel``'s current value.
    func blogDetail(blogID: Blog.ID) -> ViewController {
        BlogDetailViewController(blogID: blogID, model: blogModel, strings: strings)
    }

    /// Every field of `user`.
    func userDetail(_ user: User) -> ViewController {
        UserDetailViewController(user: user, isSignedInUser: user.id == services.currentUserID, strings: strings)
    }

    /// A draft's title, edit time and summary.
    func draftDetail(_ draft: Draft) -> ViewController {
        DraftDetailViewController(draft: draft, strings: strings, dates: services.dates)
    }

    /// Friends (scene A) or Suggested users (scene B).
    func userList(_ scene: UserListScene) -> ViewController {
        UserListViewController(scene: scene, model: userModel, strings: strings)
    }
}
