import ArgumentParser
import Foundation
import Mutation

extension MutationReportFormat: ExpressibleByArgument {}
extension CoverageUnit: ExpressibleByArgument {}

/// `mvx mutate [PATH]`: mutation testing for a SwiftPM package — how many deliberate bugs its
/// tests catch.
public struct MutateCommand: AsyncParsableCommand {
    /// The command's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "mutate",
        abstract: "Mutation testing for a SwiftPM package: put small bugs in its code and see whether its tests fail.",
        discussion: """
            Copies the package to a temporary folder (its own files are never written; an \
            interrupted run removes the copy and exits 130), writes every mutant of the targets' \
            code behind a runtime switch (MVX_MUTANT names the live one), builds the tests once \
            (with --test-target, only the targets those tests depend on, the mutated ones and the \
            plugins), \
            runs each test suite unmutated while recording the mutants it reaches, then runs each \
            mutant against the suites that reach it, --jobs at a time, with a time limit from the \
            unmutated run. Operators: ConditionalsBoundary, RelationalOperator, EqualityOperator, \
            LogicalOperator, ArithmeticOperator, BooleanLiteral, NegateConditional, VoidMethodCall. \
            Statuses: Killed, Survived, Timeout, NoCoverage, CompileError, Ignored (a mutant that \
            cannot be switched — in a pattern, a #if — unless --build-unswitchable builds each on its \
            own). \
            `// mvx-mutate:disable-next-line` (or `disable-line`) suppresses a line, \
            `// mvx-mutate:disable` before a declaration all of it; `equivalent-next-line`, \
            `equivalent-line` and `equivalent` mark mutants no test could tell apart (Ignored, \
            counted apart); after the word, operator names limit it and `: why` says why. \
            `--format json` is Stryker's \
            mutation-testing report schema; `--format html` one self-contained page. \
            --since REF runs only the mutants on lines changed since REF; --incremental FILE \
            reuses an earlier report's results where nothing they depend on changed; --shard K/N the K-th \
            of N parts, which `mvx mutate merge` makes one report again. Exit status: 0, 2 when \
            the gate fails (the score under --break-at, a survivor not in --baseline), 1 when \
            the unmutated tests fail or the package does not build, 64 for a bad path, target, \
            revision or option. `mvx mutate merge A.json B.json …` merges the JSON reports of \
            a run's shards into one, on stdout (refusing, exit 64, reports of different sources \
            or options, a shard twice or one missing); the gate's options apply to it.
            """
    )

    @Argument(help: ArgumentHelp(
        "The package's folder (default: .); or `merge` and the shards' JSON reports.", valueName: "path"
    ), completion: .directory)
    public var arguments: [String] = []

    /// The package's folder.
    var path: String { arguments.first ?? "." }

    /// Whether this is `mvx mutate merge A.json …`.
    var isMerge: Bool { arguments.first == "merge" }

    @Option(name: .customLong("target"), help: ArgumentHelp("A target to mutate; repeatable (default: every non-test Swift target).", valueName: "name"))
    public var targets: [String] = []

    @Option(name: .customLong("test-target"), help: ArgumentHelp("Run only this test target's tests; repeatable (default: every test).", valueName: "name"))
    public var testTargets: [String] = []

    @Flag(name: .customLong("build-all"), help: "Build every target, not only what the --test-target ones need.")
    public var buildAll = false

    @Flag(name: .customLong("build-unswitchable"), help: "Build each mutant that cannot be written behind the switch (in a pattern, a #if…) on its own, instead of reporting it Ignored.")
    public var buildUnswitchable = false

    @Option(name: .customLong("coverage-unit"), help: ArgumentHelp(
        "suite (default) or test: record coverage, and run each mutant's tests, per suite or per test function.",
        valueName: "unit"
    ))
    public var coverageUnit: CoverageUnit = .suite

    @Option(name: .customLong("test-env"), help: ArgumentHelp(
        "Set NAME=VALUE in every test process's environment; repeatable (e.g. to narrow a parameterized suite).",
        valueName: "name=value"
    ))
    public var testEnvironment: [String] = []

    @Option(help: ArgumentHelp(
        "text (score, survivors, time split), json (Stryker's report schema), xcode (each survivor as a warning), html (one self-contained page).",
        valueName: "format"
    ))
    public var format: MutationReportFormat = .text

    @Option(help: ArgumentHelp("Test processes at once (default: the core count).", valueName: "n"))
    public var jobs: Int?

    @Option(help: ArgumentHelp("Run only this many mutants, picked at random (with --seed).", valueName: "n"))
    public var limit: Int?

    @Option(help: ArgumentHelp("The seed of --limit's pick.", valueName: "s"))
    public var seed: UInt64 = 0

    @Option(name: .customLong("keep-build"), help: ArgumentHelp(
        "Keep the copy and its build in this folder between runs: a later run writes only the files that changed, and rebuilds only what they touch.",
        valueName: "folder"
    ), completion: .directory)
    public var keepBuild: String?

    @Option(help: ArgumentHelp("Run only the mutants on lines added or changed since this git revision (git diff REF).", valueName: "ref"))
    public var since: String?

    @Option(help: ArgumentHelp("Run only the K-th of N equal parts of the mutants (1-based); `mvx mutate merge` joins the parts' JSON reports.", valueName: "K/N"))
    public var shard: String?

    @Option(help: ArgumentHelp(
        "Reuse the results of this earlier JSON report where neither the mutant's file nor its tests changed; write the new full report to it.",
        valueName: "file"
    ), completion: .file())
    public var incremental: String?

    @OptionGroup public var gate: MutationGateOptions

    public init() {}

    public func validate() throws {
        if !isMerge, arguments.count > 1 { throw ValidationError("mvx mutate takes one package folder, not \(arguments.count) (merge: `mvx mutate merge A.json B.json …`).") }
        if let shard, Shard(parsing: shard) == nil { throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, not '\(shard)'.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number over 0.") }
        if let limit, limit < 1 { throw ValidationError("--limit takes a number over 0.") }
        for pair in testEnvironment where Self.environmentPair(pair) == nil {
            throw ValidationError("--test-env takes NAME=VALUE, not '\(pair)'.")
        }
    }

    /// `NAME=VALUE` split at its first `=`; nil without one or without a name.
    static func environmentPair(_ text: String) -> (String, String)? {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { return nil }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    public func run() async throws {
        if isMerge {
            try MutateMerge(reports: Array(arguments.dropFirst()), gate: gate).run()
            return
        }
        var options = MutationOptions(packagePath: URL(fileURLWithPath: path))
        options.targets = targets
        options.testTargets = testTargets
        options.buildAll = buildAll
        options.buildUnswitchable = buildUnswitchable
        options.coverageUnit = coverageUnit
        options.testEnvironment = Dictionary(testEnvironment.compactMap(Self.environmentPair)) { $1 }
        if let jobs { options.jobs = jobs }
        options.limit = limit
        options.seed = seed
        options.keptFolder = keepBuild.map { URL(fileURLWithPath: $0) }
        options.since = since
        options.shard = shard.flatMap(Shard.init(parsing:))
        options.incremental = incremental.map { URL(fileURLWithPath: $0) }
        // A baseline that cannot be read stops the run before it starts.
        let known = try gate.readBaseline()
        let printer = ProgressPrinter()
        options.progress = { printer.show($0) }
        TemporaryFolders.shared.installInterruptHandler()
        let report: MutationReport
        do {
            report = try await MutationRunner(options: options).run()
        } catch let error as MutationError {
            FileHandle.standardError.write(Data("mvx mutate: \(error)\n".utf8))
            throw ExitCode(error.exitCode)
        }
        FileHandle.standardOutput.write(Data(format.render(report).utf8))
        if let incremental {
            do {
                try Data(StrykerReport.render(report).utf8).write(to: URL(fileURLWithPath: incremental))
            } catch {
                FileHandle.standardError.write(Data("mvx mutate: --incremental \(incremental): \(error.localizedDescription)\n".utf8))
                throw ExitCode(1)
            }
        }
        if format != .text {
            let timing = report.timing
            let score = report.score.map { String(format: "%.1f %%", $0) } ?? "n/a"
            let split = String(format: "build %.1f s, unmutated run %.1f s, mutants %.1f s", timing.build, timing.baseline, timing.mutants)
            FileHandle.standardError.write(Data("mvx mutate: score \(score); \(split)\n".utf8))
        }
        try gate.apply(to: report, baseline: known)
    }
}

/// The gate's options, `mvx mutate`'s and `mvx mutate merge`'s: `--break-at`, `--baseline`, `--write-baseline`.
public struct MutationGateOptions: ParsableArguments {
    @Option(name: .customLong("break-at"), help: ArgumentHelp("Exit 2 when the mutation score is below this percentage (0–100).", valueName: "score"))
    public var breakAt: Double?

    @Option(help: ArgumentHelp("Exit 2 when a survivor is not in this baseline file (--write-baseline writes one).", valueName: "file"), completion: .file())
    public var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp(
        "Write the survivors to this file, as --baseline reads them (by file, line text, operator and change; not line numbers).",
        valueName: "file"
    ), completion: .file())
    public var writeBaseline: String?

    public init() {}

    public func validate() throws {
        if let breakAt, !(0...100).contains(breakAt) { throw ValidationError("--break-at takes a percentage from 0 to 100, not \(breakAt).") }
    }

    /// The `--baseline` file's survivors; exit 64 if it is not a baseline file.
    func readBaseline() throws -> SurvivorBaseline? {
        guard let baseline else { return nil }
        guard let data = FileManager.default.contents(atPath: baseline), let decoded = SurvivorBaseline.decode(data) else {
            FileHandle.standardError.write(Data("mvx mutate: --baseline \(baseline): not a baseline file (--write-baseline writes one)\n".utf8))
            throw ExitCode(64)
        }
        return decoded
    }

    /// Writes `--write-baseline`, then exits 2 (saying why on stderr) if the gate fails.
    func apply(to report: MutationReport, baseline known: SurvivorBaseline?) throws {
        if let writeBaseline {
            do {
                try SurvivorBaseline(of: report).encoded().write(to: URL(fileURLWithPath: writeBaseline))
            } catch {
                FileHandle.standardError.write(Data("mvx mutate: --write-baseline \(writeBaseline): \(error.localizedDescription)\n".utf8))
                throw ExitCode(1)
            }
        }
        let verdict = GateVerdict(report: report, breakAt: breakAt, baseline: known)
        if verdict.fails {
            FileHandle.standardError.write(Data(verdict.lines.map { $0 + "\n" }.joined().utf8))
            throw ExitCode(2)
        }
    }
}

/// `mvx mutate merge A.json B.json …`: the shards' JSON reports as one, on stdout. (Not a
/// subcommand of its own: `mvx mutate`'s folder argument would take its name.)
struct MutateMerge {
    /// The shards' reports.
    var reports: [String]
    /// The gate, applied to the merged report.
    var gate: MutationGateOptions

    func run() throws {
        var inputs: [(name: String, data: Data)] = []
        for path in reports {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("mvx mutate merge: cannot read \(path)\n".utf8))
                throw ExitCode(64)
            }
            inputs.append((path, data))
        }
        let known = try gate.readBaseline()
        let merged: String
        do {
            merged = try ShardMerge.render(inputs)
        } catch let refusal as ShardMerge.Refusal {
            FileHandle.standardError.write(Data("mvx mutate merge: \(refusal)\n".utf8))
            throw ExitCode(64)
        }
        FileHandle.standardOutput.write(Data(merged.utf8))
        if let report = StrykerReport.decode(Data(merged.utf8)) { try gate.apply(to: report, baseline: known) }
    }
}
