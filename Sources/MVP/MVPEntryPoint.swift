import Domain
import MVPPresenters
import PatternKit
import TerminalUI

/// MVP's entry point for the catalog: builds the profile presenter and hands it to its
/// passive view controller.
public enum MVPEntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.mvp


    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController {
        let services = context.services, strings = context.strings
        switch demo {
        case .profile, .me:
            let userID = context.profileOwner(ownProfile: demo == .me)
            return ProfileViewController(presenter: ProfilePresenter(userID: userID, services: services, strings: strings))
        case .counter:
            return CounterViewController(presenter: CounterListPresenter(service: services.counters, strings: strings))
        case .login:
            return RoleChoiceViewController(presenter: RoleChoicePresenter(service: services.login, strings: strings))
        case .voice:
            let player = SimulatedVoicePlayer(scheduler: context.scheduler)
            return VoiceMessagesViewController(presenter: VoiceListPresenter(service: services.voiceMessages, player: player, strings: strings))
        case .todo:
            return UpcomingViewController(presenter: UpcomingPresenter(store: services.todos, dates: services.dates, strings: strings))
        }
    }
}
