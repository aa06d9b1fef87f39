import Domain

/// The voice-message list's logic: loading, Enter on a row (play, pause, resume, switch), and
/// the player's updates — when a message finishes, this presenter starts the next one, so a row
/// changes without being pressed. Leaving the screen stops the player.
@MainActor
public final class VoiceListPresenter {
    /// The page.
    public weak var view: (any VoiceListViewInterface)?
    /// The requests this presenter started (the view tracks them in the app; tests await them).
    public let pendingWork = PendingWork()

    private let service: any VoiceMessageService
    private let player: any VoicePlayer
    private let strings: Localizer
    private var messages: [VoiceMessage] = []
    private var playback: Playback?

    /// Creates the list over `service`, played by `player`.
    public init(service: any VoiceMessageService, player: any VoicePlayer, strings: Localizer) {
        self.service = service
        self.player = player
        self.strings = strings
        player.onUpdate = { [weak self] update in self?.playerDidUpdate(update) }
    }

    // MARK: Rows

    /// The number of rows.
    public var numberOfRows: Int { messages.count }

    /// What row `row` shows.
    public func row(at row: Int) -> VoiceRowViewData {
        let message = messages[row]
        let line = strings.playbackLine(playback?.messageID == message.id ? playback : nil)
        return VoiceRowViewData(sender: message.sender, duration: strings.voiceDuration(seconds: message.durationSeconds),
                                status: line.status, time: line.time, progress: line.progress)
    }

    // MARK: Events

    /// The page loaded: sets the title and loads with the HUD.
    public func viewDidLoad() {
        view?.setTitle(strings(.voiceMessages))
        load(showingHUD: true)
    }

    /// Pull to refresh (`r`).
    public func didPullToRefresh() { load(showingHUD: false) }

    /// Enter on row `row`: plays it; on the playing row pauses, on the paused row resumes.
    public func didSelectRow(at row: Int) {
        guard messages.indices.contains(row) else { return }
        let message = messages[row]
        switch playback?.messageID == message.id ? playback?.phase : nil {
        case .playing?: player.pause()
        case .paused?: player.resume()
        case .buffering?: break
        default: player.play(message)
        }
    }

    /// The page went away: playback stops, no timer is left.
    public func viewDidDisappear() {
        player.stop()
        show(nil)
    }

    // MARK: Player

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
        for (index, message) in messages.enumerated() where changed.contains(message.id) { view?.reloadRow(at: index) }
    }

    // MARK: Loading

    private func load(showingHUD: Bool) {
        if showingHUD { view?.showLoading(strings(.loading)) }
        let service = service
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await service.messages() })
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[VoiceMessage], AppError>) {
        view?.hideLoading()
        switch result {
        case .success(let loaded):
            messages = loaded
            view?.hideError()
            view?.reloadData()
        case .failure(let error):
            if messages.isEmpty {
                view?.showError(ListError(error, strings: strings))
            } else {
                view?.showToast(strings.message(for: error))
            }
        }
    }
}
