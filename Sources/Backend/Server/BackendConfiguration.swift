import Foundation

/// Where the backend keeps its SQLite database.
public enum DatabaseLocation: Sendable, Equatable {
    /// A database file (`backend.sqlite`, in WAL mode) inside this directory.
    /// The directory is created when it does not exist yet.
    case file(URL)
    /// A private in-memory database that disappears when the server goes away.
    /// Handy for tests and throw-away demos.
    case inMemory
}

/// Everything that shapes one run of the backend: where it listens, where it
/// stores data, which seed its sample data comes from and which faults it injects.
public struct BackendConfiguration: Sendable {
    /// The interface to bind, e.g. `127.0.0.1` (the default) or `0.0.0.0`.
    public var host: String
    /// The TCP port to bind; `0` (the default) lets the system pick a free one.
    /// ``BackendServer/start()`` returns the port actually bound.
    public var port: Int
    /// Where the SQLite database lives.
    public var databaseLocation: DatabaseLocation
    /// A delay added to every answer (`.zero` by default), to make loading states visible.
    public var latency: Duration
    /// The share (0…1) of requests, other than `/v1/health` and `/v1/sessions`,
    /// answered with `503 injected_fault`. Drawn from a generator seeded by ``seed``,
    /// so the same sequence of requests meets the same failures.
    public var failRate: Double
    /// The seed of the sample data written into a fresh database, and of the fault generator.
    public var seed: UInt64
    /// Enables `POST /v1/_faults` and `DELETE /v1/_faults`, which script failures
    /// for acceptance tests. Without it those routes answer 404.
    public var testFaults: Bool
    /// How long a session (a sign-in's token) lasts; default 30 days.
    public var sessionLifetime: Duration
    /// How long a connection may sit without sending a byte (an idle keep-alive connection, or
    /// a client that stopped mid-request) before the server closes it; default 30 s.
    public var idleTimeout: Duration

    /// The default session lifetime, in seconds: 30 days.
    public static let defaultSessionLifetime: Int64 = 30 * 86_400

    /// Creates a configuration; every parameter has the default described on its property.
    public init(
        host: String = "127.0.0.1",
        port: Int = 0,
        databaseLocation: DatabaseLocation = .inMemory,
        latency: Duration = .zero,
        failRate: Double = 0,
        seed: UInt64 = 1,
        testFaults: Bool = false,
        sessionLifetime: Duration = .seconds(BackendConfiguration.defaultSessionLifetime),
        idleTimeout: Duration = .seconds(30)
    ) {
        self.sessionLifetime = sessionLifetime
        self.idleTimeout = idleTimeout
        self.host = host
        self.port = port
        self.databaseLocation = databaseLocation
        self.latency = latency
        self.failRate = failRate
        self.seed = seed
        self.testFaults = testFaults
    }

    /// Checks the values that have a limited range, and throws a
    /// ``BackendConfigurationError`` that names the first bad one.
    public func validate() throws(BackendConfigurationError) {
        guard (0...65_535).contains(port) else { throw .portOutOfRange(port) }
        guard failRate.isFinite, (0...1).contains(failRate) else { throw .failRateOutOfRange(failRate) }
        guard latency >= .zero else { throw .negativeLatency(latency) }
        guard !host.isEmpty else { throw .emptyHost }
        guard sessionLifetime >= .seconds(1) else { throw .sessionLifetimeTooShort(sessionLifetime) }
        guard idleTimeout > .zero else { throw .idleTimeoutNotPositive(idleTimeout) }
    }
}

/// A configuration value outside its allowed range.
public enum BackendConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The port is not in 0…65535.
    case portOutOfRange(Int)
    /// The fail rate is not a number in 0…1.
    case failRateOutOfRange(Double)
    /// The latency is negative.
    case negativeLatency(Duration)
    /// The host is an empty string.
    case emptyHost
    /// Sessions would last less than a second.
    case sessionLifetimeTooShort(Duration)
    /// The idle timeout is zero or negative.
    case idleTimeoutNotPositive(Duration)

    /// A sentence that says what is wrong and what is allowed.
    public var description: String {
        switch self {
        case .portOutOfRange(let port): "port must be between 0 and 65535, got \(port)"
        case .failRateOutOfRange(let rate): "fail rate must be between 0 and 1, got \(rate)"
        case .negativeLatency(let latency): "latency must not be negative, got \(latency)"
        case .emptyHost: "host must not be empty"
        case .sessionLifetimeTooShort(let lifetime): "sessions must last at least a second, not \(lifetime)"
        case .idleTimeoutNotPositive(let timeout): "the idle timeout must be positive, not \(timeout)"
        }
    }
}
