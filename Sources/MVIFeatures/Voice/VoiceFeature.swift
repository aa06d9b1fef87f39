import Domain
import MVICore

/// The voice-message list as one reducer. The player's updates arrive as actions
/// (`.playerUpdated`), so the rule "when a message finishes the next one starts" is pure and
/// tested; telling the player to play, pause, resume or stop is an effect.
public struct VoiceFeature: Reducer, Sendable {
    /// The conversation and what is playing.
    public struct State: Equatable, Sendable {
        /// The messages, oldest first.
        public var messages: [VoiceMessage] = []
        /// The current message's playback (`nil`: nothing plays).
        public var playback: Playback?
        /// A load is running.
        public var isLoading = false
        /// The HUD covers the list (the first load).
        public var isShowingHUD = false
        /// The first load failed: the list shows this error.
        public var loadError: AppError?
        /// A later load failed: the message to toast (one-shot).
        public var toast: AppError?

        /// A list not loaded yet.
        public init() {}
    }

    /// Everything that can happen to the list.
    public enum Action: Equatable, Sendable {
        case viewDidLoad
        case refresh
        case messagesResponse(Result<[VoiceMessage], AppError>)
        /// Enter on row `index`.
        case rowSelected(Int)
        /// The player moved (each second, buffering, paused, finished).
        case playerUpdated(Playback)
        /// The screen went away: playback stops.
        case viewDidDisappear
        case toastShown
    }

    let messages: any VoiceMessageService
    let player: Player

    /// The player as the reducer's effects see it: its four commands.
    public struct Player: Sendable {
        /// Plays a message from the start.
        public var play: @MainActor @Sendable (VoiceMessage) -> Void
        /// Pauses, resumes, stops.
        public var pause, resume, stop: @MainActor @Sendable () -> Void

        /// The commands of `player`.
        @MainActor public init(_ player: any VoicePlayer) {
            play = { player.play($0) }
            pause = { player.pause() }
            resume = { player.resume() }
            stop = { player.stop() }
        }

        /// Commands from closures (tests record them).
        public init(play: @escaping @MainActor @Sendable (VoiceMessage) -> Void, pause: @escaping @MainActor @Sendable () -> Void,
                    resume: @escaping @MainActor @Sendable () -> Void, stop: @escaping @MainActor @Sendable () -> Void) {
            self.play = play
            self.pause = pause
            self.resume = resume
            self.stop = stop
        }
    }

    /// The list over `services.voiceMessages`, played by `player`.
    public init(services: Services, player: Player) {
        messages = services.voiceMessages
        self.player = player
    }

    /// Evolves the list for `action` and returns the requests and player commands to run.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            state.isShowingHUD = true
            return load(&state)
        case .refresh:
            return load(&state)
        case .messagesResponse(.success(let loaded)):
            state.isLoading = false
            state.isShowingHUD = false
            state.loadError = nil
            state.messages = loaded
            return .none
        case .messagesResponse(.failure(let error)):
            state.isLoading = false
            state.isShowingHUD = false
            if state.messages.isEmpty { state.loadError = error } else { state.toast = error }
            return .none
        case .rowSelected(let index):
            guard state.messages.indices.contains(index) else { return .none }
            let message = state.messages[index], player = player
            switch state.playback?.messageID == message.id ? state.playback?.phase : nil {
            case .playing?: return .run { @MainActor _ in player.pause() }
            case .paused?: return .run { @MainActor _ in player.resume() }
            case .buffering?: return .none
            default: return .run { @MainActor _ in player.play(message) }
            }
        case .playerUpdated(let update) where update.phase == .finished:
            state.playback = nil
            guard let index = state.messages.firstIndex(where: { $0.id == update.messageID }), index + 1 < state.messages.count else {
                return .none
            }
            let next = state.messages[index + 1], player = player
            return .run { @MainActor _ in player.play(next) }
        case .playerUpdated(let update):
            state.playback = update
            return .none
        case .viewDidDisappear:
            state.playback = nil
            let player = player
            return .run { @MainActor _ in player.stop() }
        case .toastShown:
            state.toast = nil
            return .none
        }
    }

    private func load(_ state: inout State) -> Effect<Action> {
        state.isLoading = true
        let messages = messages
        return .run { @MainActor send in
            send(.messagesResponse(await Result(catching: { try await messages.messages() })))
        }
    }
}
