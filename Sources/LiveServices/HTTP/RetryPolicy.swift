import Domain

/// How a write whose outcome is unknown — a timeout, a dropped connection, an answer cut short —
/// is sent again: an increment with its idempotency key (``LiveCounterService``), a like or a
/// follow as it is (PUT and DELETE are idempotent), by `APIClient.send(_:retrying:)`.
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

extension APIClient {
    /// Sends `endpoint` — a request the server applies at most once however often it arrives: an
    /// increment with its `Idempotency-Key`, or an idempotent PUT or DELETE — again while its
    /// outcome is unknown, at most ``RetryPolicy/maxRetries`` more times.
    ///
    /// - Throws: The server's clear answer on the first try (a 503, a 404: nothing applied);
    ///   after the retries, the last network failure (``AppError/timeout``,
    ///   ``AppError/offline(_:)`` or ``AppError/invalidResponse(_:)``, all with
    ///   ``AppError/leavesOutcomeUnknown``): the request may or may not have been applied. An
    ///   error status answering a retry (a 503, a 401) does not settle an earlier try that may
    ///   have been applied, so it never replaces that failure (a 5xx is retried, anything else
    ///   ends the retries); only a 404 or a 400 / 422 does, as no try can have been applied then.
    ///   ``AppError/cancelled`` when the calling task is cancelled.
    func send<Response>(_ endpoint: Endpoint<Response>, retrying policy: RetryPolicy) async throws(AppError) -> Response {
        var unknownOutcome: AppError?
        var delay = policy.initialDelay
        for attempt in 0...max(0, policy.maxRetries) {
            if attempt > 0 {
                if delay > .zero {
                    do {
                        try await policy.sleep(delay)
                    } catch {
                        throw .cancelled
                    }
                    delay = delay * 2
                }
                if Task.isCancelled { throw .cancelled }
            }
            do {
                // The policy alone sends it again: each try counts, and a closed connection is an
                // unknown outcome like any other lost answer.
                var once = endpoint
                once.isRepeatable = false
                return try await send(once)
            } catch {
                switch error {
                case .offline, .timeout, .invalidResponse:
                    unknownOutcome = error
                case .cancelled, .notFound, .invalidInput:
                    // Settled: no try of this request can have been applied (or the caller left).
                    throw error
                default:
                    guard let unknownOutcome else { throw error }
                    // This try was refused, but an earlier one may have been applied: still unknown.
                    if case .server(let status, _, _) = error, status >= 500 { continue }
                    throw unknownOutcome
                }
            }
        }
        throw unknownOutcome ?? .timeout
    }
}
