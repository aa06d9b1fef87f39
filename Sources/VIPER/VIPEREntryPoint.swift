import Domain
import PatternKit
import TerminalUI

/// VIPER's entry point for the catalog: each demo's first screen comes from an assembly.
public enum VIPEREntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.viper

    public static let demos: Set<DemoID> = [.profile, .me]

    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController? {
        guard let userID = context.profileOwner(for: demo) else { return nil }
        return ProfileAssembly.makeModule(services: context.services, strings: context.strings, userID: userID)
    }
}
