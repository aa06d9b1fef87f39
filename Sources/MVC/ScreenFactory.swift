import Domain
import TerminalUI

/// Makes the screens the profile demo navigates to. The module hands one to the profile,
/// and the profile hands it on to the modules that push screens (the header, the tables,
/// Friends), so none of them knows how another screen is built or what it needs.
@MainActor
protocol ScreenFactory: AnyObject {
    /// The detail page of a blog, showing the ``BlogStore``'s current value.
    func blogDetail(blogID: Blog.ID) -> ViewController
    /// Every field of `user`.
    func userDetail(_ user: User) -> ViewController
    /// A draft's title, edit time and summary.
    func draftDetail(_ draft: Draft) -> ViewController
    /// Scene A: the users `userID` follows (unfollow asks first).
    func friends(of userID: User.ID) -> ViewController
    /// Scene B: users to follow (unfollow does not ask).
    func suggestedUsers() -> ViewController
}

/// The app's ``ScreenFactory``: builds each screen from the demo's services, strings and blog store.
@MainActor
final class DemoScreenFactory: ScreenFactory {
    private let services: Services
    private let strings: Localizer
    private let blogStore: BlogStore

    /// A factory over `services`, sharing `blogStore` with the screens that show blogs.
    init(services: Services, strings: Localizer, blogStore: BlogStore) {
        self.services = services
        self.strings = strings
        self.blogStore = blogStore
    }

    func blogDetail(blogID: Blog.ID) -> ViewController {
        BlogDetailViewController(blogID: blogID, store: blogStore, strings: strings)
    }

    func userDetail(_ user: User) -> ViewController {
        UserDetailViewController(user: user, strings: strings)
    }

    func draftDetail(_ draft: Draft) -> ViewController {
        DraftDetailViewController(draft: draft, strings: strings, dates: services.dates)
    }

    func friends(of userID: User.ID) -> ViewController {
        FriendsViewController(userID: userID, users: services.users, strings: strings)
    }

    func suggestedUsers() -> ViewController {
        SuggestedUsersViewController(users: services.users, strings: strings)
    }
}
