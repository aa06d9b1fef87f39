/// The asynchronous work a presenter's events started (interactor calls that await a
/// service), kept until each piece ends.
///
/// The presenter stays free of the UI: the view layer sets ``onStart`` to hand each task to
/// its run loop (so the app knows when a screen has settled), and unit tests ``settle()``.
@MainActor
public final class PresenterWork {
    /// Called with every task as it starts.
    public var onStart: (@MainActor (Task<Void, Never>) -> Void)?

    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// Creates an empty set of work.
    public init() {}

    /// Whether nothing is running.
    public var isIdle: Bool { running.isEmpty }

    /// Starts `work` on the main actor and keeps it until it ends.
    @discardableResult
    public func start(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        nextID += 1
        let id = nextID
        let task = Task { @MainActor [weak self] in
            await work()
            self?.running[id] = nil
        }
        running[id] = task
        onStart?(task)
        return task
    }

    /// Waits until all work started so far, and any it started meanwhile, has ended.
    public func settle() async {
        while let task = running.values.first {
            await task.value
        }
    }
}
