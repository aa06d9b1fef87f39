import Domain

/// What the voice presenter asks of its interactor. Answers come through
/// ``VoiceInteractorOutput``.
@MainActor
public protocol VoiceInteractorInput: AnyObject {
    /// Loads the conversation.
    func load() async
    /// Enter on the message at `index`: plays it; pauses it when playing, resumes it when paused.
    func select(at index: Int)
    /// Stops playback (the screen went away).
    func stop()
}

/// What the voice interactor reports to its presenter.
@MainActor
public protocol VoiceInteractorOutput: AnyObject {
    /// The conversation loaded.
    func interactorDidLoad(_ messages: [VoiceMessage])
    /// Loading failed; the list keeps what it had.
    func interactorDidFailToLoad(_ error: AppError)
    /// The message at `index` now plays as `playback` (`nil`: idle) — whoever caused it.
    func interactorDidUpdate(_ message: VoiceMessage, playback: Playback?, at index: Int)
}
