import Domain
import MVPPresenters
import PatternKit
import TerminalUI

/// MVP's entry point for the catalog: builds the profile presenter and hands it to its
/// passive view controller.
public enum MVPEntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.mvp

    public static let demos: Set<DemoID> = [.profile, .me]

    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController? {
        guard let userID = context.profileOwner(for: demo) else { return nil }
        let presenter = ProfilePresenter(userID: userID, services: context.services, strings: context.strings)
        return ProfileViewController(presenter: presenter)
    }
}
