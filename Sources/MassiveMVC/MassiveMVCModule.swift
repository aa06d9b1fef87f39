import Domain
import PatternKit
import TerminalUI

/// The Massive-View-Controller baseline's entry point for the catalog.
public enum MassiveMVCModule: PatternModule {
    public static let pattern = PatternID.massiveMVC

    public static let demos: Set<DemoID> = [.profile, .me]

    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController? {
        switch demo {
        case .profile:
            ProfileViewController(services: context.services, strings: context.strings, userID: context.profileUserID)
        case .me:
            ProfileViewController(services: context.services, strings: context.strings, userID: context.services.currentUserID)
        case .counter, .login, .todo, .voice:
            nil
        }
    }
}
