/// Everything a run found: each mutant's status, the files' sources, and the time it took.
public struct MutationReport: Sendable {
    /// Seconds spent in each phase.
    public struct Timing: Sendable, Equatable {
        /// Copying, finding mutants and building the tests (every rebuild after a compile error included).
        public var build: Double = 0
        /// The unmutated run of every test unit (which also records the coverage).
        public var baseline: Double = 0
        /// Running the tests against the mutants.
        public var mutants: Double = 0

        /// A timing.
        public init(build: Double = 0, baseline: Double = 0, mutants: Double = 0) {
            self.build = build
            self.baseline = baseline
            self.mutants = mutants
        }
    }

    /// The package's name.
    public var packageName: String
    /// The targets mutated.
    public var targets: [String]
    /// Each mutated file's text, by path relative to the package.
    public var sources: [String: String]
    /// Every mutant's result, in id order.
    public var results: [MutantResult]
    /// The test units found.
    public var testUnits: [TestUnit]
    /// What a unit is: a suite or a test function.
    public var coverageUnit: CoverageUnit
    /// How many mutants there were before `--limit` sampled them (nil: not sampled).
    public var sampledFrom: Int?
    /// The builds it took (1, plus one per round of compile errors).
    public var builds: Int
    /// The targets built when the test targets named need only some of the package's; nil: all.
    public var buildSubset: BuildSubset?
    /// How many mutants were built on their own (`--build-unswitchable`), a build each.
    public var builtAlone: Int
    /// Seconds a phase took.
    public var timing: Timing
    /// The options that decide which mutants run and how (the JSON report's `config`).
    public var config: RunConfig
    /// What the run left out and why (`--since`, `--shard`), a line each.
    public var notes: [String]
    /// A digest of every mutated file's path and content (shards of one run share it).
    public var sourcesDigest: String?
    /// With `--shard`: how many mutants the whole run has (the shards' sum).
    public var shardOf: Int?
    /// The digest of each unit's test sources, by unit name (what `--incremental` compares).
    public var testDigests: [String: String] = [:]
    /// The mutants whose result `--incremental` reused from the earlier report.
    public var reused: Set<Int> = []
    /// Where each test unit is declared, when its test file says.
    public var testLocations: [TestUnit: TestLocation] = [:]
    /// The text of the test files that hold a unit, by path.
    public var testSources: [String: String] = [:]

    /// A report.
    public init(
        packageName: String, targets: [String], sources: [String: String], results: [MutantResult],
        testUnits: [TestUnit] = [], coverageUnit: CoverageUnit = .suite, sampledFrom: Int? = nil, builds: Int = 1, buildSubset: BuildSubset? = nil, builtAlone: Int = 0,
        timing: Timing = Timing(), config: RunConfig = RunConfig(), notes: [String] = []
    ) {
        self.packageName = packageName
        self.targets = targets
        self.sources = sources
        self.results = results
        self.testUnits = testUnits
        self.coverageUnit = coverageUnit
        self.sampledFrom = sampledFrom
        self.builds = builds
        self.buildSubset = buildSubset
        self.builtAlone = builtAlone
        self.timing = timing
        self.config = config
        self.notes = notes
        sourcesDigest = nil
        shardOf = nil
    }

    /// A digest (64-bit FNV-1a, in hex) of files' paths and contents: the same files give the same one.
    public static func digest(_ sources: [(path: String, text: String)]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (path, text) in sources.sorted(by: { $0.path < $1.path }) {
            for byte in path.utf8 + [0] + text.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    /// How many mutants have each status.
    public var counts: [MutantStatus: Int] {
        var counts: [MutantStatus: Int] = [:]
        for result in results { counts[result.status, default: 0] += 1 }
        return counts
    }

    /// How many of the ignored mutants a comment marks equivalent (no test could tell them apart).
    public var equivalentCount: Int {
        results.filter { $0.status == .ignored && ($0.statusReason ?? "").hasPrefix("equivalent") }.count
    }

    /// Detected / (detected + survived + no coverage), in percent (Stryker's mutation score);
    /// nil when no mutant counts.
    public var score: Double? {
        let valid = results.filter { $0.status.isValid }
        guard !valid.isEmpty else { return nil }
        return 100 * Double(valid.filter { $0.status.isDetected }.count) / Double(valid.count)
    }

    /// The same, over the mutants some test reaches (Stryker's "score of covered code").
    public var coveredScore: Double? {
        let covered = results.filter { $0.status.isValid && $0.status != .noCoverage }
        guard !covered.isEmpty else { return nil }
        return 100 * Double(covered.filter { $0.status.isDetected }.count) / Double(covered.count)
    }

    /// The test units that certainly kill no mutant: every mutant they reach that the tests
    /// caught was killed by other units (a killer is known when one unit ran), or they reach none
    /// the tests caught. A unit that reaches a timeout, or a killed mutant whose killer is not
    /// known, is not one of them. In name order.
    public var unitsKillingNothing: [TestUnit] {
        var undecided = Set<TestUnit>()
        var killers = Set<TestUnit>()
        for result in results where result.status.isDetected {
            if result.killedBy.isEmpty { undecided.formUnion(result.coveredBy) } else { killers.formUnion(result.killedBy) }
        }
        return testUnits.filter { !undecided.contains($0) && !killers.contains($0) }.sorted()
    }

    /// The survivors, in file and line order.
    public var survivors: [MutantResult] {
        results.filter { $0.status == .survived }.sorted { ($0.mutant.file, $0.mutant.start) < ($1.mutant.file, $1.mutant.start) }
    }
}
