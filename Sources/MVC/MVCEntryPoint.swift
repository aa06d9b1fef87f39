import Domain
import PatternKit
import TerminalUI

/// The MVC pattern's entry point for the catalog: builds the demo's model (one ``BlogStore``)
/// and the ``ScreenFactory`` that makes its screens, and returns the profile screen.
public enum MVCEntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.mvc

    public static let demos: Set<DemoID> = [.profile, .me]

    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController? {
        guard let userID = context.profileOwner(for: demo) else { return nil }
        let blogStore = BlogStore(service: context.services.blogs)
        return ScreenFactory(services: context.services, strings: context.strings, blogStore: blogStore).profile(of: userID)
    }
}
