import Domain

/// The voice demo's model: the conversation, the player, and the rule that when a message
/// finishes the next one starts by itself. It tells its observer which rows changed — also rows
/// nobody pressed. No views, no strings.
@MainActor
final class VoicePlaylist {
    /// Rows whose playback changed (their indexes).
    var onRowsChange: (@MainActor ([Int]) -> Void)?
    /// The messages, oldest first.
    private(set) var messages: [VoiceMessage] = []
    /// The current message's playback (`nil`: nothing plays).
    private(set) var playback: Playback?

    private let service: any VoiceMessageService
    private let player: any VoicePlayer

    /// A playlist over `service`, played by `player`.
    init(service: any VoiceMessageService, player: any VoicePlayer) {
        self.service = service
        self.player = player
        player.onUpdate = { [weak self] update in self?.playerDidUpdate(update) }
    }

    /// Loads the conversation.
    func load() async -> Result<Void, AppError> {
        let service = service
        switch await Result(catching: { try await service.messages() }) {
        case .success(let loaded):
            messages = loaded
            return .success(())
        case .failure(let error):
            return .failure(error)
        }
    }

    /// The playback of row `row`'s message (`nil` when it is not the one playing).
    func playback(ofRow row: Int) -> Playback? {
        playback?.messageID == messages[row].id ? playback : nil
    }

    /// Enter on row `row`: plays it; on the playing row pauses, on the paused row resumes.
    func select(row: Int) {
        guard messages.indices.contains(row) else { return }
        switch playback(ofRow: row)?.phase {
        case .playing?: player.pause()
        case .paused?: player.resume()
        case .buffering?: break
        default: player.play(messages[row])
        }
    }

    /// Stops playback (the screen went away): no timer is left.
    func stop() {
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
        let changed = Set([playback?.messageID, new?.messageID].compactMap { $0 })
        playback = new
        onRowsChange?(messages.indices.filter { changed.contains(messages[$0].id) })
    }
}
