import Foundation

/// A whole `mvx mutate` run: copy the package, write its mutants behind the switch, build the
/// tests once (again without the mutants that do not compile), run every test unit unmutated
/// while recording which mutants each reaches, then run each mutant against the units that reach it.
public struct MutationRunner: Sendable {
    /// What to do.
    public let options: MutationOptions
    let processes: ProcessRunner

    /// A run with these options.
    public init(options: MutationOptions, processes: ProcessRunner = .shared) {
        self.options = options
        self.processes = processes
    }

    /// Does the run. The package's own folder is only read; the copy is removed at the end.
    public func run() async throws -> MutationReport {
        let clock = ContinuousClock()
        let began = clock.now
        let source = options.packagePath.standardizedFileURL
        guard FileManager.default.fileExists(atPath: source.appendingPathComponent("Package.swift").path) else {
            throw MutationError.notAPackage(options.packagePath.path)
        }
        // An earlier report to reuse: none yet is a full run (which writes it).
        var history: IncrementalHistory?
        var incrementalNote: String?
        if let url = options.incremental {
            if let data = FileManager.default.contents(atPath: url.path) {
                guard let read = IncrementalHistory(data: data) else { throw MutationError.notAReport(url.path) }
                if read.isReusable(by: options.config) {
                    history = read
                } else {
                    incrementalNote = "--incremental: \(url.path) was run with other targets, tests, test environment or time limit: nothing reused"
                }
            } else {
                incrementalNote = "--incremental: no report at \(url.path) yet: a full run"
            }
        }
        report(.phase("copying the package"))
        let copy = try PackageCopy(of: source, into: options.keptFolder)
        let scratch = copy.scratch
        TemporaryFolders.shared.add(copy.isKept ? scratch : copy.root)
        defer {
            copy.remove()
            TemporaryFolders.shared.remove(copy.isKept ? scratch : copy.root)
        }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)

        // The targets and their mutants.
        let info = try await describe(copy.package, scratch: scratch)
        let targets = try Self.selectTargets(options.targets, of: info)
        let testTargets = try Self.selectTestTargets(options.testTargets, of: info)
        let files = Self.findMutants(in: targets, of: copy)
        let all = files.flatMap(\.mutants)
        let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
        var notes: [String] = []
        var shardOf: Int?
        var inScope = all
        if let revision = options.since {
            let changed = try await ChangedLines.since(revision, in: source, scratch: scratch, processes: processes)
            inScope = all.filter(changed.contains)
            notes.append("--since \(revision): \(all.count - inScope.count) of \(all.count) mutants left out, not on lines added or changed since it")
        }
        var (chosen, sampledFrom) = Self.sample(inScope, limit: options.limit, seed: options.seed, buildingAlone: options.buildUnswitchable)
        if let shard = options.shard {
            let before = chosen.count
            let buildingAlone = options.buildUnswitchable
            chosen = shard.pick(inScope.filter { chosen.contains($0.id) }) { $0.ignoredReason != nil && !(buildingAlone && $0.canBuildAlone) }
            notes.append("--shard \(shard): \(chosen.count) of the run's \(before) mutants")
            shardOf = before
        }
        var results: [Int: MutantResult] = [:]
        let alone = options.buildUnswitchable ? all.filter { chosen.contains($0.id) && $0.canBuildAlone } : []
        let aloneIDs = Set(alone.map(\.id))
        for mutant in all where chosen.contains(mutant.id) && !aloneIDs.contains(mutant.id) {
            guard var reason = mutant.ignoredReason else { continue }
            if mutant.canBuildAlone { reason += " (--build-unswitchable builds it on its own)" }
            results[mutant.id] = MutantResult(mutant: mutant, status: .ignored, statusReason: reason)
        }
        var active = Set(all.filter { chosen.contains($0.id) && $0.ignoredReason == nil }.map(\.id))
        // A kept copy remembers the mutants that did not compile last time.
        var knownErrors = copy.isKept ? CompileErrorCache(url: copy.root.appendingPathComponent("compile-errors.json")) : nil
        for id in active.sorted() {
            guard let mutant = byID[id], let message = knownErrors?.message(for: mutant) else { continue }
            active.remove(id)
            results[id] = MutantResult(mutant: mutant, status: .compileError, statusReason: message)
        }

