/// What a voice message row shows.
public struct VoiceRowDisplayData: Equatable, Sendable {
    /// Who sent it, and its length (`12"`).
    public var sender: String, duration: String
    /// `buffering`, `playing`, `paused`, or empty; the time (`0:04 / 0:12`, or empty).
    public var status: String, time: String
    /// The bar's fill, or `nil` for no bar.
    public var progress: Float?
}
