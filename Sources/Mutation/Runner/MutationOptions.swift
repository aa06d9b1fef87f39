import Foundation

/// What `mvx mutate` was asked to do.
public struct MutationOptions: Sendable {
    /// The package's folder.
    public var packagePath: URL
    /// The targets to mutate; empty: every non-test Swift target.
    public var targets: [String] = []
    /// The test targets whose tests run; empty: all of them.
    public var testTargets: [String] = []
    /// Whether every target is built even when `testTargets` need only some of them.
    public var buildAll = false
    /// Whether the mutants that cannot be written behind the switch are built and run one by one
    /// (else they are reported Ignored).
    public var buildUnswitchable = false
    /// Where to keep the copy and its build between runs (a later run rebuilds only what
    /// changed); nil: a temporary folder, removed at the end.
    public var keptFolder: URL?
    /// Whether coverage is recorded, and mutants run, per suite or per test function.
    public var coverageUnit: CoverageUnit = .suite
    /// Set in every test process's environment (the unmutated run's and each mutant's), e.g. to
    /// narrow what a parameterized suite runs.
    public var testEnvironment: [String: String] = [:]
    /// How many test processes run at once.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Run only this many mutants, picked at random (with `seed`).
    public var limit: Int?
    /// The seed of `limit`'s pick.
    public var seed: UInt64 = 0
    /// A mutant's tests may take this many times their unmutated time…
    public var timeoutFactor: Double = 3
    /// …plus this many seconds.
    public var timeoutExtra: Double = 5
    /// Run only the mutants on lines added or changed since this git revision (`git diff REF`).
    public var since: String?
    /// Run only this shard's part of the mutants.
    public var shard: Shard?
    /// The JSON report of an earlier run, whose results are reused where nothing they depend on
    /// changed (the command writes the new report there again).
    public var incremental: URL?
    /// Called with each phase's name and as mutants finish.
    public var progress: (@Sendable (MutationProgress) -> Void)?

    /// The options that decide which mutants run and what becomes of them.
    public var config: RunConfig {
        var config = RunConfig()
        config.targets = targets
        config.testTargets = testTargets
        config.coverageUnit = coverageUnit
        config.testEnvironment = testEnvironment
        config.buildAll = buildAll
        config.buildUnswitchable = buildUnswitchable
        config.limit = limit
        config.seed = seed
        config.since = since
        config.shard = shard?.description
        config.timeoutFactor = timeoutFactor
        config.timeoutExtra = timeoutExtra
        return config
    }

    /// Options for the package at `packagePath`.
    public init(packagePath: URL) {
        self.packagePath = packagePath
    }
}

/// Where a run is.
public enum MutationProgress: Sendable {
    /// A phase began (copying, building, the unmutated run…).
    case phase(String)
    /// Mutants done of total, killed (or timed out) so far, and seconds since the mutants began.
    case mutants(done: Int, total: Int, detected: Int, elapsed: Double)
}
