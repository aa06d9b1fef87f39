/// Replays a ``Tape`` into the same screens: each recorded action goes to the store of the
/// screen it was recorded from, in order, at the recorded rhythm.
///
/// Attached stores run their reducers but no effects (the tape holds every answer the
/// services gave, so nothing touches the network), and they ignore ``Store/send(_:)`` until the
/// replay is over: the tape is their only input. When the last entry was fed every attached store
/// goes live again (effects on, views' actions accepted) and the user carries on from there.
///
/// ```swift
/// let player = SessionPlayer(tape: tape)
/// player.attach(store, kind: "profile")               // as soon as the store exists
/// player.start(now: { app.now }, schedule: { delay, work in app.schedule(after: delay, work) })
/// ```
///
/// Stores are matched to the tape by key: the n-th store of a kind attached during the replay is
/// `kind-n`, as it was when recording — the replayed actions open the same screens in the same
/// order. An entry for a screen that was never opened means the replay went out of step: it stops
/// there and hands over (``Outcome/outOfStep(entry:reason:)``). An entry for a screen that was
/// open but has been closed since is skipped: nothing it changes can be seen.
@MainActor
public final class SessionPlayer {
    /// How a replay ended.
    public enum Outcome: Equatable, Sendable {
        /// Every entry was fed.
        case finished
        /// Entry `entry` (1-based) could not be fed; the entries from there on were not.
        case outOfStep(entry: Int, reason: String)
    }

    /// The tape being played.
    public let tape: Tape
    /// The longest wait between two entries (a long pause while recording is cut to this);
    /// `nil` keeps the recorded rhythm exactly.
    public let maxPause: Duration?
    /// How many entries were fed so far.
    public private(set) var fedCount = 0
    /// Set when the replay is over.
    public private(set) var outcome: Outcome?
    /// When ``start(now:schedule:)`` ran, on the app's clock.
    public private(set) var startTime: Duration?
    /// Called once, when the replay is over (the stores are live again by then).
    public var onFinish: (@MainActor (Outcome) -> Void)?

    private let dueTimes: [Duration]
    private var keys = ScreenKeys()
    private var targets: [String: Target] = [:]
    private var now: (@MainActor () -> Duration)?
    private var schedule: (@MainActor (Duration, @escaping @MainActor () -> Void) -> Void)?

    private struct Target {
        let feed: @MainActor (any Sendable) -> FeedResult
        let goLive: @MainActor () -> Void
    }

    private enum FeedResult { case fed, storeGone, wrongType }

    /// A player of `tape` that waits at most `maxPause` between two entries.
    public init(tape: Tape, maxPause: Duration? = .seconds(1)) {
        self.tape = tape
        self.maxPause = maxPause
        var due: [Duration] = []
        var previous = Duration.zero, elapsed = Duration.zero
        for entry in tape.entries {
            var gap = max(.zero, entry.time - previous)
            if let maxPause { gap = min(gap, maxPause) }
            elapsed += gap
            previous = entry.time
            due.append(elapsed)
        }
        dueTimes = due
    }

    /// Whether the replay is still feeding entries (or has not started yet).
    public var isPlaying: Bool { outcome == nil }

    /// Plays the tape's entries for the next key of `kind` into `store` (a root store); returns
    /// the key. While the replay lasts the store runs no effects and ignores `send`. A store
    /// attached after the replay is over just runs live.
    @discardableResult
    public func attach<State, Action: Sendable>(_ store: Store<State, Action>, kind: String) -> String {
        let key = keys.next(kind)
        guard outcome == nil else { return key }
        guard let root = store.root else {
            assertionFailure("SessionPlayer plays into root stores")
            return key
        }
        root.isReplaying = true
        root.effectsEnabled = false
        targets[key] = Target(
            feed: { [weak root] action in
                guard let root else { return .storeGone }
                guard let action = action as? Action else { return .wrongType }
                root.send(action)
                return .fed
            },
            goLive: { [weak root] in
                root?.isReplaying = false
                root?.effectsEnabled = true
            }
        )
        return key
    }

    /// Starts feeding entries: those due now at once, the others on timers made by `schedule`
    /// (the app's clock, so tests step through a replay without sleeping). Later calls do nothing.
    public func start(now: @escaping @MainActor () -> Duration,
                      schedule: @escaping @MainActor (Duration, @escaping @MainActor () -> Void) -> Void) {
        guard startTime == nil, outcome == nil else { return }
        startTime = now()
        self.now = now
        self.schedule = schedule
        playDueEntries()
    }

    /// The time of the next entry, on the app's clock (`nil` before the start and after the end).
    public var nextEntryTime: Duration? {
        guard let startTime, outcome == nil, fedCount < dueTimes.count else { return nil }
        return startTime + dueTimes[fedCount]
    }

    private func playDueEntries() {
        guard outcome == nil, let now, let startTime, let schedule else { return }
        let elapsed = now() - startTime
        while fedCount < tape.entries.count, dueTimes[fedCount] <= elapsed {
            feed(tape.entries[fedCount])
            guard outcome == nil else { return }
        }
        if fedCount == tape.entries.count {
            finish(.finished)
        } else {
            schedule(dueTimes[fedCount] - elapsed) { [weak self] in self?.playDueEntries() }
        }
    }

    private func feed(_ entry: TapeEntry) {
        let number = fedCount + 1
        guard let target = targets[entry.screen] else {
            finish(.outOfStep(entry: number, reason: "no screen \(entry.screen) is open"))
            return
        }
        switch target.feed(entry.action) {
        case .fed, .storeGone:
            fedCount += 1
        case .wrongType:
            finish(.outOfStep(entry: number, reason: "\(entry.screen) does not take \(type(of: entry.action))"))
        }
    }

    private func finish(_ outcome: Outcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        for target in targets.values { target.goLive() }
        targets.removeAll()
        onFinish?(outcome)
    }
}
