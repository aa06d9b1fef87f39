import Domain
import MVVMViewModels
import PatternKit
import TerminalUI

/// The MVVM pattern's entry point for the catalog: view controllers bound to observable
/// view models (`MVVMViewModels`, which knows nothing of the toolkit).
public enum MVVMModule: PatternModule {
    public static let pattern = PatternID.mvvm

    public static let demos: Set<DemoID> = [.profile, .me]

    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController? {
        let userID: User.ID
        switch demo {
        case .profile: userID = context.profileUserID
        case .me: userID = context.services.currentUserID
        case .counter, .login, .todo, .voice: return nil
        }
        return ProfileViewController(viewModel: ProfileViewModel(userID: userID, services: context.services, strings: context.strings))
    }
}
