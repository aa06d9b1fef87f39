/// The asynchronous work a group of objects started and has not finished yet.
///
/// Logic that must not know the UI (presenters, interactors) starts every request through
/// ``start(_:)`` instead of a bare `Task`, for two readers: unit tests `await`
/// ``waitUntilIdle()`` (or the returned task) instead of sleeping, and the UI layer hands each
/// task to its run loop through ``onStart`` so the app knows when a screen has settled.
/// Neither changes what the work does.
@MainActor
public final class PendingWork {
    /// Called with every task as it starts (the view layer tracks them in the app).
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

    /// Returns once every task has ended, including tasks started meanwhile.
    public func waitUntilIdle() async {
        while let task = running.values.first {
            await task.value
        }
    }
}
