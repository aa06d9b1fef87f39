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

    /// A report.
    public init(
        packageName: String, targets: [String], sources: [String: String], results: [MutantResult],
        testUnits: [TestUnit] = [], coverageUnit: CoverageUnit = .suite, sampledFrom: Int? = nil, builds: Int = 1, buildSubset: BuildSubset? = nil, builtAlone: Int = 0,
        timing: Timing = Timing()
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

    /// The survivors, in file and line order.
    public var survivors: [MutantResult] {
        results.filter { $0.status == .survived }.sorted { ($0.mutant.file, $0.mutant.start) < ($1.mutant.file, $1.mutant.start) }
    }
}
