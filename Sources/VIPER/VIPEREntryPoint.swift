import Domain
import PatternKit
import TerminalUI

/// VIPER's entry point for the catalog: each demo's first screen is a module that its
/// module builder assembles (the profile, for `profile` and `me`).
public enum VIPEREntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.viper

    public static let demos: Set<DemoID> = [.profile, .me]

    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController? {
        guard let userID = context.profileOwner(for: demo) else { return nil }
        return ProfileModuleBuilder(services: context.services, strings: context.strings).makeViewController(userID: userID)
    }
}
