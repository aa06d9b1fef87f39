import Domain

/// ``CounterService`` over the backend's `/v1/counters`.
///
/// An increment carries its ``IdempotencyKey`` in an `Idempotency-Key` header, so the server
/// counts it once however often it arrives. When an increment's outcome is unknown — a
/// timeout, a dropped connection, an answer cut short — the same request, with the same key,
/// is sent again up to ``RetryPolicy/maxRetries`` times: the server either counts it now or
/// replays the answer of the try that did count. A clear answer (a 503, a 404, …) is never
/// sent again.
public struct LiveCounterService: CounterService {
    /// The request header that carries the idempotency key.
    public static let idempotencyKeyHeader = "Idempotency-Key"

    /// How an increment whose outcome is unknown is sent again (the one ``LiveServices/RetryPolicy``).
    public typealias RetryPolicy = LiveServices.RetryPolicy

    private let client: APIClient
    private let retryPolicy: RetryPolicy

    /// Creates the service.
    /// - Parameters:
    ///   - client: The client for the backend.
    ///   - retryPolicy: How increments with an unknown outcome are sent again.
    public init(client: APIClient, retryPolicy: RetryPolicy = .standard) {
        self.client = client
        self.retryPolicy = retryPolicy
    }

    public func counters() async throws(AppError) -> [Counter] {
        try await client.send(Endpoint(.get, "/v1/counters"))
    }

    /// Sends `POST /v1/counters/{id}/increment` with `idempotencyKey`, again (same key) while
    /// the outcome is unknown, at most ``RetryPolicy/maxRetries`` more times.
    ///
    /// - Throws: The clear answer of the server when it refused the press (a 503 or 404 on
    ///   the first try: nothing counted); after the retries, the last network failure
    ///   (``AppError/timeout``, ``AppError/offline(_:)`` or ``AppError/invalidResponse(_:)``,
    ///   all with ``AppError/leavesOutcomeUnknown``): the press may or may not have counted,
    ///   so the caller re-reads the counter. An error status answering a retry (a 503, a
    ///   401) does not settle an earlier try that may have counted, so it never replaces
    ///   that failure (a 5xx is retried, anything else ends the retries); only a 404 or a
    ///   400 / 422 does, as no try of the same request can have counted then.
    ///   ``AppError/cancelled`` when the calling task is cancelled.
    public func increment(id: Counter.ID, idempotencyKey: IdempotencyKey) async throws(AppError) -> Counter {
        let endpoint = Endpoint<Counter>(
            .post, "/v1/counters/\(id)/increment", headers: [Self.idempotencyKeyHeader: idempotencyKey.rawValue]
        )
        return try await client.send(endpoint, retrying: retryPolicy)
    }
}
