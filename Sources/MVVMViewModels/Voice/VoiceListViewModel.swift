import Domain
import Observation

/// The voice-message conversation: rows and loading state (outputs); Enter on a row, refresh
/// and leaving the screen (inputs). It listens to the player, and when a message finishes it
/// starts the next one itself — a row changes without anyone pressing it.
@Observable @MainActor
public final class VoiceListViewModel: ListLoadingOutputs {
    // MARK: Outputs

    /// The screen title (`Voice messages`).
    public let title: String
    /// One view model per message.
    public private(set) var rows: [VoiceRowViewModel] = []
    /// Whether a load runs.
    public private(set) var isLoading = false
    /// Whether the blocking HUD covers the list (the first load).
    public private(set) var isShowingHUD = false
    /// The first load's error (message and retry hint); the list shows it instead of rows.
    public private(set) var error: ListError?
    /// Toasts, for the view to take.
    public let events = ViewEventQueue()
    /// The requests this list has started; the view hands them to the app.
    public let pendingWork = PendingWork()
    /// The HUD's text (`Loading…`).
    public var loadingText: String { strings(.loading) }
    /// No empty state: the backend seeds the voice messages and never deletes them.
    public var emptyMessage: String? { nil }

    @ObservationIgnored private let messages: any VoiceMessageService
    @ObservationIgnored private let player: any VoicePlayer
    @ObservationIgnored private let strings: Localizer
    @ObservationIgnored private weak var playingRow: VoiceRowViewModel?

    /// The conversation over `services.voiceMessages`, played by `player`.
    public init(services: Services, player: any VoicePlayer, strings: Localizer) {
        messages = services.voiceMessages
        self.player = player
        self.strings = strings
        title = strings(.voiceMessages)
        player.onUpdate = { [weak self] playback in self?.playerDidUpdate(playback) }
    }

    // MARK: Inputs

    /// The screen loaded: loads the conversation under the HUD.
    public func viewDidLoad() {
        load(showingHUD: true)
    }

    /// Pull-to-refresh (`r`): loads again without the HUD.
    public func refreshRequested() {
        load(showingHUD: false)
    }

    /// Enter on row `index`: plays it; on the playing row pauses, on the paused row resumes.
    public func rowSelected(at index: Int) {
        guard rows.indices.contains(index) else { return }
        let row = rows[index]
        switch row.playback?.phase {
        case .playing?: player.pause()
        case .paused?: player.resume()
        case .buffering?: break
        case .finished?, nil: player.play(row.message)
        }
    }

    /// The screen went away: playback stops and no timer is left.
    public func viewDidDisappear() {
        player.stop()
        show(nil, on: nil)
    }

    // MARK: Playback

    private func playerDidUpdate(_ playback: Playback) {
        let row = rows.first { $0.id == playback.messageID }
        guard playback.phase == .finished else { return show(playback, on: row) }
        if let index = rows.firstIndex(where: { $0.id == playback.messageID }), index + 1 < rows.count {
            player.play(rows[index + 1].message)
        } else {
            show(nil, on: nil)
        }
    }

    private func show(_ playback: Playback?, on row: VoiceRowViewModel?) {
        if playingRow !== row { playingRow?.playback = nil }
        row?.playback = playback
        playingRow = row
    }

    // MARK: Loading

    private func load(showingHUD: Bool) {
        isLoading = true
        if showingHUD { isShowingHUD = true }
        let messages = messages
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await messages.messages() })
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[VoiceMessage], AppError>) {
        isLoading = false
        isShowingHUD = false
        switch result {
        case .success(let loaded):
            error = nil
            rows = loaded.map { VoiceRowViewModel(message: $0, strings: strings) }
            if let playback = player.playback { show(playback, on: rows.first { $0.id == playback.messageID }) }
        case .failure(let error):
            if rows.isEmpty {
                self.error = ListError(error, strings: strings)
            } else {
                events.send(.toast(strings.message(for: error)))
            }
        }
    }
}
