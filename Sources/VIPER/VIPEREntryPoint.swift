import Domain
import PatternKit
import TerminalUI

/// VIPER's entry point for the catalog: each demo's first screen is a module that its
/// module builder assembles (the profile for `profile` and `me`, the counter, `Who are you?`,
/// the to-do list, the voice messages).
public enum VIPEREntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.viper


    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController {
        let services = context.services, strings = context.strings
        switch demo {
        case .profile, .me:
            let userID = context.profileOwner(ownProfile: demo == .me)
            return ProfileModuleBuilder(services: services, strings: strings).makeViewController(userID: userID)
        case .counter:
            return CounterModuleBuilder(service: services.counters, strings: strings).makeViewController()
        case .login:
            return LoginModuleBuilder(service: services.login, strings: strings).makeRoleChoiceViewController()
        case .voice:
            let player = SimulatedVoicePlayer(scheduler: context.scheduler)
            return VoiceModuleBuilder(service: services.voiceMessages, player: player, strings: strings).makeViewController()
        case .todo:
            return UpcomingModuleBuilder(store: services.todos, dates: services.dates, strings: strings).makeViewController()
        }
    }
}