        // Only what the test targets named need (unless told to build all).
        var subset: BuildSubset?
        if !testTargets.isEmpty, !options.buildAll, let candidate = BuildSubset.of(info, testTargets: testTargets, mutated: targets.map(\.name)) {
            if try candidate.apply(to: copy.package) {
                subset = candidate
                report(.phase("building only the \(candidate.kept.count) of \(candidate.of) targets the test targets named need (--build-all builds every one)"))
            } else {
                report(.phase("building every target: the manifest's package is not `let package = Package(…)`"))
            }
        }

        // The schemata, built once (and again for each round of mutants that do not compile).
        for target in targets {
            try copy.write(SwitchHelper.source, to: target.path + "/" + SwitchHelper.fileName)
        }
        let builds = try await buildSchemata(files, active: &active, results: &results, subset: &subset, copy: copy, source: source, scratch: scratch)
        knownErrors?.record(Array(results.values))
        let built = clock.now

        // The unmutated run, which records the mutants each unit reaches.
        report(.phase("running the tests unmutated, recording what each \(options.coverageUnit.rawValue) reaches"))
        let binary = try await testBinary(copy.package, packageName: info.name, scratch: scratch)
        let units = await binary.units(scratch: scratch, per: options.coverageUnit).filter { unit in
            testTargets.isEmpty || testTargets.contains { unit.name.hasPrefix($0 + ".") || unit.name.hasPrefix($0 + "/") }
        }
        guard !units.isEmpty else { throw MutationError.noTests }
        let baseline = try await runBaseline(units, binary: binary, scratch: scratch)
        let baselineDone = clock.now

