/// The options of a run that decide which mutants run and what becomes of them — what the JSON
/// report's `config` holds, and what shard reports must share to be merged. Not the ones that
/// only change how fast it goes (`--jobs`, `--keep-build`).
public struct RunConfig: Sendable, Hashable, Codable {
    /// `--target`s (empty: every non-test Swift target).
    public var targets: [String] = []
    /// `--test-target`s (empty: every test).
    public var testTargets: [String] = []
    /// `--coverage-unit`.
    public var coverageUnit: CoverageUnit = .suite
    /// `--test-env`.
    public var testEnvironment: [String: String] = [:]
    /// `--build-all`.
    public var buildAll = false
    /// `--build-unswitchable`.
    public var buildUnswitchable = false
    /// `--limit` and `--seed`.
    public var limit: Int?
    /// `--seed`.
    public var seed: UInt64 = 0
    /// `--since`.
    public var since: String?
    /// `--shard`, as `K/N`.
    public var shard: String?
    /// The time limit's factor and extra seconds.
    public var timeoutFactor: Double = 3
    /// The time limit's extra seconds.
    public var timeoutExtra: Double = 5

    /// A config.
    public init() {}

    /// The config without its shard: what the shards of one run share.
    public var withoutShard: RunConfig {
        var config = self
        config.shard = nil
        return config
    }
}

/// `--shard K/N`: the K-th (1-based) of N deterministic parts of a run's mutants.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    /// How many shards.
    public var count: Int

    /// A shard; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N`, as `--shard` takes it; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The ids of `mutants` this shard runs. The mutants that run tests are dealt out in id order
    /// one shard after another, and so are the ones that run nothing (ignored, known not to
    /// compile): each shard gets an equal number of each, give or take one, and neighbouring
    /// mutants — on the same lines, against the same tests, of about the same cost — go to
    /// different shards, so that their work is about equal.
    public func pick(_ mutants: [Mutant], runsNothing: (Mutant) -> Bool = { $0.ignoredReason != nil }) -> Set<Int> {
        let sorted = mutants.sorted { $0.id < $1.id }
        var picked = Set<Int>()
        for group in [sorted.filter { !runsNothing($0) }, sorted.filter(runsNothing)] {
            for (position, mutant) in group.enumerated() where position % count == index - 1 { picked.insert(mutant.id) }
        }
        return picked
    }
}
