import AcceptanceSupport
import Foundation
import Testing

/// `mvx mutate` as a team's pull request runs it: the built binary on a tiny package of its own
/// (one file of code, three tests, a git repository), its reports, its exit status. One kept
/// build folder serves every run, so only the first builds from nothing.
@Suite("mvx mutate, the command", .serialized)
struct MutateCommandTests {
    /// A run's exit status, stdout and stderr.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `mvx` with `arguments` (no standard input; stdout and stderr to files, read after).
    static func run(_ mvx: String, _ arguments: [String]) throws -> Run {
        let stem = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutate-cli-\(UUID().uuidString)").path
        let out = URL(fileURLWithPath: stem + ".out"), err = URL(fileURLWithPath: stem + ".err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: mvx)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Run(
            status: process.terminationStatus,
            output: try String(contentsOf: out, encoding: .utf8), errors: try String(contentsOf: err, encoding: .utf8)
        )
    }

    static let code = """
        /// Whether someone of `age` is an adult.
        public func isAdult(_ age: Int) -> Bool {
            age >= 18
        }

        /// Twice `value`.
        public func twice(_ value: Int) -> Int {
            value * 2
        }

        """

    /// The tiny package, committed in a git repository of its own.
    static func package(in root: URL) throws {
        let files = [
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Tiny",
                    targets: [.target(name: "Tiny"), .testTarget(name: "TinyTests", dependencies: ["Tiny"])]
                )

                """,
            "Sources/Tiny/Tiny.swift": code,
            // `adults()` misses the boundary (18); `callsWithoutLooking()` reaches `twice` and checks nothing.
            "Tests/TinyTests/TinyTests.swift": """
                import Testing
                import Tiny

                @Suite struct TinyTests {
                    @Test func adults() {
                        #expect(isAdult(30))
                        #expect(!isAdult(3))
                    }

                    @Test func doubles() {
                        #expect(twice(3) == 6)
                    }

                    @Test func callsWithoutLooking() {
                        _ = twice(0)
                    }
                }

                """,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=MVX", "-c", "user.email=mvx@example.invalid", "-c", "commit.gpgsign=false", "commit", "-qm", "tiny"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", root.path] + arguments
            git.standardInput = FileHandle.nullDevice
            git.standardOutput = FileHandle.nullDevice
            git.standardError = FileHandle.nullDevice
            try git.run()
            git.waitUntilExit()
            try #require(git.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        }
    }

    /// Each mutant of a JSON report by id, without its time (which no two runs share).
    static func mutants(_ json: String) throws -> [String: NSDictionary] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [String: [String: Any]])
        var mutants: [String: NSDictionary] = [:]
        for (path, file) in files {
            for var mutant in file["mutants"] as? [[String: Any]] ?? [] {
                mutant["duration"] = nil
                mutant["file"] = path
                mutants[mutant["id"] as? String ?? "?"] = mutant as NSDictionary
            }
        }
        return mutants
    }

    @Test func aPullRequestsRunsSinceIncrementalShardedMergedAndGated() throws {
        guard let mvx = ServeProcess.findMVX() else {
            print("MutateCommandTests: skipped — no built mvx binary found above \(CommandLine.arguments.first ?? "?")")
            return
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-mutate-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let tiny = root.appendingPathComponent("Tiny")
        try Self.package(in: tiny)
        let kept = root.appendingPathComponent("kept").path
        let history = root.appendingPathComponent("history.json").path
        let baseline = root.appendingPathComponent("baseline.json").path
        let common = [tiny.path, "--coverage-unit", "test", "--jobs", "2", "--keep-build", kept]

        // 1. No history yet: a full run, which writes it; the page has every mutant of its JSON and names no address.
        let first = try Self.run(mvx, ["mutate"] + common + ["--incremental", history, "--write-baseline", baseline, "--format", "html"])
        #expect(first.status == 0, "\(first.errors)")
        let full = try String(contentsOfFile: history, encoding: .utf8)
        let all = try Self.mutants(full)
        #expect(all.count >= 3)
        for (id, mutant) in all {
            let status = try #require(mutant["status"] as? String)
            #expect(first.output.contains("class=\"mutant s-\(status) m-\(status)\" id=\"m-\(id)\""), "mutant \(id) on the page")
        }
        for needle in ["://", "<script", "<link", "<img", "<iframe", "@import", "url(http", " src=", "href=\"//"] {
            #expect(!first.output.lowercased().contains(needle), "the page has \(needle)")
        }
        #expect(all.values.contains { $0["status"] as? String == "Survived" }, "the boundary 18 is not tested")
        // A killed mutant names the first failing test; every run one says how many tests finished.
        let killed = try #require(all.values.first { $0["status"] as? String == "Killed" })
        #expect((killed["statusReason"] as? String)?.hasPrefix("failed first: TinyTests.TinyTests/") == true)
        #expect((killed["testsCompleted"] as? Int ?? 0) >= 1)

        // 2. Nothing changed: every result reused; the test that checks nothing is named; the score under 100 breaks.
        let again = try Self.run(mvx, ["mutate"] + common + ["--incremental", history, "--break-at", "100"])
        #expect(again.status == 2)
        let run = all.values.filter { ["Killed", "Survived", "Timeout"].contains($0["status"] as? String) }.count
        #expect(again.output.contains("--incremental: reused \(run) of \(all.count) results"), "\(again.output)")
        #expect(again.output.contains("Test that kills no mutant (1): a question for its author\n  TinyTests.TinyTests/callsWithoutLooking()\n"))
        #expect(again.errors.contains("is below --break-at 100 %"))

        // 3. Two shards, merged: the unsharded run, mutant by mutant.
        let shards = try (1...2).map { index in
            let shard = try Self.run(mvx, ["mutate"] + common + ["--shard", "\(index)/2", "--format", "json"])
            #expect(shard.status == 0, "\(shard.errors)")
            let path = root.appendingPathComponent("shard-\(index).json").path
            try shard.output.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let merged = try Self.run(mvx, ["mutate", "merge"] + shards)
        #expect(merged.status == 0, "\(merged.errors)")
        #expect(try Self.mutants(merged.output) == all)
        #expect(try Self.mutants(String(contentsOfFile: shards[0], encoding: .utf8)).count < all.count)

        // Refusals, exit 64, naming the problem: a shard twice, one missing, other options.
        let twice = try Self.run(mvx, ["mutate", "merge", shards[0], shards[0]])
        #expect(twice.status == 64 && twice.errors.contains("shard 1/2 is given twice"), "\(twice.errors)")
        let missing = try Self.run(mvx, ["mutate", "merge", shards[0]])
        #expect(missing.status == 64 && missing.errors.contains("shard 2/2 missing"), "\(missing.errors)")
        var other = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: shards[1]))) as? [String: Any])
        var config = try #require(other["config"] as? [String: Any])
        config["testEnvironment"] = ["LEVEL": "2"]
        other["config"] = config
        let otherPath = root.appendingPathComponent("shard-2-other.json").path
        try JSONSerialization.data(withJSONObject: other).write(to: URL(fileURLWithPath: otherPath))
        let different = try Self.run(mvx, ["mutate", "merge", shards[0], otherPath])
        #expect(different.status == 64 && different.errors.contains("different options: testEnvironment"), "\(different.errors)")

        // 4. A change since the commit: only its line's mutants run, the rest said left out; its new survivor is not in the baseline.
        try Self.code.replacingOccurrences(of: "value * 2", with: "value * 2 + 0")
            .write(to: tiny.appendingPathComponent("Sources/Tiny/Tiny.swift"), atomically: true, encoding: .utf8)
        let since = try Self.run(mvx, ["mutate"] + common + ["--since", "HEAD", "--baseline", baseline])
        #expect(since.status == 2, "\(since.output)\(since.errors)")
        #expect(since.output.contains("--since HEAD: "), "\(since.output)")
        #expect(since.output.contains("mutants left out, not on lines added or changed since it"))
        #expect(since.errors.contains("survivor not in the baseline:") && since.errors.contains("Sources/Tiny/Tiny.swift:8:"), "\(since.errors)")
        #expect(!since.errors.contains("age >= 18"), "the known survivor is in the baseline")
    }
}
