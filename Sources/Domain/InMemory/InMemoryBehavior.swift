/// The knobs every in-memory service shares: injected failures, an optional
/// latency, and a count of calls per operation (so tests can check, say, that
/// an empty login form sent nothing, or that a double tap liked once).
public struct InMemoryBehavior<Operation: Hashable & Sendable>: Sendable {
    private var permanentFailures: [Operation: AppError]
    private var scheduledFailures: [Operation: [AppError]] = [:]
    private var callCounts: [Operation: Int] = [:]
    /// How long every call waits before answering; `.zero` answers at once.
    public var latency: Duration

    /// Creates a behavior where the operations in `failures` always fail with
    /// their error and every call waits `latency`.
    public init(failures: [Operation: AppError] = [:], latency: Duration = .zero) {
        self.permanentFailures = failures
        self.latency = latency
    }

    /// Makes the next `times` calls of `operation` fail with `error` (before any
    /// permanent failure applies).
    public mutating func failNext(_ operation: Operation, with error: AppError, times: Int = 1) {
        scheduledFailures[operation, default: []].append(contentsOf: repeatElement(error, count: max(0, times)))
    }

    /// Makes every call of `operation` fail with `error`, or succeed again when
    /// `error` is `nil`. Clears scheduled failures of `operation` too.
    public mutating func setFailure(_ operation: Operation, to error: AppError?) {
        permanentFailures[operation] = error
        scheduledFailures[operation] = nil
    }

    /// How many times `operation` was called (failed calls included).
    public func calls(to operation: Operation) -> Int {
        callCounts[operation, default: 0]
    }

    /// Records a call of `operation` and returns the failure it must end with, if any.
    mutating func recordCall(_ operation: Operation) -> AppError? {
        callCounts[operation, default: 0] += 1
        if var scheduled = scheduledFailures[operation], !scheduled.isEmpty {
            let error = scheduled.removeFirst()
            scheduledFailures[operation] = scheduled
            return error
        }
        return permanentFailures[operation]
    }

    /// Waits the configured latency; a cancelled wait throws ``AppError/cancelled``.
    func wait() async throws(AppError) {
        guard latency > .zero else { return }
        do {
            try await Task.sleep(for: latency)
        } catch {
            throw .cancelled
        }
    }
}

/// What the in-memory actors have in common: each keeps an ``InMemoryBehavior``
/// for its operations, which tests steer with ``failNext(_:with:times:)``,
/// ``setFailure(_:to:)`` and ``setLatency(_:)`` and read with ``calls(to:)``.
public protocol InMemoryService: Actor {
    /// The service's operations, one per protocol method.
    associatedtype Operation: Hashable & Sendable
    /// The injected failures, latency and call counts.
    var behavior: InMemoryBehavior<Operation> { get set }
}

extension InMemoryService {
    /// Counts the call, waits the latency, then throws an injected failure if one
    /// is due.
    func begin(_ operation: Operation) async throws(AppError) {
        let failure = behavior.recordCall(operation)
        try await behavior.wait()
        if let failure { throw failure }
    }

    /// Makes the next `times` calls of `operation` fail with `error`.
    public func failNext(_ operation: Operation, with error: AppError = .serverBusy, times: Int = 1) {
        behavior.failNext(operation, with: error, times: times)
    }

    /// Makes every call of `operation` fail with `error`, or succeed again when
    /// `error` is `nil`.
    public func setFailure(_ operation: Operation, to error: AppError?) {
        behavior.setFailure(operation, to: error)
    }

    /// How many times `operation` was called.
    public func calls(to operation: Operation) -> Int {
        behavior.calls(to: operation)
    }

    /// Sets how long each call waits before answering.
    public func setLatency(_ latency: Duration) {
        behavior.latency = latency
    }
}
