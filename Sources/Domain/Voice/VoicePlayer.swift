/// Plays voice messages, one at a time, and says how it goes.
///
/// The player knows nothing of lists: when a message finishes it reports
/// ``Playback/Phase/finished`` and stops. Starting the next message by itself is the screen
/// logic's decision (each pattern makes it in its own idiom).
@MainActor
public protocol VoicePlayer: AnyObject {
    /// Called with every change of the current message's playback (buffering, each second
    /// played, paused, finished), whoever caused it.
    var onUpdate: (@MainActor (Playback) -> Void)? { get set }
    /// The current message's playback; `nil` when nothing is loaded (stopped, or finished).
    var playback: Playback? { get }
    /// Stops whatever plays and starts `message` from the beginning (buffering first).
    func play(_ message: VoiceMessage)
    /// Pauses the current message (nothing when it is not playing).
    func pause()
    /// Resumes the paused message where it stopped (nothing when it is not paused).
    func resume()
    /// Stops and unloads the current message; no update follows and no timer is left.
    func stop()
}
