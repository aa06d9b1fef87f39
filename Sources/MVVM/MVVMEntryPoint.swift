import Domain
import MVVMViewModels
import PatternKit
import TerminalUI

/// The MVVM pattern's entry point for the catalog: view controllers bound to observable
/// view models (`MVVMViewModels`, which knows nothing of the toolkit).
public enum MVVMEntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.mvvm


    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController {
        let services = context.services, strings = context.strings
        switch demo {
        case .profile, .me:
            let userID = context.profileOwner(ownProfile: demo == .me)
            return ProfileViewController(viewModel: ProfileViewModel(userID: userID, services: services, strings: strings))
        case .counter:
            return CounterViewController(viewModel: CounterListViewModel(services: services, strings: strings))
        case .login:
            return RoleChoiceViewController(viewModel: RoleChoiceViewModel(services: services, strings: strings))
        case .voice:
            let player = SimulatedVoicePlayer(scheduler: context.scheduler)
            return VoiceMessagesViewController(viewModel: VoiceListViewModel(services: services, player: player, strings: strings))
        case .todo:
            return UpcomingViewController(viewModel: UpcomingViewModel(store: services.todos, dates: services.dates, strings: strings))
        }
    }
}
