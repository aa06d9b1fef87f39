extension Localizer {
    /// What a voice message row's playback line shows for `playback` (`nil`: the row is idle):
    /// the status word (`buffering`, `playing`, `paused`, or empty), the time (`0:04 / 0:12`, or
    /// empty) and the progress bar's fill (0…1, or `nil` for no bar). Every pattern's row shows
    /// exactly this.
    public func playbackLine(_ playback: Playback?) -> (status: String, time: String, progress: Float?) {
        guard let playback else { return ("", "", nil) }
        let time = "\(Self.clock(playback.elapsedSeconds)) / \(Self.clock(playback.totalSeconds))"
        switch playback.phase {
        case .buffering: return (self(.buffering), "", nil)
        case .playing: return (self(.playing), time, Float(playback.progress))
        case .paused: return (self(.paused), time, Float(playback.progress))
        case .finished: return ("", "", nil)
        }
    }

    /// A message's length as its row shows it: `12"`.
    public func voiceDuration(seconds: Int) -> String { "\(seconds)\"" }

    /// `m:ss`.
    static func clock(_ seconds: Int) -> String {
        let s = max(0, seconds)
        let rest = s % 60
        return "\(s / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
}
