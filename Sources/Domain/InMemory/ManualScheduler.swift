/// A ``Scheduler`` whose time moves only when a test says so: ``advance(by:)`` runs every due
/// action in order of its time (then of scheduling), each at its own time.
@MainActor
public final class ManualScheduler: Scheduler {
    /// The current time.
    public private(set) var now: Duration = .zero
    private var entries: [Entry] = []
    private var sequence = 0

    /// Creates a scheduler at time zero.
    public init() {}

    /// The number of actions waiting to run.
    public var pendingCount: Int { entries.count { !$0.isCancelled } }

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> any ScheduledAction {
        sequence += 1
        let entry = Entry(time: now + max(delay, .zero), sequence: sequence, action: action)
        entries.append(entry)
        return entry
    }

    /// Moves time forward by `duration`, running each action whose time comes, in order.
    public func advance(by duration: Duration) {
        let target = now + duration
        while let next = entries.filter({ !$0.isCancelled && $0.time <= target }).min(by: Entry.runsBefore) {
            entries.removeAll { $0 === next }
            now = max(now, next.time)
            next.action()
        }
        entries.removeAll { $0.isCancelled }
        now = target
    }

    private final class Entry: ScheduledAction {
        let time: Duration
        let sequence: Int
        let action: @MainActor () -> Void
        var isCancelled = false

        init(time: Duration, sequence: Int, action: @escaping @MainActor () -> Void) {
            self.time = time
            self.sequence = sequence
            self.action = action
        }

        func cancel() { isCancelled = true }

        static func runsBefore(_ a: Entry, _ b: Entry) -> Bool {
            (a.time, a.sequence) < (b.time, b.sequence)
        }
    }
}
