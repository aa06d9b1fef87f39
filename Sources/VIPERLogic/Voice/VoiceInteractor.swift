import Domain

/// Loads the conversation and drives the player; when a message finishes it starts the next,
/// and every change of a message's playback goes out through its output — also for messages
/// nobody pressed.
@MainActor
public final class VoiceInteractor: VoiceInteractorInput {
    /// The presenter, held weakly (the presenter holds the interactor).
    public weak var output: (any VoiceInteractorOutput)?
    private let service: any VoiceMessageService
    private let player: any VoicePlayer
    private var messages: [VoiceMessage] = []
    private var playback: Playback?

    /// Creates the interactor over `service`, playing with `player`.
    public init(service: any VoiceMessageService, player: any VoicePlayer) {
        self.service = service
        self.player = player
        player.onUpdate = { [weak self] update in self?.playerDidUpdate(update) }
    }

    public func load() async {
        switch await Result(catching: { try await service.messages() }) {
        case .success(let loaded):
            messages = loaded
            output?.interactorDidLoad(loaded)
        case .failure(let error):
            output?.interactorDidFailToLoad(error)
        }
    }

    public func select(at index: Int) {
        guard messages.indices.contains(index) else { return }
        let message = messages[index]
        switch playback?.messageID == message.id ? playback?.phase : nil {
        case .playing?: player.pause()
        case .paused?: player.resume()
        case .buffering?: break
        default: player.play(message)
        }
    }

    public func stop() {
        player.stop()
        show(nil)
    }

    private func playerDidUpdate(_ update: Playback) {
        guard update.phase == .finished else { return show(update) }
        if let index = messages.firstIndex(where: { $0.id == update.messageID }), index + 1 < messages.count {
            player.play(messages[index + 1])
        } else {
            show(nil)
        }
    }

    private func show(_ new: Playback?) {
        let old = playback
        playback = new
        if let old, old.messageID != new?.messageID, let index = messages.firstIndex(where: { $0.id == old.messageID }) {
            output?.interactorDidUpdate(messages[index], playback: nil, at: index)
        }
        if let new, let index = messages.firstIndex(where: { $0.id == new.messageID }) {
            output?.interactorDidUpdate(messages[index], playback: new, at: index)
        }
    }
}
