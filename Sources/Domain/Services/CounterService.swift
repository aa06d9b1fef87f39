/// The counter demo's rows.
public protocol CounterService: Sendable {
    /// All counters, in display order.
    func counters() async throws(AppError) -> [Counter]
    /// Adds exactly one to the counter with `id`.
    /// - Returns: The counter with its new value.
    func increment(id: Counter.ID) async throws(AppError) -> Counter
}