        // Each mutant against the units that reach it, but those an earlier run's result still holds for.
        let testSources = TestLocator.testFiles(of: info, package: copy.package)
        let declarations = TestLocator.declarations(in: testSources)
        let testDigests = IncrementalHistory.testDigests(of: units, modules: testSources, declarations: declarations)
        let sourceByPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.source) })
        var reusedIDs = Set<Int>()
        var toRun: [(Mutant, [TestUnit])] = []
        for id in active.sorted() {
            guard let mutant = byID[id] else { continue }
            let units = (baseline.covering[id] ?? []).sorted()
            if units.isEmpty {
                results[id] = MutantResult(mutant: mutant, status: .noCoverage)
            } else if let history, let reused = history.reusable(mutant, source: sourceByPath[mutant.file] ?? "", units: units, testDigests: testDigests) {
                results[id] = reused
                reusedIDs.insert(id)
            } else {
                toRun.append((mutant, units))
            }
        }
        for result in try await runMutants(toRun, binary: binary, baseline: baseline, scratch: scratch) { results[result.mutant.id] = result }
        let builtAlone = try await buildAlone(
            alone, files: files, active: active, units: units, binary: binary, baseline: baseline, copy: copy, scratch: scratch
        )
        for result in builtAlone { results[result.mutant.id] = result }
        let finished = clock.now

        let reported = results.values.sorted { $0.mutant.id < $1.mutant.id }
        let reportedFiles = Set(reported.map(\.mutant.file))
        var mutationReport = MutationReport(
            packageName: info.name, targets: targets.map(\.name),
            sources: Dictionary(uniqueKeysWithValues: files.filter { reportedFiles.contains($0.path) }.map { ($0.path, $0.source) }),
            results: reported, testUnits: units, coverageUnit: options.coverageUnit, sampledFrom: sampledFrom, builds: builds, buildSubset: subset,
            builtAlone: alone.count,
            timing: MutationReport.Timing(
                build: Self.seconds(built - began), baseline: Self.seconds(baselineDone - built), mutants: Self.seconds(finished - baselineDone)
            ),
            config: options.config, notes: notes
        )
        mutationReport.sourcesDigest = MutationReport.digest(files.map { ($0.path, $0.source) })
        mutationReport.shardOf = shardOf
        mutationReport.testDigests = testDigests
        mutationReport.testLocations = TestLocator.locate(units, declarations: declarations)
        let locatedFiles = Set(mutationReport.testLocations.values.map(\.file))
        mutationReport.testSources = Dictionary(testSources.values.joined().filter { locatedFiles.contains($0.path) }.map { ($0.path, $0.text) }) { $1 }
        mutationReport.reused = reusedIDs
        if options.incremental != nil {
            mutationReport.notes.append(
                incrementalNote ?? "--incremental: reused \(TextReport.grouped(reusedIDs.count)) of \(TextReport.grouped(reported.count)) results"
            )
        }
        return mutationReport
    }

    /// Each unit's time unmutated, and the units that reach each mutant.
    struct Baseline: Sendable {
        var unitSeconds: [TestUnit: Double] = [:]
        var covering: [Int: [TestUnit]] = [:]
    }

    // MARK: Steps

    /// Every Swift file of the targets, parsed, its mutants numbered from 1 across the files.
    static func findMutants(in targets: [PackageInfo.Target], of copy: PackageCopy) -> [MutatedSource] {
        var files: [MutatedSource] = []
        var nextID = 1
        for target in targets {
            for path in target.swiftFiles {
                guard let text = try? String(contentsOf: copy.package.appendingPathComponent(path), encoding: .utf8) else { continue }
                let file = MutatedSource(path: path, source: text, firstID: nextID)
                nextID += file.sites.count
                files.append(file)
            }
        }
        return files
    }

    /// Writes the files with the active mutants switched and builds the tests; while the build
    /// fails, the mutants its errors point at become CompileError and leave the schemata, and it
    /// builds again. A build of a subset that fails where no mutant is to blame is done again
    /// with the package's own manifest, every target built. Returns the number of builds.
    private func buildSchemata(
        _ files: [MutatedSource], active: inout Set<Int>, results: inout [Int: MutantResult], subset: inout BuildSubset?,
        copy: PackageCopy, source: URL, scratch: URL
    ) async throws -> Int {
        var writers: [String: SchemataWriter] = [:]
        func write(_ file: MutatedSource, active: Set<Int>) throws {
            let writer = SchemataWriter(source: file, ids: active)
            writers[file.path] = writer
            try copy.write(writer.text, to: file.path)
        }
        for file in files where file.sites.contains(where: { active.contains($0.mutant.id) }) { try write(file, active: active) }
        var builds = 0
        var phase = "building the tests with \(active.count) mutants behind the switch"
        while true {
            builds += 1
            report(.phase(phase))
            let log = scratch.appendingPathComponent("build-\(builds).log")
            let outcome = await processes.run("/usr/bin/env", ["swift", "build", "--build-tests"], in: copy.package, output: log)
            if outcome.succeeded { return builds }
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            var culprits: [Int: String] = [:]
            var unblamed: [CompilerError] = []
            let errors = CompilerError.parse(output)
            for error in errors {
                let writer = writers.first { error.path.hasSuffix("/" + $0.key) }?.value
                let blamed = (error.isAboutSize
                    ? writer?.mutants(inExpressionAtLine: error.line, column: error.column)
                    : writer?.mutants(atLine: error.line, column: error.column))?.filter(active.contains) ?? []
                if blamed.isEmpty { unblamed.append(error) }
                for id in blamed where culprits[id] == nil { culprits[id] = error.message }
            }
            // A subset that misses a module some file imports without depending on it, or
            // that fails before compiling anything: build every target.
            if culprits.isEmpty, subset != nil, errors.isEmpty || errors.contains(where: \.isMissingModule) {
                for manifest in BuildSubset.manifests(in: source) {
                    try PackageCopy.writeIfChanged(try Data(contentsOf: manifest), to: copy.package.appendingPathComponent(manifest.lastPathComponent))
                }
                subset = nil
                phase = "the build of only the targets needed failed; building every target"
                continue
            }
            guard !culprits.isEmpty, builds < 12 else {
                let errors = unblamed.prefix(20).map { "\($0.path):\($0.line):\($0.column): error: \($0.message)" }
                throw MutationError.buildFailed(errors.isEmpty ? Self.tail(output, lines: 40) : errors.joined(separator: "\n"))
            }
            for file in files {
                for site in file.sites {
                    guard let message = culprits[site.mutant.id] else { continue }
                    active.remove(site.mutant.id)
                    results[site.mutant.id] = MutantResult(mutant: site.mutant, status: .compileError, statusReason: message)
                }
            }
            for file in files where file.sites.contains(where: { culprits[$0.mutant.id] != nil }) { try write(file, active: active) }
            phase = "rebuilding without the mutants that do not compile"
        }
    }

    /// Runs each unit unmutated (`jobs` at a time), recording the mutants it reaches; throws if one fails.
    private func runBaseline(_ units: [TestUnit], binary: TestBinary, scratch: URL) async throws -> Baseline {
        let coverageFolder = scratch.appendingPathComponent("coverage")
        try FileManager.default.createDirectory(at: coverageFolder, withIntermediateDirectories: true)
        let environment = options.testEnvironment
        let runs = await concurrentMap(Array(units.enumerated()), jobs: options.jobs) { index, unit in
            let file = coverageFolder.appendingPathComponent("\(index).txt")
            let started = ContinuousClock.now
            let outcome = await binary.run([unit], environment: environment.merging([SwitchHelper.coverageVariable: file.path]) { $1 }, timeout: 3600)
            let seconds = Self.seconds(ContinuousClock.now - started)
            let reached = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(whereSeparator: \.isNewline).compactMap { Int($0) }
            return (unit: unit, passed: outcome.succeeded, seconds: seconds, reached: reached)
        }
        let failing = runs.filter { !$0.passed }.map(\.unit.name)
        guard failing.isEmpty else { throw MutationError.testsFail(failing) }
        var baseline = Baseline()
        for run in runs {
            baseline.unitSeconds[run.unit] = run.seconds
            for id in Set(run.reached) { baseline.covering[id, default: []].append(run.unit) }
        }
        return baseline
    }

    /// Runs each mutant live against the units that reach it (`jobs` at a time), each run with a
    /// time limit of `timeoutFactor` times those units' unmutated time plus `timeoutExtra`.
    private func runMutants(_ toRun: [(Mutant, [TestUnit])], binary: TestBinary, baseline: Baseline, scratch: URL) async throws -> [MutantResult] {
        let logs = scratch.appendingPathComponent("mutant-logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let tally = Tally(total: toRun.count)
        let progress = options.progress
        progress?(.mutants(done: 0, total: toRun.count, detected: 0, elapsed: 0))
        let factor = options.timeoutFactor
        let extra = options.timeoutExtra
        let environment = options.testEnvironment
        let began = ContinuousClock.now
        return await concurrentMap(toRun, jobs: options.jobs) { mutant, units in
            let timeout = factor * units.reduce(0) { $0 + (baseline.unitSeconds[$1] ?? 0) } + extra
            let started = ContinuousClock.now
            let (outcome, log) = await binary.runLogged(
                units, environment: environment.merging([SwitchHelper.liveVariable: String(mutant.id)]) { $1 }, timeout: timeout,
                logs: logs.appendingPathComponent("mutant-\(mutant.id)")
            )
            let status = MutantStatus.fromRun(outcome)
            let (done, detected) = tally.add(detected: status.isDetected)
            progress?(.mutants(done: done, total: tally.total, detected: detected, elapsed: Self.seconds(ContinuousClock.now - began)))
            return Self.result(mutant, status: status, outcome: outcome, log: log, units: units, timeout: timeout, seconds: Self.seconds(ContinuousClock.now - started))
        }
    }

    /// A run mutant's result: its killers the units whose tests failed (after a crash, the unit of
    /// the test it stopped; else, killed without a failing test said, the one unit run), the first failure its reason, the
    /// tests that finished counted (not for a timeout, whose run was stopped).
    static func result(
        _ mutant: Mutant, status: MutantStatus, outcome: ProcessOutcome, log: TestRunLog, units: [TestUnit], timeout: Double, seconds: Double
    ) -> MutantResult {
        var killers = status == .killed ? log.failingUnits(of: units) : []
        // A crash: the test it stopped is a killer.
        if status == .killed, killers.isEmpty, case .signalled = outcome, let test = log.unfinished, let unit = TestRunLog.unit(of: test, in: units) {
            killers = [unit]
        }
        if status == .killed, killers.isEmpty, units.count == 1 { killers = units }
        return MutantResult(
            mutant: mutant, status: status, statusReason: reason(status, outcome: outcome, log: log, units: units, timeout: timeout),
            coveredBy: units, killedBy: killers, duration: seconds,
            testsCompleted: status == .timeout || (log.completed == 0 && status == .killed) ? nil : log.completed
        )
    }


    /// Why a mutant that ran has its status: a survivor's tests all passed, a timeout ran past
    /// its limit, a killed one's first failing test (and what it said), or how its run ended.
    static func reason(_ status: MutantStatus, outcome: ProcessOutcome, log: TestRunLog, units: [TestUnit], timeout: Double) -> String? {
        switch status {
        case .survived:
            return "passed: " + units.map(\.name).joined(separator: ", ")
        case .timeout:
            return String(format: "ran past its time limit of %.1f s", timeout)
        case .killed:
            if let first = log.failing.first {
                return "failed first: " + first + (log.firstMessage.map { ": " + $0 } ?? "")
            }
            switch outcome {
            case .signalled(let signal): return "the tests crashed (signal \(signal))" + (log.unfinished.map { " in " + $0 } ?? "")
            case .exited(let code): return "the tests exited \(code) with no test failing"
            case .failedToStart(let why): return "the tests did not start: " + why
            case .timedOut: return nil
            }
        default:
            return nil
        }
    }

    func report(_ progress: MutationProgress) { options.progress?(progress) }

    private func describe(_ package: URL, scratch: URL) async throws -> PackageInfo {
        report(.phase("reading the package's targets"))
        let output = scratch.appendingPathComponent("describe.json")
        let outcome = await processes.run("/usr/bin/env", ["swift", "package", "describe", "--type", "json"], in: package, output: output)
        let data = (try? Data(contentsOf: output)) ?? Data()
        guard outcome.succeeded, let info = try? PackageInfo.decode(data) else {
            throw MutationError.describeFailed(Self.tail(String(decoding: data, as: UTF8.self), lines: 20))
        }
        return info
    }

    private func testBinary(_ package: URL, packageName: String, scratch: URL) async throws -> TestBinary {
        let output = scratch.appendingPathComponent("bin-path.txt")
        _ = await processes.run("/usr/bin/env", ["swift", "build", "--show-bin-path"], in: package, output: output)
        let lines = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(whereSeparator: \.isNewline)
        guard let bin = lines.last.map({ URL(fileURLWithPath: String($0)) }),
              let path = TestBinary.find(inBinPath: bin, packageName: packageName)
        else { throw MutationError.noTests }
        return TestBinary(path: path, directory: package, runner: processes)
    }

    /// The targets named (each checked), or every non-test Swift target.
    public static func selectTargets(_ names: [String], of info: PackageInfo) throws -> [PackageInfo.Target] {
        if names.isEmpty { return info.targets.filter(\.isMutableByDefault).sorted { $0.name < $1.name } }
        return try names.map { name in
            guard let target = info.targets.first(where: { $0.name == name }) else {
                throw MutationError.unknownTarget(name, suggestion: nearestName(to: name, in: info.targets.map(\.name)))
            }
            return target
        }
    }

    /// The test targets named (each checked to be one); empty: all.
    public static func selectTestTargets(_ names: [String], of info: PackageInfo) throws -> [String] {
        let tests = info.targets.filter { $0.type == "test" }.map(\.name)
        for name in names where !tests.contains(name) {
            throw MutationError.unknownTarget(name, suggestion: nearestName(to: name, in: tests))
        }
        return names
    }

    /// The mutants to run: all, or `limit` of the runnable ones (with `buildingAlone`, those built
    /// on their own too) picked with `seed`; and how many there were when sampled.
    public static func sample(_ mutants: [Mutant], limit: Int?, seed: UInt64, buildingAlone: Bool = false) -> (Set<Int>, Int?) {
        guard let limit, limit < mutants.count else { return (Set(mutants.map(\.id)), nil) }
        var generator = SeededGenerator(seed: seed)
        let picked = mutants.filter { $0.ignoredReason == nil || (buildingAlone && $0.canBuildAlone) }.shuffled(using: &generator).prefix(limit)
        return (Set(picked.map(\.id)), mutants.count)
    }

    static func tail(_ text: String, lines: Int) -> String { RunnerText.tail(text, lines: lines) }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// Mutants done and detected so far, across the parallel runs.
private final class Tally: @unchecked Sendable {
    let total: Int
    private let lock = NSLock()
    private var done = 0
    private var detected = 0

    init(total: Int) { self.total = total }

    func add(detected isDetected: Bool) -> (done: Int, detected: Int) {
        lock.withLock {
            done += 1
            if isDetected { detected += 1 }
            return (done, detected)
        }
    }
}
