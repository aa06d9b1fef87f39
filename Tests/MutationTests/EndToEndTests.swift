import Foundation
import Testing
@testable import Mutation

/// `mvx mutate` on Tests/Fixtures/MutateFixture, a package of its own: its functions' comments
/// say which mutants its tests kill, which survive, which time out, which do not compile, and
/// which function no test calls. This builds the fixture (about half a minute).
@Suite(.serialized) struct EndToEndTests {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/MutateFixture")

    @Test func theFixtureGetsItsKnownKillsSurvivorsAndTheRest() async throws {
        // The copy in a kept folder (`--keep-build`), to look at after the run.
        let kept = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutate-kept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: kept) }
        var options = MutationOptions(packagePath: Self.fixture)
        options.jobs = 2
        options.keptFolder = kept
        let report = try await MutationRunner(options: options).run()

        #expect(report.packageName == "MutateFixture")
        #expect(report.targets == ["Scoring"])
        #expect(report.results.count == 25)
        #expect(report.counts == [.killed: 13, .survived: 4, .timeout: 1, .noCoverage: 4, .compileError: 1, .ignored: 2])
        #expect(report.builds == 2)
        #expect(report.testUnits.map(\.name) == ["ScoringTests.BoardTests", "ScoringTests.RulesTests"])

        let survivors = report.survivors.map { TextReport.describe($0.mutant) }
        #expect(survivors == [
            "Sources/Scoring/Board.swift:10:12: amount < 0 → amount <= 0 (ConditionalsBoundary)",
            #"Sources/Scoring/Board.swift:14:9: record("add \(amount)") → (call removed) (VoidMethodCall)"#,
            "Sources/Scoring/Board.swift:18:9: log.append(line) → (call removed) (VoidMethodCall)",
            "Sources/Scoring/Rules.swift:7:5: age >= 18 → age > 18 (ConditionalsBoundary)",
        ])
        let timeout = try #require(report.results.first { $0.status == .timeout })
        #expect(timeout.mutant.original == "left - 1")
        let compileError = try #require(report.results.first { $0.status == .compileError })
        #expect(compileError.mutant.original == "name + suffix")
        #expect(compileError.statusReason?.contains("String") == true)
        #expect(Set(report.results.filter { $0.status == .noCoverage }.map(\.mutant.start.line)) == [38])
        #expect(report.results.filter { $0.status == .ignored }.map(\.mutant.start.line) == [45, 49])

        // Each mutant ran only against the suite that reaches it.
        let boardUnit = TestUnit(library: .swiftTesting, name: "ScoringTests.BoardTests")
        for result in report.results where result.mutant.file.hasSuffix("Board.swift") && result.status.isValid {
            #expect(result.coveredBy == [boardUnit])
        }
        #expect(report.score.map { ($0 * 10).rounded() / 10 } == 63.6)
        #expect(report.results.filter { $0.status.isDetected || $0.status == .survived }.allSatisfy { ($0.duration ?? -1) >= 0 })
        #expect(report.results.filter { $0.status == .noCoverage || $0.status == .ignored }.allSatisfy { $0.duration == nil })
        // The package's own folder is not written: no build folder appears in it, and its code
        // is as it was; the kept copy holds the schemata and the build, not the run's scratch files.
        #expect(!FileManager.default.fileExists(atPath: Self.fixture.appendingPathComponent(".build").path))
        let rules = "Sources/Scoring/Rules.swift"
        #expect(try String(contentsOf: Self.fixture.appendingPathComponent(rules), encoding: .utf8) == report.sources[rules])
        let copy = kept.appendingPathComponent("MutateFixture")
        #expect(try String(contentsOf: copy.appendingPathComponent(rules), encoding: .utf8).contains("__mvxMutantIsLive(8) ?"))
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent(".build").path))
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("Sources/Scoring/__MVXMutantSwitch.swift").path))
        #expect(!FileManager.default.fileExists(atPath: kept.appendingPathComponent("mvx-work").path))

        // The HTML page of a real run: every mutant of the JSON on it, no address.
        let page = HTMLReport.render(report)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StrykerReport.render(report).utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [String: [String: Any]])
        let jsonMutants = try files.values.flatMap { try #require($0["mutants"] as? [[String: Any]]) }
        #expect(jsonMutants.count == 25)
        for mutant in jsonMutants {
            let (id, status) = (try #require(mutant["id"] as? String), try #require(mutant["status"] as? String))
            #expect(page.contains("class=\"mutant s-\(status) m-\(status)\" id=\"m-\(id)\""), "mutant \(id)")
        }
        #expect(networkReferences(in: page) == [])
        // Read back, the JSON gives each mutant as the run found it (the code before the change from the source).
        let decoded = try #require(StrykerReport.decode(Data(StrykerReport.render(report).utf8)))
        #expect(decoded.results.map(\.mutant.original) == report.results.map(\.mutant.original))
        #expect(decoded.results.map(\.status) == report.results.map(\.status))
        // A survivor says which tests passed with it; a timeout, its limit.
        #expect(report.survivors.allSatisfy { $0.statusReason == "passed: ScoringTests.BoardTests" || $0.statusReason == "passed: ScoringTests.RulesTests" })
        #expect(timeout.statusReason?.hasPrefix("ran past its time limit of ") == true)

        // Two shards in the same kept folder, merged: the run without shards, mutant by mutant.
        var shards: [(name: String, data: Data)] = []
        for index in 1...2 {
            var shardOptions = options
            shardOptions.shard = Shard(index: index, count: 2)
            let shard = try await MutationRunner(options: shardOptions).run()
            #expect(shard.notes == ["--shard \(index)/2: \(shard.results.count) of the run's 25 mutants"])
            #expect((12...13).contains(shard.results.count))
            shards.append(("shard-\(index).json", Data(StrykerReport.render(shard).utf8)))
        }
        let merged = try #require(try ShardMerge.merge(shards)["files"] as? [String: [String: Any]])
        func outcome(_ mutant: [String: Any]) -> String {
            let keys = ["id", "mutatorName", "replacement", "location", "status", "coveredBy", "killedBy"]
            return keys.map { "\($0)=\(ShardMerge.canonical(mutant[$0]))" }.joined(separator: " ")
        }
        #expect(Set(merged.keys) == Set(files.keys))
        for (path, file) in files {
            let expected = try #require(file["mutants"] as? [[String: Any]]).map(outcome)
            let got = try #require(merged[path]?["mutants"] as? [[String: Any]]).map(outcome)
            #expect(got == expected, "\(path)")
        }

        // Again with the first run's report, nothing changed: every result of a run is reused, none run.
        let history = kept.appendingPathComponent("history.json")
        try Data(StrykerReport.render(report).utf8).write(to: history)
        var incremental = options
        incremental.incremental = history
        let again = try await MutationRunner(options: incremental).run()
        #expect(again.reused.count == 18)
        #expect(again.notes == ["--incremental: reused 18 of 25 results"])
        #expect(again.results.map(\.status) == report.results.map(\.status))
        #expect(again.results.map(\.killedBy) == report.results.map(\.killedBy))
        incremental.incremental = kept.appendingPathComponent("none-yet.json")
        incremental.limit = 1
        let first = try await MutationRunner(options: incremental).run()
        #expect(first.reused.isEmpty)
        #expect(first.notes.first?.hasSuffix("none-yet.json yet: a full run") == true)
    }

    @Test func sinceARevisionOnlyTheChangedLinesMutantsRun() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutate-since-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let package = folder.appendingPathComponent("MutateFixture")
        try FileManager.default.copyItem(at: Self.fixture, to: package)
        func git(_ arguments: String...) async throws {
            let outcome = await ProcessRunner.shared.run(
                "/usr/bin/env", ["git", "-c", "user.name=MVX", "-c", "user.email=mvx@invalid", "-c", "commit.gpgsign=false"] + arguments, in: package
            )
            try #require(outcome.succeeded, "git \(arguments.joined(separator: " "))")
        }
        try await git("init", "-q")
        try await git("add", ".")
        try await git("commit", "-q", "-m", "fixture")
        // Line 7 (`age >= 18`, three mutants) changed, and nothing else.
        let rules = package.appendingPathComponent("Sources/Scoring/Rules.swift")
        let text = try String(contentsOf: rules, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "    age >= 18\n", with: "    age >= 18 // of age\n").utf8).write(to: rules)
        var options = MutationOptions(packagePath: package)
        options.jobs = 2
        options.since = "HEAD"
        let report = try await MutationRunner(options: options).run()

        #expect(report.results.allSatisfy { $0.mutant.file == "Sources/Scoring/Rules.swift" && $0.mutant.start.line == 7 })
        #expect(report.results.count == 3)
        #expect(report.counts == [.killed: 2, .survived: 1])
        #expect(report.notes == ["--since HEAD: 22 of 25 mutants left out, not on lines added or changed since it"])
        #expect(TextReport.render(report).contains("--since HEAD: 22 of 25 mutants left out"))
        #expect(report.config.since == "HEAD")

        options.since = "no-such-revision"
        await #expect {
            try await MutationRunner(options: options).run()
        } throws: { error in
            guard case MutationError.sinceFailed("no-such-revision", _) = error else { return false }
            return (error as? MutationError)?.exitCode == 64
        }
    }

    @Test func perTestUnitsAndATestEnvironmentReachTheTestProcesses() async throws {
        var options = MutationOptions(packagePath: Self.fixture)
        options.jobs = 2
        options.coverageUnit = .test
        options.testEnvironment = ["SCORING_EDGE_AGES": "1"]
        let report = try await MutationRunner(options: options).run()

        #expect(report.coverageUnit == .test)
        #expect(report.testUnits.map(\.name) == [
            "ScoringTests.BoardTests/addsAndRefuses()", "ScoringTests.RulesTests/adults(age:isAdult:)",
            "ScoringTests.RulesTests/countsDown()", "ScoringTests.RulesTests/takesMoves()", "ScoringTests.RulesTests/totals()",
        ])
        // Age 18 is asked about now, so the boundary survivor is killed; the rest is as before.
        #expect(report.counts == [.killed: 14, .survived: 3, .timeout: 1, .noCoverage: 4, .compileError: 1, .ignored: 2])
        #expect(!report.survivors.contains { $0.mutant.file.hasSuffix("Rules.swift") })
        // Each of Rules' mutants ran only the test function that reaches it.
        let adults = TestUnit(library: .swiftTesting, name: "ScoringTests.RulesTests/adults(age:isAdult:)")
        let boundary = try #require(report.results.first { $0.mutant.original == "age >= 18" && $0.mutant.replacement == "age > 18" })
        #expect(boundary.coveredBy == [adults])
        #expect(boundary.killedBy == [adults])
    }

    @Test func withATestTargetNamedOnlyWhatItNeedsIsBuilt() async throws {
        // The fixture with two more targets, one of which does not compile: a build of every
        // target fails, a build of what ScoringTests needs does not.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutate-subset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let package = folder.appendingPathComponent("MutateFixture")
        try FileManager.default.copyItem(at: Self.fixture, to: package)
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
            .replacingOccurrences(of: "        .testTarget(name: \"ScoringTests\", dependencies: [\"Scoring\"]),\n", with: """
                        .testTarget(name: "ScoringTests", dependencies: ["Scoring"]),
                        .target(name: "Broken"),
                        .testTarget(name: "BrokenTests", dependencies: ["Broken"]),

                """)
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        for (path, text) in [
            ("Sources/Broken/Broken.swift", "public let broken: Int = \"not a number\"\n"),
            ("Tests/BrokenTests/BrokenTests.swift", "import Testing\n@testable import Broken\n\n@Test func broken() {}\n"),
        ] {
            let url = package.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var options = MutationOptions(packagePath: package)
        options.jobs = 2
        options.targets = ["Scoring"]
        options.testTargets = ["ScoringTests"]
        options.limit = 3
        options.seed = 1
        let report = try await MutationRunner(options: options).run()

        #expect(report.buildSubset == BuildSubset(kept: ["Scoring", "ScoringTests"], of: 4))
        #expect(report.results.count == 3)
        #expect(report.testUnits.map(\.name) == ["ScoringTests.BoardTests", "ScoringTests.RulesTests"])
        #expect(TextReport.render(report).contains("2 of 4 targets"))
        // The package's own manifest is as it was.
        #expect(try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)

        options.buildAll = true
        await #expect {
            try await MutationRunner(options: options).run()
        } throws: { error in
            guard case MutationError.buildFailed(let errors) = error else { return false }
            return errors.contains("Broken.swift")
        }
    }

    @Test func mutantsThatCannotBeSwitchedAreBuiltOnTheirOwnWhenAsked() async throws {
        // The fixture with a function whose `true`s are in a pattern, where no switch can go.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutate-alone-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let package = folder.appendingPathComponent("MutateFixture")
        try FileManager.default.copyItem(at: Self.fixture, to: package)
        let pairs = """
            /// Whether two dice make a pair above zero.
            public func isPair(_ a: Int, _ b: Int) -> Bool {
                switch (a == b, a > 0) {
                case (true, true): return true
                default: return false
                }
            }

            """
        let tests = """
            import Testing
            import Scoring

            struct PairsTests {
                @Test func pairs() {
                    #expect(isPair(3, 3))
                    #expect(!isPair(3, 4))
                    #expect(!isPair(0, 0))
                }
            }

            """
        try Data(pairs.utf8).write(to: package.appendingPathComponent("Sources/Scoring/Pairs.swift"))
        try Data(tests.utf8).write(to: package.appendingPathComponent("Tests/ScoringTests/PairsTests.swift"))
        var options = MutationOptions(packagePath: package)
        options.jobs = 2
        options.buildUnswitchable = true
        let report = try await MutationRunner(options: options).run()

        let alone = report.results.filter { $0.mutant.canBuildAlone }
        #expect(alone.map(\.mutant.start) == [SourcePosition(line: 4, column: 11), SourcePosition(line: 4, column: 17)])
        #expect(alone.map(\.status) == [.killed, .killed])
        #expect(alone.allSatisfy { $0.statusReason == "built on its own: a pattern (a switch must stay exhaustive)" })
        #expect(alone.allSatisfy { $0.coveredBy == [TestUnit(library: .swiftTesting, name: "ScoringTests.PairsTests")] })
        #expect(report.builtAlone == 2)
        #expect(TextReport.render(report).contains("2 of them built on their own"))
        // The rest is as without them; the comments' mutants stay ignored.
        #expect(report.counts[.ignored] == 2)
        #expect(report.counts[.survived] == 4)
        // The copy was put back as the schemata have it.
        #expect(try String(contentsOf: package.appendingPathComponent("Sources/Scoring/Pairs.swift"), encoding: .utf8) == pairs)
    }

    @Test func redTestsStopTheRunNamingTheFailingSuite() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutate-red-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let package = folder.appendingPathComponent("MutateFixture")
        try FileManager.default.copyItem(at: Self.fixture, to: package)
        let failing = "import Testing\n\n@Test func red() { #expect(Bool(false)) }\n"
        try Data(failing.utf8).write(to: package.appendingPathComponent("Tests/ScoringTests/Red.swift"))
        await #expect(throws: MutationError.testsFail(["ScoringTests.red()"])) {
            try await MutationRunner(options: MutationOptions(packagePath: package)).run()
        }
    }

    @Test func aMisspelledTargetIsAUsageErrorNamingTheNearestOne() async {
        var options = MutationOptions(packagePath: Self.fixture)
        options.targets = ["Scorin"]
        await #expect(throws: MutationError.unknownTarget("Scorin", suggestion: "Scoring")) {
            try await MutationRunner(options: options).run()
        }
    }
}
