import Domain
import PatternKit
import TerminalUI

/// VIPER's entry point for the catalog: each demo's first screen comes from an assembly.
public enum VIPERModule: PatternModule {
    public static let pattern = PatternID.viper

    public static let demos: Set<DemoID> = [.profile, .me]

    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController? {
        switch demo {
        case .profile:
            ProfileAssembly.makeModule(services: context.services, strings: context.strings, userID: context.profileUserID)
        case .me:
            ProfileAssembly.makeModule(services: context.services, strings: context.strings, userID: context.services.currentUserID)
        case .counter, .login, .todo, .voice:
            nil
        }
    }
}
