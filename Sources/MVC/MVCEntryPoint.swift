import Domain
import PatternKit
import TerminalUI

/// The MVC pattern's entry point for the catalog: builds the demo's model (one ``BlogStore``)
/// and its screen factory, and hands both to the profile screen it returns.
public enum MVCEntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.mvc

    public static let demos: Set<DemoID> = [.profile, .me]

    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController? {
        let services = context.services, strings = context.strings
        guard let userID = context.profileOwner(for: demo) else { return nil }
        let blogStore = BlogStore(service: services.blogs)
        let screens = DemoScreenFactory(services: services, strings: strings, blogStore: blogStore)
        guard userID != services.currentUserID else {
            return MyProfileViewController(services: services, strings: strings, blogStore: blogStore, screens: screens)
        }
        return ProfileViewController(userID: userID, services: services, strings: strings, blogStore: blogStore, screens: screens)
    }
}
