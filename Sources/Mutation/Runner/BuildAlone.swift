import Foundation

/// `--build-unswitchable`: the mutants that cannot be written behind the switch (in a pattern, a
/// `#if` condition, an attribute's or a macro's argument, an enum case's raw value), each written
/// as it is into its file and built on its own, one after another, after the switched mutants ran.
extension MutationRunner {
    /// Builds and runs each of `mutants`; a mutant that does not compile is CompileError. With no
    /// coverage to go by (no switch records it), each runs against the units that reach any
    /// switched mutant of its file, else against every unit. The copy's files are put back as the
    /// schemata had them (a kept folder's next build sees them changed and builds them again).
    func buildAlone(
        _ mutants: [Mutant], files: [MutatedSource], active: Set<Int>, units: [TestUnit],
        binary: TestBinary, baseline: Baseline, copy: PackageCopy, scratch: URL
    ) async throws -> [MutantResult] {
        guard !mutants.isEmpty else { return [] }
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
        let began = ContinuousClock.now
        var results: [MutantResult] = []
        var detected = 0
        report(.phase("building the \(mutants.count) mutants that cannot be switched, one at a time"))
        report(.mutants(done: 0, total: mutants.count, detected: 0, elapsed: 0))
        for (index, mutant) in mutants.enumerated() {
            guard let file = byPath[mutant.file] else { continue }
            try copy.write(SchemataWriter(source: file, applying: mutant.id).text, to: file.path)
            let started = ContinuousClock.now
            let log = scratch.appendingPathComponent("build-alone-\(mutant.id).log")
            let built = await processes.run("/usr/bin/env", ["swift", "build", "--build-tests"], in: copy.package, output: log)
            let reason = "built on its own: " + (mutant.ignoredReason ?? "not behind the switch")
            // The file as the schemata had it, before anything else is built.
            let switched = file.sites.contains { active.contains($0.mutant.id) }
            try copy.write(switched ? SchemataWriter(source: file, ids: active).text : file.source, to: file.path)
            if !built.succeeded {
                let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                let errors = CompilerError.parse(output)
                let error = errors.first { $0.path.hasSuffix("/" + file.path) } ?? errors.first
                results.append(MutantResult(mutant: mutant, status: .compileError, statusReason: "built on its own: " + (error?.message ?? "the build failed")))
            } else {
                let ids = Set(file.mutants.map(\.id))
                let reaching = Set(baseline.covering.filter { ids.contains($0.key) }.values.joined())
                let selected = reaching.isEmpty ? units : units.filter(reaching.contains)
                let timeout = options.timeoutFactor * selected.reduce(0) { $0 + (baseline.unitSeconds[$1] ?? 0) } + options.timeoutExtra
                let (outcome, testLog) = await binary.runLogged(
                    selected, environment: options.testEnvironment, timeout: timeout, logs: scratch.appendingPathComponent("alone-\(mutant.id)")
                )
                let status = MutantStatus.fromRun(outcome)
                if status.isDetected { detected += 1 }
                var result = Self.result(
                    mutant, status: status, outcome: outcome, log: testLog, units: selected, timeout: timeout, seconds: Self.seconds(ContinuousClock.now - started)
                )
                result.statusReason = reason
                results.append(result)
            }
            report(.mutants(done: index + 1, total: mutants.count, detected: detected, elapsed: Self.seconds(ContinuousClock.now - began)))
        }
        return results
    }
}
