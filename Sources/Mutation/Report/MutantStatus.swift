/// What became of a mutant, as Stryker names it.
public enum MutantStatus: String, Sendable, Codable, CaseIterable {
    /// A test failed (or crashed) with it live.
    case killed = "Killed"
    /// Every test that reaches it passed with it live.
    case survived = "Survived"
    /// The tests ran past their time limit with it live (counted as detected, as Stryker does).
    case timeout = "Timeout"
    /// No test reaches its code: it was not run.
    case noCoverage = "NoCoverage"
    /// It does not compile (behind the switch): it was not run.
    case compileError = "CompileError"
    /// It was not run, for the reason given (a suppression comment, a pattern, `#if`).
    case ignored = "Ignored"

    /// Whether the tests caught it.
    public var isDetected: Bool { self == .killed || self == .timeout }

    /// Whether it counts towards the score (Stryker: detected, survived and no coverage).
    public var isValid: Bool { self != .compileError && self != .ignored }

    /// The status of a mutant that was run, from how its test run ended.
    public static func fromRun(_ outcome: ProcessOutcome) -> MutantStatus {
        switch outcome {
        case .exited(0): .survived
        case .timedOut: .timeout
        case .exited, .signalled, .failedToStart: .killed
        }
    }
}

/// A mutant and what became of it.
public struct MutantResult: Sendable {
    /// The mutant.
    public var mutant: Mutant
    /// Its status.
    public var status: MutantStatus
    /// Why it has that status, when there is more to say: an ignored mutant's reason, a compiler
    /// error, a survivor's tests, a timeout's limit, a killed one's first failing test.
    public var statusReason: String?
    /// The test units that reach it.
    public var coveredBy: [TestUnit]
    /// The test units that killed it, when known (a single unit was run).
    public var killedBy: [TestUnit]
    /// Seconds its test run took, when it was run (Stryker's `duration`, in ms in the JSON).
    public var duration: Double?
    /// How many tests finished in its run, when it was run and the run said (Stryker's `testsCompleted`).
    public var testsCompleted: Int?

    /// A result.
    public init(
        mutant: Mutant, status: MutantStatus, statusReason: String? = nil, coveredBy: [TestUnit] = [], killedBy: [TestUnit] = [],
        duration: Double? = nil, testsCompleted: Int? = nil
    ) {
        self.mutant = mutant
        self.status = status
        self.statusReason = statusReason
        self.coveredBy = coveredBy
        self.killedBy = killedBy
        self.duration = duration
        self.testsCompleted = testsCompleted
    }
}
