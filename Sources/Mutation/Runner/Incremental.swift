import Foundation

/// `--incremental FILE`: the JSON report of an earlier run, whose results are reused for the
/// mutants where nothing they depend on changed — by content: the mutant's file's source is the
/// same, the same test units reach it, and the source of those units' test files is the same
/// (``testDigests(of:modules:declarations:)``). So a reused Killed whose killing test changed is
/// run again, and so is a survivor one of whose tests changed.
public struct IncrementalHistory: Sendable {
    /// A mutant as two runs both know it: its file, place, operator and change (not its id,
    /// which moves when another file gains a mutant).
    struct Key: Hashable {
        var file: String
        var start: SourcePosition
        var end: SourcePosition
        var mutator: MutationOperator
        var replacement: String

        init(_ mutant: Mutant) {
            file = mutant.file
            start = mutant.start
            end = mutant.end
            mutator = mutant.mutationOperator
            replacement = mutant.replacement
        }
    }

    var results: [Key: MutantResult]
    var sources: [String: String]
    /// The digest of each unit's test sources, by unit name.
    var testDigests: [String: String]
    /// The options of that run.
    var config: RunConfig?

    /// The earlier report in `data`; nil if it is not a report.
    public init?(data: Data) {
        guard let report = StrykerReport.decode(data),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return nil }
        var results: [Key: MutantResult] = [:]
        for result in report.results { results[Key(result.mutant)] = result }
        self.results = results
        sources = report.sources
        let config = object["config"] as? [String: Any] ?? [:]
        testDigests = config["testDigests"] as? [String: String] ?? [:]
        self.config = (try? JSONSerialization.data(withJSONObject: config)).flatMap { try? JSONDecoder().decode(RunConfig.self, from: $0) }
    }

    /// Whether a run with `config` may reuse this one's results: the options that change what a
    /// mutant's tests are and how long they may take are the same.
    func isReusable(by config: RunConfig) -> Bool {
        guard let old = self.config else { return false }
        return old.targets == config.targets && old.testTargets == config.testTargets && old.coverageUnit == config.coverageUnit
            && old.testEnvironment == config.testEnvironment && old.timeoutFactor == config.timeoutFactor
            && old.timeoutExtra == config.timeoutExtra
    }

    /// The earlier result of `mutant`, reached now by `units`, if it still holds: its file's
    /// source is the same, the same units reached it then, and none of their test sources
    /// changed. Only results of a run (killed, survived, timed out) are reused.
    func reusable(_ mutant: Mutant, source: String, units: [TestUnit], testDigests now: [String: String]) -> MutantResult? {
        guard sources[mutant.file] == source, let old = results[Key(mutant)],
              [.killed, .survived, .timeout].contains(old.status),
              Set(old.coveredBy.map(\.name)) == Set(units.map(\.name)),
              units.allSatisfy({ unit in testDigests[unit.name] != nil && testDigests[unit.name] == now[unit.name] })
        else { return nil }
        let killers = Set(old.killedBy.map(\.name))
        return MutantResult(
            mutant: mutant, status: old.status, statusReason: old.statusReason, coveredBy: units,
            killedBy: units.filter { killers.contains($0.name) }, duration: old.duration, testsCompleted: old.testsCompleted
        )
    }

    /// The digest of each unit's test sources, by content: the test files that declare it (a
    /// suite's type and its extensions' tests, a test function's file) and the files of its test
    /// target that declare no test at all (helpers every test may use). A change to another test
    /// file of the target leaves it as it was. A unit declared nowhere that is found (a test
    /// named by a macro) is digested with every file of its target.
    static func testDigests(
        of units: [TestUnit], modules: [String: [(path: String, text: String)]],
        declarations: [String: [String: [String: TestLocation]]]
    ) -> [String: String] {
        // A declared name is a unit's when it is one, without its arguments one, or inside one.
        var unitNames = Set(units.map(\.name))
        unitNames.formUnion(units.map { TestLocator.withoutArguments($0.name) })
        func isTest(_ name: String) -> Bool {
            if unitNames.contains(name) { return true }
            var rest = Substring(name)
            while let slash = rest.lastIndex(of: "/") {
                rest = rest[..<slash]
                if unitNames.contains(String(rest)) { return true }
            }
            return false
        }
        var testFiles: [String: Set<String>] = [:]
        for (module, files) in declarations {
            testFiles[module] = Set(files.filter { $0.value.keys.contains(where: isTest) }.map(\.key))
        }
        var digests: [String: String] = [:]
        for unit in units {
            let module = String(unit.name.prefix { $0 != "." && $0 != "/" })
            guard let files = modules[module] else { continue }
            let declared = declarations[module] ?? [:]
            let own = files.filter { file in (declared[file.path] ?? [:]).keys.contains { TestLocator.belongs($0, to: unit) } }
            let helpers = files.filter { !(testFiles[module] ?? []).contains($0.path) }
            digests[unit.name] = MutationReport.digest(own.isEmpty ? files : own + helpers)
        }
        return digests
    }
}
