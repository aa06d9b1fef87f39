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

    /// How an increment whose outcome is unknown is sent again.
    public struct RetryPolicy: Sendable {
        /// How many times a request is sent again after its first try; 0 never retries.
        public var maxRetries: Int
        /// The wait before the first retry; each further retry waits twice as long.
        /// `.zero` retries at once.
        public var initialDelay: Duration
        /// Waits the given time, throwing when the wait is cancelled. Tests pass one that
        /// returns at once (or records the waits) so that they never sleep.
        public var sleep: @Sendable (Duration) async throws -> Void

        /// Creates a policy; by default 3 retries after 100, 200 and 400 ms of `Task.sleep`.
        public init(
            maxRetries: Int = 3,
            initialDelay: Duration = .milliseconds(100),
            sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
        ) {
            self.maxRetries = maxRetries
            self.initialDelay = initialDelay
            self.sleep = sleep
        }

        /// 3 retries after 100, 200 and 400 ms.
        public static let standard = RetryPolicy()
        /// No retries: an unknown outcome is thrown at once.
        public static let never = RetryPolicy(maxRetries: 0)
    }

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
        var unknownOutcome: AppError?
        var delay = retryPolicy.initialDelay
        for attempt in 0...max(0, retryPolicy.maxRetries) {
            if attempt > 0 {
                if delay > .zero {
                    do {
                        try await retryPolicy.sleep(delay)
                    } catch {
                        throw .cancelled
                    }
                    delay = delay * 2
                }
                if Task.isCancelled { throw .cancelled }
            }
            do {
                return try await client.send(endpoint)
            } catch {
                switch error {
                case .offline, .timeout, .invalidResponse:
                    unknownOutcome = error
                case .cancelled, .notFound, .invalidInput:
                    // Settled: no try of this request can have counted (or the caller left).
                    throw error
                default:
                    guard let unknownOutcome else { throw error }
                    // This try was refused, but an earlier one may have counted: still unknown.
                    if case .server(let status, _, _) = error, status >= 500 { continue }
                    throw unknownOutcome
                }
            }
        }
        throw unknownOutcome ?? .timeout
    }
}
