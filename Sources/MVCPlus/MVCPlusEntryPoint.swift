import Domain
import MVCPlusKit
import MVCPlusLogic
import PatternKit
import TerminalUI

/// MVC+'s entry point for the catalog: each demo's first scene controller (UI-free), on a new
/// channel for the demo, in the base controller that renders its template.
public enum MVCPlusEntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.mvcPlus


    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController {
        let services = context.services, strings = context.strings
        let controller: any SceneController
        switch demo {
        case .counter:
            controller = CounterController(service: services.counters, strings: strings)
        case .login:
            controller = RoleChoiceController(service: services.login, strings: strings)
        case .todo:
            controller = UpcomingController(store: services.todos, dates: services.dates, strings: strings)
        case .voice:
            controller = VoiceController(service: services.voiceMessages,
                                         player: SimulatedVoicePlayer(scheduler: context.scheduler), strings: strings)
        case .profile, .me:
            let userID = context.profileOwner(ownProfile: demo == .me)
            controller = ProfileController(userID: userID, services: services, strings: strings)
        }
        return Screens.make(controller, channel: Channel())
    }
}
