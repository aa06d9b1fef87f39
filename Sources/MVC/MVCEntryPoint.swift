import Domain
import PatternKit
import TerminalUI

/// The MVC pattern's entry point for the catalog: builds each demo's model (one ``BlogModel``
/// and one ``UserModel`` for the profile, a ``CounterModel``, a ``TodoListModel``, a ``VoicePlaylist``) and hands it to the first screen.
public enum MVCEntryPoint: PatternEntryPoint {
    public static let pattern = PatternID.mvc


    @MainActor public static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController {
        let services = context.services, strings = context.strings
        switch demo {
        case .profile, .me:
            let userID = context.profileOwner(ownProfile: demo == .me)
            let blogModel = BlogModel(service: services.blogs)
            let userModel = UserModel(service: services.users, signedInUserID: services.currentUserID)
            return ScreenFactory(services: services, strings: strings, blogModel: blogModel, userModel: userModel)
                .profile(of: userID)
        case .counter:
            return CounterViewController(model: CounterModel(service: services.counters), strings: strings)
        case .login:
            return RoleChoiceViewController(service: services.login, strings: strings)
        case .voice:
            let playlist = VoicePlaylist(service: services.voiceMessages, player: SimulatedVoicePlayer(scheduler: context.scheduler))
            return VoiceMessagesViewController(playlist: playlist, strings: strings)
        case .todo:
            return UpcomingViewController(list: TodoListModel(store: services.todos, dates: services.dates), strings: strings)
        }
    }
}
