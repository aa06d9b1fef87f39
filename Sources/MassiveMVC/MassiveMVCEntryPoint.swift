import Domain
import PatternKit
import TerminalUI

/// The Massive-View-Controller baseline's entry point for the catalog: one view controller per
/// screen, handed the services and nothing else.
public enum MassiveMVCEntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.massiveMVC


    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController {
        let services = context.services, strings = context.strings
        switch demo {
        case .profile, .me:
            let userID = context.profileOwner(ownProfile: demo == .me)
            return ProfileViewController(services: services, strings: strings, userID: userID)
        case .counter:
            return CounterViewController(services: services, strings: strings)
        case .login:
            return RoleChoiceViewController(services: services, strings: strings)
        case .voice:
            return VoiceMessagesViewController(services: services, strings: strings,
                                               player: SimulatedVoicePlayer(scheduler: context.scheduler))
        case .todo:
            return UpcomingViewController(services: services, strings: strings)
        }
    }
}
