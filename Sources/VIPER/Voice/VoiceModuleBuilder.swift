import Domain
import TerminalUI
import VIPERLogic

/// Assembles the voice module. It leads nowhere, so it has no router.
@MainActor
struct VoiceModuleBuilder {
    /// Where the conversation is loaded.
    let service: any VoiceMessageService
    /// The player (the app's simulated one, on the app's timers).
    let player: any VoicePlayer
    /// The strings of the user's language.
    let strings: Localizer

    /// The voice list, ready to show.
    func makeViewController() -> ViewController {
        let interactor = VoiceInteractor(service: service, player: player)
        let presenter = VoicePresenter(interactor: interactor, strings: strings)
        interactor.output = presenter
        let view = VoiceMessagesViewController(eventHandler: presenter)
        presenter.view = view
        return view
    }
}
