import Domain
import MVICore
import MVIFeatures
import PatternKit
import TerminalUI

/// The MVI pattern's entry point for the catalog: one root ``Store`` per profile, running
/// the pure ``ProfileFeature`` reducer (in `MVIFeatures`, which knows nothing of the toolkit).
///
/// With a ``SessionTapeRequest`` in the context (`mvx --record` / `--replay`), the first profile
/// built records its session's actions, or replays a recorded one (see ``TapeDeck``).
public enum MVIEntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.mvi

    public static let demos: Set<DemoID> = [.profile, .me]

    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController? {
        guard let userID = context.profileOwner(for: demo) else { return nil }
        let services = context.services
        let store = Store(
            initialState: ProfileFeature.State(userID: userID, currentUserID: services.currentUserID),
            reducer: ProfileFeature(services: services)
        )
        let tape = TapeDeck.make(for: demo, userID: userID, context: context)
        tape?.attach(store, as: .profile)
        return ProfileViewController(store: store, services: services, strings: context.strings, tape: tape)
    }
}
