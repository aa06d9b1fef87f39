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
            mutation-testing report schema. Exit status: 0, 1 when the unmutated tests fail or \
            the package does not build, 64 for a bad path or target.
            """
    )

    @Argument(help: "The package's folder.", completion: .directory)
    public var path: String = "."

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

    @Option(help: ArgumentHelp("text (score, survivors, time split), json (Stryker's report schema), xcode (each survivor as a warning).", valueName: "format"))
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

    public init() {}

    public func validate() throws {
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
        if format != .text {
            let timing = report.timing
            let score = report.score.map { String(format: "%.1f %%", $0) } ?? "n/a"
            let split = String(format: "build %.1f s, unmutated run %.1f s, mutants %.1f s", timing.build, timing.baseline, timing.mutants)
            FileHandle.standardError.write(Data("mvx mutate: score \(score); \(split)\n".utf8))
        }
    }
}
