/// A ``CounterService`` over the counters of ``SampleData``.
///
/// Honours idempotency keys like the backend: the first increment with a key counts and
/// remembers its answer, a repeat of the key returns that answer and counts nothing, and a key
/// reused for another counter fails with ``AppError/invalidInput(_:)``. An injected failure
/// (``InMemoryService/failNext(_:with:times:)``) happens before anything counts, like the
/// backend's 503; ``loseNextAnswers(_:with:)`` makes increments count and then fail, like an
/// answer lost on the way back.
public actor InMemoryCounterService: CounterService, InMemoryService {
    /// The calls this service answers, for injecting failures.
    public enum Operation: Hashable, Sendable {
        case counters, increment
    }

    /// The most keys remembered; beyond it the oldest are forgotten (the backend keeps keys for
    /// 24 hours instead).
    public static let maxRememberedKeys = 100_000

    /// The injected failures, latency and call counts.
    public var behavior: InMemoryBehavior<Operation>
    private var counters: [Counter]
    /// The first answer of each key.
    private var answers: [IdempotencyKey: Counter] = [:]
    /// The remembered keys, oldest first (from ``keyOrderStart`` on).
    private var keyOrder: [IdempotencyKey] = []
    private var keyOrderStart = 0
    /// Errors that the next increments end with after they counted.
    private var lostAnswers: [AppError] = []
    /// How many increments actually counted (repeats of a key and failures excluded).
    public private(set) var countedIncrements = 0

    /// Creates the service from `data`.
    /// - Parameter failures: Operations that always fail, with their error.
    public init(data: SampleData = .standard, failures: [Operation: AppError] = [:], latency: Duration = .zero) {
        self.behavior = InMemoryBehavior(failures: failures, latency: latency)
        self.counters = data.counters
    }

    public func counters() async throws(AppError) -> [Counter] {
        try await begin(.counters)
        return counters
    }

    public func increment(id: Counter.ID, idempotencyKey key: IdempotencyKey) async throws(AppError) -> Counter {
        try await begin(.increment)
        let answer: Counter
        if let first = answers[key] {
            guard first.id == id else {
                throw .invalidInput(.other("This idempotency key was already used to increment counter \(first.id)"))
            }
            answer = first
        } else {
            guard let index = counters.firstIndex(where: { $0.id == id }) else { throw .notFound }
            counters[index].value += 1
            answer = counters[index]
            remember(answer, for: key)
        }
        if !lostAnswers.isEmpty {
            throw lostAnswers.removeFirst()
        }
        return answer
    }

    /// Makes the next `count` increments count (or replay) as usual and then fail with `error`
    /// instead of answering: an outcome the caller cannot know, as when a connection drops
    /// after the server committed.
    public func loseNextAnswers(_ count: Int = 1, with error: AppError = .timeout) {
        lostAnswers.append(contentsOf: repeatElement(error, count: max(0, count)))
    }

    private func remember(_ answer: Counter, for key: IdempotencyKey) {
        countedIncrements += 1
        answers[key] = answer
        keyOrder.append(key)
        guard keyOrder.count - keyOrderStart > Self.maxRememberedKeys else { return }
        answers[keyOrder[keyOrderStart]] = nil
        keyOrderStart += 1
        if keyOrderStart >= Self.maxRememberedKeys / 2 {
            keyOrder.removeFirst(keyOrderStart)
            keyOrderStart = 0
        }
    }
}
