import Domain

/// ``CounterService`` over the backend's `/v1/counters`.
public struct LiveCounterService: CounterService {
    private let client: APIClient

    /// Creates the service.
    public init(client: APIClient) {
        self.client = client
    }

    public func counters() async throws(AppError) -> [Counter] {
        try await client.send(Endpoint(.get, "/v1/counters"))
    }

    public func increment(id: Counter.ID) async throws(AppError) -> Counter {
        try await client.send(Endpoint(.post, "/v1/counters/\(id)/increment"))
    }
}
