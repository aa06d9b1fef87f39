import Domain
import MVCPlusKit

/// What the voice view model hands its controller.
@MainActor
public protocol VoiceViewModelDelegate: AnyObject {
    /// Read the conversation again.
    func voiceViewModelNeedsRefresh(_ viewModel: VoiceViewModel)
}

/// The voice list's logic: the messages, the player, and the rule that a finished message
/// starts the next by itself. Enter on a row is handled here (play, pause, resume); the player's
/// updates change rows nobody pressed, and each goes out on the channel.
@MainActor
public final class VoiceViewModel {
    /// The controller, for requests.
    public weak var delegate: (any VoiceViewModelDelegate)?
    /// The messages, oldest first.
    public private(set) var messages: [VoiceMessage] = []
    /// The current message's playback (`nil`: nothing plays).
    public private(set) var playback: Playback?
    private let player: any VoicePlayer
    private let strings: Localizer
    private var channel: ChannelScope?

    /// A view model playing with `player`, its texts in `strings`' language.
    public init(player: any VoicePlayer, strings: Localizer) {
        self.player = player
        self.strings = strings
        player.onUpdate = { [weak self] update in self?.playerDidUpdate(update) }
    }

    /// Listens to the rows and the refresh.
    public func bind(to channel: ChannelScope) {
        self.channel = channel
        channel.subscribe(VoiceKeys.selected, by: self) { [weak self] in self?.select(row: $0) }
        channel.subscribe(VoiceKeys.refresh, by: self) { [weak self] in
            guard let self else { return }
            self.delegate?.voiceViewModelNeedsRefresh(self)
        }
    }

    // MARK: Passive flow

    /// Enter on row `row`: plays it; on the playing row pauses, on the paused row resumes.
    public func select(row: Int) {
        guard messages.indices.contains(row) else { return }
        switch current(row)?.phase {
        case .playing?: player.pause()
        case .paused?: player.resume()
        case .buffering?: break
        default: player.play(messages[row])
        }
    }

    /// Stops playback (the screen went away): no timer is left.
    public func stop() {
        player.stop()
        show(nil)
    }

    // MARK: Active flow

    /// A load started (the first one under the HUD).
    public func loadStarted(showingHUD: Bool) {
        channel?.publish(VoiceKeys.isLoading, true, from: self)
        if showingHUD { channel?.publish(VoiceKeys.hud, strings(.loading), from: self) }
    }

    /// The conversation loaded.
    public func show(_ loaded: [VoiceMessage]) {
        messages = loaded
        channel?.publish(VoiceKeys.isLoading, false, from: self)
        channel?.publish(VoiceKeys.hud, nil, from: self)
        channel?.publish(VoiceKeys.error, nil, from: self)
        channel?.publish(VoiceKeys.rows, messages.indices.map(row), from: self)
    }

    /// Loading failed: the error in place of the rows, or a toast when there are rows.
    public func showLoadError(_ error: AppError) {
        channel?.publish(VoiceKeys.isLoading, false, from: self)
        channel?.publish(VoiceKeys.hud, nil, from: self)
        if messages.isEmpty {
            channel?.publish(VoiceKeys.error, ListError(error, strings: strings), from: self)
        } else {
            channel?.publish(VoiceKeys.toast, strings.message(for: error), from: self)
        }
    }

    // MARK: The player

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
        let rows = messages.indices.filter { changed.contains(messages[$0].id) }
        channel?.publish(VoiceKeys.changedRows, rows.map { IndexedVoiceRow(index: $0, row: row($0)) }, from: self)
    }

    private func current(_ row: Int) -> Playback? {
        playback?.messageID == messages[row].id ? playback : nil
    }

    private func row(_ index: Int) -> VoiceRowData {
        let message = messages[index]
        let line = strings.playbackLine(current(index))
        return VoiceRowData(sender: message.sender, duration: strings.voiceDuration(seconds: message.durationSeconds),
                            status: line.status, time: line.time, progress: line.progress)
    }
}
