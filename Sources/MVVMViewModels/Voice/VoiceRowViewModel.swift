import Domain
import Observation

/// One voice message row: its sender and length, and its playback line — which changes
/// whenever the player moves, whether or not this row was the one pressed.
@Observable @MainActor
public final class VoiceRowViewModel: Identifiable {
    // MARK: Outputs

    /// The message's id.
    public let id: VoiceMessage.ID
    /// Who sent it.
    public let sender: String
    /// Its length, `12"`.
    public let durationText: String
    /// `buffering`, `playing`, `paused`, or empty while idle.
    public var statusText: String { strings.playbackLine(playback).status }
    /// `0:04 / 0:12`, or empty.
    public var timeText: String { strings.playbackLine(playback).time }
    /// The bar's fill (0…1), or `nil` for no bar.
    public var progress: Float? { strings.playbackLine(playback).progress }

    /// The message, as its list plays it.
    @ObservationIgnored let message: VoiceMessage
    /// This message's playback (`nil`: not the one playing); set by its list.
    var playback: Playback?
    @ObservationIgnored private let strings: Localizer

    init(message: VoiceMessage, strings: Localizer) {
        self.message = message
        self.strings = strings
        id = message.id
        sender = message.sender
        durationText = strings.voiceDuration(seconds: message.durationSeconds)
    }
}
