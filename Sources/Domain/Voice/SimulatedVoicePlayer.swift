/// A ``VoicePlayer`` with no audio device: a message buffers for ``bufferingTime``, then plays
/// for its duration, reporting each whole second, all on a ``Scheduler`` (the app's run-loop
/// timers, or a test's ``ManualScheduler``).
@MainActor
public final class SimulatedVoicePlayer: VoicePlayer {
    /// How long a message buffers before it plays.
    public static let bufferingTime: Duration = .milliseconds(500)

    public var onUpdate: (@MainActor (Playback) -> Void)?
    public private(set) var playback: Playback?

    /// Held weakly: the app's timers are the application, which (through its screens) holds this
    /// player; without a scheduler the player stands still.
    private weak var scheduler: (any Scheduler)?
    private var pending: (any ScheduledAction)?
    /// Time played before the current stretch of playing (fractions of a second kept).
    private var playedBefore: Duration = .zero
    /// When the current stretch of playing started (nil while not playing).
    private var playingSince: Duration?

    /// Creates a player on `scheduler`.
    public init(scheduler: any Scheduler) {
        self.scheduler = scheduler
    }

    public func play(_ message: VoiceMessage) {
        cancelPending()
        playedBefore = .zero
        playingSince = nil
        update(Playback(messageID: message.id, phase: .buffering, elapsedSeconds: 0,
                        totalSeconds: max(0, message.durationSeconds)))
        pending = scheduler?.schedule(after: Self.bufferingTime) { [weak self] in self?.startPlaying() }
    }

    public func pause() {
        guard var current = playback, current.phase == .playing, let since = playingSince, let scheduler else { return }
        cancelPending()
        playedBefore += scheduler.now - since
        playingSince = nil
        current.phase = .paused
        current.elapsedSeconds = wholeSeconds(playedBefore, cappedAt: current.totalSeconds)
        update(current)
    }

    public func resume() {
        guard let current = playback, current.phase == .paused else { return }
        startPlaying()
    }

    public func stop() {
        cancelPending()
        playback = nil
        playingSince = nil
        playedBefore = .zero
    }

    // MARK: Time

    private func startPlaying() {
        guard var current = playback, let scheduler else { return }
        playingSince = scheduler.now
        current.phase = .playing
        update(current)
        scheduleTick()
    }

    /// Wakes at the next whole second played, or at the end.
    private func scheduleTick() {
        guard let current = playback, let since = playingSince, let scheduler else { return }
        let played = playedBefore + (scheduler.now - since)
        let total = Duration.seconds(current.totalSeconds)
        let nextSecond = Duration.seconds(wholeSeconds(played, cappedAt: current.totalSeconds) + 1)
        let wake = min(nextSecond, total) - played
        pending = scheduler.schedule(after: max(wake, .zero)) { [weak self] in self?.tick() }
    }

    private func tick() {
        guard var current = playback, let since = playingSince, let scheduler else { return }
        let played = playedBefore + (scheduler.now - since)
        current.elapsedSeconds = wholeSeconds(played, cappedAt: current.totalSeconds)
        if played >= .seconds(current.totalSeconds) {
            current.elapsedSeconds = current.totalSeconds
            current.phase = .finished
            stop()
            onUpdate?(current)
            return
        }
        update(current)
        scheduleTick()
    }

    private func update(_ new: Playback) {
        playback = new
        onUpdate?(new)
    }

    private func cancelPending() {
        pending?.cancel()
        pending = nil
    }

    private func wholeSeconds(_ duration: Duration, cappedAt cap: Int) -> Int {
        min(cap, Int(duration.components.seconds))
    }
}
