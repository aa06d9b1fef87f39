import Foundation
import Testing
@testable import Mutation

@Suite struct ShardTests {
    private static func mutants(_ count: Int, ignoredEvery: Int = 0) -> [Mutant] {
        (1...count).map { id in
            Mutant(
                id: id, mutationOperator: .booleanLiteral, file: "A.swift", start: SourcePosition(line: id, column: 1),
                end: SourcePosition(line: id, column: 5), original: "true", replacement: "false",
                ignoredReason: ignoredEvery > 0 && id % ignoredEvery == 0 ? "suppressed by a comment" : nil
            )
        }
    }

    @Test func kOverNIsParsedAndChecked() {
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(Shard(parsing: "2/4")?.description == "2/4")
        for bad in ["0/4", "5/4", "1/0", "1", "a/b", "1/2/3", "-1/2", ""] {
            #expect(Shard(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func theShardsPartitionTheMutantsInEqualParts() throws {
        let all = Self.mutants(23, ignoredEvery: 4)
        let shards = try (1...4).map { try #require(Shard(index: $0, count: 4)).pick(all) }
        // Every mutant in exactly one shard.
        #expect(shards.reduce(0) { $0 + $1.count } == 23)
        #expect(shards.reduce(Set<Int>()) { $0.union($1) } == Set(1...23))
        // The ones that run tests, and the ones that do not, dealt out evenly.
        let runnable = Set(all.filter { $0.ignoredReason == nil }.map(\.id))
        let running = shards.map { $0.intersection(runnable).count }
        #expect(running.max()! - running.min()! <= 1)
        let idle = shards.map { $0.subtracting(runnable).count }
        #expect(idle.max()! - idle.min()! <= 1)
        // Neighbours go to different shards, and the same input gives the same shards.
        #expect(!shards[0].contains(2) && shards[0].contains(1))
        #expect(try #require(Shard(index: 1, count: 4)).pick(all.reversed()) == shards[0])
        #expect(try #require(Shard(index: 1, count: 1)).pick(all) == Set(1...23))
    }
}

@Suite struct ShardMergeTests {
    /// A shard's report of mutants `ids` (`shardOf` 4 in all), as `--format json` writes it.
    private static func shardReport(_ shard: String?, ids: [Int], seed: UInt64 = 0, source: String = "let a = true\n") -> Data {
        let results = ids.map { id in
            MutantResult(
                mutant: Mutant(
                    id: id, mutationOperator: .booleanLiteral, file: id % 2 == 0 ? "Sources/A/Even.swift" : "Sources/A/Odd.swift",
                    start: SourcePosition(line: 1, column: 9), end: SourcePosition(line: 1, column: 13), original: "true", replacement: "false"
                ),
                status: id == 3 ? .survived : .killed, coveredBy: [TestUnit(library: .swiftTesting, name: "T.S\(id)")]
            )
        }
        var config = RunConfig()
        config.seed = seed
        config.shard = shard
        var report = MutationReport(
            packageName: "A", targets: ["A"], sources: ["Sources/A/Even.swift": source, "Sources/A/Odd.swift": source], results: results,
            testUnits: results.flatMap(\.coveredBy), timing: MutationReport.Timing(build: 1, baseline: 2, mutants: 3), config: config
        )
        report.sourcesDigest = MutationReport.digest([("Sources/A/Even.swift", source), ("Sources/A/Odd.swift", source)])
        report.shardOf = 4
        return Data(StrykerReport.render(report).utf8)
    }

    private static func refusal(_ reports: [(name: String, data: Data)]) -> String? {
        do {
            _ = try ShardMerge.merge(reports)
            return nil
        } catch {
            return (error as? ShardMerge.Refusal)?.description
        }
    }

    @Test func theShardsMakeTheWholeRunsReport() throws {
        let merged = try ShardMerge.merge([("b.json", Self.shardReport("2/2", ids: [2, 4])), ("a.json", Self.shardReport("1/2", ids: [1, 3]))])
        let whole = try #require(try JSONSerialization.jsonObject(with: Self.shardReport(nil, ids: [1, 2, 3, 4])) as? [String: Any])
        let files = try #require(merged["files"] as? [String: [String: Any]])
        let wholeFiles = try #require(whole["files"] as? [String: [String: Any]])
        #expect(NSDictionary(dictionary: files).isEqual(to: wholeFiles))
        #expect(NSDictionary(dictionary: try #require(merged["testFiles"] as? [String: Any])).isEqual(to: try #require(whole["testFiles"] as? [String: Any])))
        let config = try #require(merged["config"] as? [String: Any])
        #expect(config["shard"] == nil && config["shardOf"] == nil)
        #expect(merged["performance"] as? [String: Int] == ["setup": 2000, "initialRun": 4000, "mutation": 6000], "the shards' time, summed")
        // It prints as the JSON report does.
        let text = try ShardMerge.render([("a.json", Self.shardReport("1/2", ids: [1, 3])), ("b.json", Self.shardReport("2/2", ids: [2, 4]))])
        #expect(text.hasSuffix("}\n") && text.contains("\"schemaVersion\" : \"2\""))
    }

    @Test func itRefusesWhatIsNotOneRunsShardsNamingTheProblem() {
        let one = ("a.json", Self.shardReport("1/2", ids: [1, 3]))
        let two = ("b.json", Self.shardReport("2/2", ids: [2, 4]))
        #expect(Self.refusal([one]) == "shard 2/2 missing")
        #expect(Self.refusal([one, ("c.json", Self.shardReport("1/2", ids: [1, 3])), two]) == "shard 1/2 is given twice: a.json and c.json")
        #expect(Self.refusal([one, ("b.json", Self.shardReport("2/2", ids: [2, 4], seed: 7))]) == "a.json and b.json were run with different options: seed")
        #expect(Self.refusal([one, ("b.json", Self.shardReport("2/2", ids: [2, 4], source: "let a = false\n"))]) == "a.json and b.json are of different sources")
        #expect(Self.refusal([one, ("b.json", Self.shardReport("2/3", ids: [2, 4]))]) == "a.json is shard 1/2 and b.json is shard 2/3: not shards of one run")
        #expect(Self.refusal([one, ("w.json", Self.shardReport(nil, ids: [2, 4]))])?.hasPrefix("w.json is not a shard's report") == true)
        #expect(Self.refusal([one, ("x.json", Data("[]".utf8))]) == "x.json is not a report of mvx mutate --format json")
        #expect(Self.refusal([one, ("b.json", Self.shardReport("2/2", ids: [2]))]) == "the shards hold 3 mutants, but the run has 4")
        #expect(Self.refusal([]) == "no reports to merge")
        #expect(Self.refusal([one, two]) == nil)
    }
}
