/// A ``CounterService`` over the counters of ``SampleData``.
public actor InMemoryCounterService: CounterService, InMemoryService {
    /// The calls this service answers, for injecting failures.
    public enum Operation: Hashable, Sendable {
        case counters, increment
    }

    /// The injected failures, latency and call counts.
    public var behavior: InMemoryBehavior<Operation>
    private var counters: [Counter]

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

    public func increment(id: Counter.ID) async throws(AppError) -> Counter {
        try await begin(.increment)
        guard let index = counters.firstIndex(where: { $0.id == id }) else { throw .notFound }
        counters[index].value += 1
        return counters[index]
    }
}
