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
    /// MVI.
    public static let pattern = PatternID.mvi

    /// The profiles, the counter, the login and the voice messages.

    /// The demos a session tape (`--record` / `--replay`) covers: the profiles.
    public static let recordableDemos: Set<DemoID> = [.profile, .me]

    /// The first screen of `demo` on its root store.
    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController {
        switch demo {
        case .counter:
            return CounterViewController(store: StoreBuilder(services: context.services, tape: nil).counter(), strings: context.strings)
        case .login:
            let store = StoreBuilder(services: context.services, tape: nil).login(strings: context.strings)
            return RoleChoiceViewController(store: store, strings: context.strings)
        case .voice:
            let player = SimulatedVoicePlayer(scheduler: context.scheduler)
            let store = StoreBuilder(services: context.services, tape: nil).voice(player: player)
            return VoiceMessagesViewController(store: store, strings: context.strings)
        case .todo:
            return UpcomingViewController(store: StoreBuilder(services: context.services, tape: nil).todo(), strings: context.strings)
        case .profile, .me:
            break
        }
        let userID = context.profileOwner(ownProfile: demo == .me)
        let tape = TapeDeck.make(for: demo, userID: userID, context: context)
        let stores = StoreBuilder(services: context.services, tape: tape)
        return ProfileViewController(store: stores.profile(userID: userID), stores: stores,
                                     strings: context.strings, dates: context.services.dates)
    }
}
