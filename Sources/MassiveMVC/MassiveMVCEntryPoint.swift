import Domain
import PatternKit
import TerminalUI

/// The Massive-View-Controller baseline's entry point for the catalog.
public enum MassiveMVCEntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.massiveMVC

    public static let demos: Set<DemoID> = [.profile, .me]

    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController? {
        guard let userID = context.profileOwner(for: demo) else { return nil }
        return ProfileViewController(services: context.services, strings: context.strings, userID: userID)
    }
}
