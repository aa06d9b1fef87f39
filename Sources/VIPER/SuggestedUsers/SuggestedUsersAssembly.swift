import Domain
import TerminalUI
import VIPERLogic

/// Scene B: the user list module over suggestions, which follows and unfollows without asking.
@MainActor
enum SuggestedUsersAssembly {
    static func makeModule(services: Services, strings: Localizer) -> ViewController {
        FriendsAssembly.makeModule(kind: .suggestions, services: services, strings: strings)
    }
}
