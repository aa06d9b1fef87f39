/// The counter demo's rows.
public protocol CounterService: Sendable {
    /// All counters, in display order.
    func counters() async throws(AppError) -> [Counter]

    /// Adds exactly one to the counter with `id`; a repeat of the same `idempotencyKey` adds
    /// nothing and returns the counter as it was answered the first time.
    ///
    /// Use one key per user action and keep it across that action's retries: then a request
    /// whose answer was lost can be sent again without counting twice. Using a key that
    /// already counted another counter fails with ``AppError/invalidInput(_:)`` and changes
    /// nothing.
    ///
    /// - Returns: The counter with its new value (for a repeat: the first answer).
    /// - Throws: A clear refusal (``AppError/leavesOutcomeUnknown`` is false: a 503, a 404)
    ///   when nothing was counted; an error whose ``AppError/leavesOutcomeUnknown`` is true
    ///   (a timeout, a dropped connection) when the service cannot tell whether the press
    ///   counted — the caller then re-reads the counter instead of guessing.
    func increment(id: Counter.ID, idempotencyKey: IdempotencyKey) async throws(AppError) -> Counter
}

extension CounterService {
    /// Adds exactly one to the counter with `id`, as one action with a fresh
    /// ``IdempotencyKey`` (see ``increment(id:idempotencyKey:)``).
    /// - Returns: The counter with its new value.
    public func increment(id: Counter.ID) async throws(AppError) -> Counter {
        try await increment(id: id, idempotencyKey: .random())
    }
}
