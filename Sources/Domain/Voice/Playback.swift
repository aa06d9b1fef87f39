/// Where the playback of one voice message is.
public struct Playback: Equatable, Sendable {
    /// The stages of a message's playback.
    public enum Phase: Equatable, Sendable {
        /// Loading before the sound starts.
        case buffering
        /// Playing; ``Playback/elapsed`` moves.
        case playing
        /// Stopped by the user at ``Playback/elapsed``; resuming continues from there.
        case paused
        /// Played to the end (the last update for this message).
        case finished
    }

    /// The message playing.
    public var messageID: VoiceMessage.ID
    /// Its stage.
    public var phase: Phase
    /// How much has played, in whole seconds.
    public var elapsedSeconds: Int
    /// The message's length, in whole seconds.
    public var totalSeconds: Int

    /// Creates a playback state.
    public init(messageID: VoiceMessage.ID, phase: Phase, elapsedSeconds: Int, totalSeconds: Int) {
        self.messageID = messageID
        self.phase = phase
        self.elapsedSeconds = elapsedSeconds
        self.totalSeconds = totalSeconds
    }

    /// How much has played, from 0 to 1.
    public var progress: Double {
        totalSeconds > 0 ? min(1, Double(elapsedSeconds) / Double(totalSeconds)) : 1
    }
}
