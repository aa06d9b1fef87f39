import Analyzer
import ArgumentParser
import Backend
import Domain
import Foundation
import LiveServices
import Logging
import MVXApp
import PatternKit
import TerminalUI

/// `mvx bench …`: the measured side of MVX. Build with `-c release` before trusting numbers.
public struct BenchCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure MVX (use a release build: swift run -c release mvx bench …).",
        subcommands: [PatternsBench.self, SoakBench.self, KeysBench.self, ToolkitBench.self, StoreBench.self, BindingBench.self, StartupBench.self, AnalyzeBench.self, ZeroWorkAnswer.self]
    )

    public init() {}
}

/// `mvx bench keys`: every pattern × demo through a real pseudo-terminal, key → last byte of the
/// frame, against `cat` (the pty's own round trip) in the same run.
struct KeysBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Key → last byte through a real pty for every pattern × demo, with the cat floor in the same run."
    )

    @Option(help: "Rounds of keys per demo (each round moves the selection down and back up).")
    var rounds = 4

    @Option(help: "Patterns to time (comma-separated ids; default all).")
    var patterns: String?

    @Option(help: "Demos to time (comma-separated ids; default all).")
    var demos: String?

    @Option(help: "Milliseconds without output that end a key's answer.")
    var quiet = 40

    @Option(help: "Another mvx build to time in the same run, demo by demo (a before / after comparison).")
    var compare: String?

    func run() async throws {
        let mvx = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let chosenPatterns = patterns.map { $0.split(separator: ",").compactMap { PatternID(rawValue: String($0)) } } ?? PatternID.allCases
        let chosenDemos = demos.map { $0.split(separator: ",").compactMap { DemoID(rawValue: String($0)) } } ?? DemoID.allCases
        var bench = KeyLatencyBenchmark()
        bench.quiet = Double(quiet) / 1000
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-bench-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let floorKeys = KeyLatencyBenchmark.keys(for: .counter, rounds: rounds * 2)
        let floor = try bench.measure(name: "cat", executable: "/bin/cat", arguments: [], keys: floorKeys, drawsAtStart: false)
        print("mvx bench keys: \(bench.columns)×\(bench.rows), \(rounds) rounds per demo, answer ends after \(quiet) ms quiet")
        print(String(format: "floor (cat): median %.3f ms, p99 %.3f ms over %d keys", floor.median, floor.p99, floor.latencies.count))
        // An app that does no work: woken by the key, it writes a profile frame's bytes back.
        let frameBytes = ZeroWorkAnswer.profileFrameBytes
        let zeroWork = try bench.measure(name: "zero work", executable: mvx, arguments: ["bench", "echo", "--bytes", String(frameBytes)],
                                         keys: floorKeys, drawsAtStart: false)
        print(String(format: "zero work (mvx bench echo: woken, writes %d bytes): median %.3f ms (%.1f× floor), p99 %.3f ms (%.1f× floor)",
                     frameBytes, zeroWork.median, zeroWork.median / floor.median, zeroWork.p99, zeroWork.p99 / floor.median))
        print("")
        print("| pattern | demo | build | keys | median ms | p99 ms | median × floor | p99 × floor | bytes | hop · handle · layout · draw · encode · write (ms) |")
        print("|---|---|---|---:|---:|---:|---:|---:|---:|---|")
        let builds = [("this", mvx)] + (compare.map { [("compared", $0)] } ?? [])
        for pattern in chosenPatterns {
            for demo in chosenDemos {
              for (build, executable) in builds {
                let data = work.appendingPathComponent("\(pattern.rawValue)-\(demo.rawValue)-\(build)").path
                let trace = work.appendingPathComponent("\(pattern.rawValue)-\(demo.rawValue)-\(build).trace").path
                let result = try bench.measure(
                    name: "\(pattern.rawValue) \(demo.rawValue)", executable: executable,
                    arguments: ["--pattern", pattern.rawValue, "--demo", demo.rawValue, "--data-dir", data, "--latency", "0",
                                "--lang", "en", "--today", "2026-11-24"],
                    keys: KeyLatencyBenchmark.keys(for: demo, rounds: rounds),
                    environment: ["MVX_FRAME_TRACE": trace, "NO_COLOR": ""], traceFile: trace)
                print(String(format: "| %@ | %@ | %@ | %d | %.3f | %.3f | %.1f× | %.1f× | %d | %@ |",
                             pattern.rawValue, demo.rawValue, build, result.latencies.count, result.median, result.p99,
                             result.median / floor.median, result.p99 / floor.median, result.medianBytes,
                             Self.phaseSummary(result.phases)))
              }
            }
        }
    }

    /// `0.13 · 0.02 · 0.10 · 0.22 · 0.17 · 0.03` from the trace's report.
    static func phaseSummary(_ report: String?) -> String {
        guard let report else { return "–" }
        var values: [String: String] = [:]
        for line in report.split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            if words.count >= 3 { values[String(words[0])] = String(words[2]) }
        }
        return ["hop", "handle", "layout", "draw", "encode", "write"].map { values[$0] ?? "–" }.joined(separator: " · ")
    }
}

/// `mvx bench store`: the MVI store — send an action, an observer sees the new state — at scope
/// depth 1, 5 and 10.
struct StoreBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "The MVI store: one action sent and its new state observed, through 1, 5 and 10 nested scopes."
    )

    @MainActor
    func run() async throws {
        print("MVI store: send one action, the innermost scope's observer sees the new state (median of 7 × 100,000)")
        for depth in [1, 5, 10] {
            print(String(format: "  scope depth %2d: %.3f µs", depth, StoreBenchmark.nanosecondsPerAction(depth: depth) / 1000))
        }
    }
}

/// `mvx bench binding`: MVVM's Observation binding — one property change reaching one view.
struct BindingBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "binding",
        abstract: "MVVM's Observation binding: one property change of a view model reaching one view."
    )

    @MainActor
    func run() async throws {
        let nanoseconds = await BindingBenchmark.nanosecondsPerChange()
        print(String(format: "MVVM binding (Observation): one change reaches its view in %.3f µs (median of 7 × 20,000)", nanoseconds / 1000))
        let trackingOnly = BindingBenchmark.nanosecondsPerChangeTrackingOnly()
        print(String(format: "  withObservationTracking alone (no batching): %.3f µs", trackingOnly / 1000))
    }
}

/// `mvx bench toolkit`: the 10,000-row table at 100×30 — time per selection move, bytes per move and per scroll.
struct ToolkitBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "toolkit",
        abstract: "Selection-move time and bytes written on a 10,000-row table at 100×30."
    )

    @Option(help: "How many selection moves to time.")
    var samples = 2_000

    @MainActor
    func run() async throws {
        let result = TableBenchmark.run(samples: samples)
        print(result)
    }
}

/// `mvx bench startup`: embedded backend start to its first answered request.
struct StartupBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "startup",
        abstract: "Embedded backend: start (open, migrate, seed on first run, bind) to the first answered request."
    )

    @Option(help: "How many later runs (existing database) to time.")
    var runs = 20

    func run() async throws {
        let logger = Logger(label: "mvx.bench") { _ in SwiftLogNoOpLogHandler() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let first = try await Self.timeOneStart(directory: directory, logger: logger)
        var later: [Duration] = []
        for _ in 0..<max(1, runs) { later.append(try await Self.timeOneStart(directory: directory, logger: logger)) }
        later.sort()
        let median = later[later.count / 2]
        let p99 = later[min(later.count - 1, Int((Double(later.count) * 0.99).rounded(.up)) - 1)]
        print("Embedded start → first answered request (GET /v1/health)")
        print("  first run (fresh database, seeded): \(Self.format(first))   target < 500 ms")
        print("  later runs (\(later.count)): median \(Self.format(median)), p99 \(Self.format(p99))   target < 150 ms")
    }

    static func timeOneStart(directory: URL, logger: Logger) async throws -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        let server = try await BackendServer(
            configuration: BackendConfiguration(databaseLocation: .file(directory)), logger: logger)
        let port = try await server.start()
        let answered: Void? = try? await APIClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!).checkHealth()
        let elapsed = clock.now - start
        await server.stop()
        guard answered != nil else { throw ExitCode.failure }
        return elapsed
    }

    static func format(_ duration: Duration) -> String {
        let ms = duration.inSeconds * 1_000
        return String(format: "%.1f ms", ms)
    }
}

/// `mvx bench patterns`: the same scripted profile session in every pattern, key → finished frame.
///
/// Each pattern runs in its own child process (this executable again, with `--in-process`), so
/// that its peak resident memory is its own.
struct PatternsBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "patterns",
        abstract: "One scripted session per pattern over every demo: key → finished frame (median, p99) and peak memory.",
        discussion: """
        The session: open user 7, page to the end, like 20 blogs, open and close 10 details, then \
        switch Blogs | Drafts 10 times on the own profile; then, where the pattern has them, the \
        counter, login, to-do and voice scripts, each reported against massive-mvc — in-memory \
        services, no latency, 100×30, no terminal emulator in the measured path. Targets: p99 under 2 ms for every pattern, no \
        pattern's median above 1.5× massive-mvc's.
        """
    )

    @Option(help: "Only this pattern (default: every pattern).")
    var pattern: PatternID?

    @Option(name: .customLong("blogs"), help: "How many blogs user 7 has; repeat for several runs.")
    var blogCounts: [Int] = [45, 10_000]

    @Option(help: "Sessions per pattern (each with a fresh app and fresh data).")
    var rounds = 5

    @Flag(help: "Print the results as JSON.")
    var json = false

    @Flag(help: "Run in this process instead of one child process per pattern (memory figures then accumulate).")
    var inProcess = false

    func validate() throws {
        guard rounds > 0 else { throw ValidationError("--rounds must be at least 1.") }
        guard blogCounts.allSatisfy({ (1...100_000).contains($0) }) else {
            throw ValidationError("--blogs must be between 1 and 100000.")
        }
    }

    @MainActor
    func run() async throws {
        let patterns = pattern.map { [$0] } ?? PatternRegistry.entryPoints.map { $0.pattern }
        var results: [PatternSessionBenchmark.Result] = []
        for blogCount in blogCounts {
            if inProcess {
                for pattern in patterns {
                    results.append(try await PatternSessionBenchmark.run(pattern: pattern, blogCount: blogCount, rounds: rounds))
                }
                continue
            }
            // Rounds interleave: round 1 of every pattern, then round 2, … — each a fresh child
            // process — so that the machine's moods fall on every pattern alike, and round i of
            // one pattern pairs with round i of another.
            var merged: [PatternID: PatternSessionBenchmark.Result] = [:]
            for _ in 0..<rounds {
                for pattern in patterns {
                    for result in try runChild(pattern: pattern, blogCount: blogCount, rounds: 1) {
                        merged[pattern] = merged[pattern].map { $0.adding(result) } ?? result
                    }
                }
            }
            results += patterns.compactMap { merged[$0] }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
        } else {
            print(PatternsBenchReport(results: results, rounds: rounds).text)
        }
    }

    /// Runs one pattern in a child process and reads its JSON.
    private func runChild(pattern: PatternID, blogCount: Int, rounds: Int) throws -> [PatternSessionBenchmark.Result] {
        try BenchChild.run(["bench", "patterns", "--pattern", pattern.rawValue, "--blogs", String(blogCount),
                            "--rounds", String(rounds), "--json", "--in-process"],
                           as: [PatternSessionBenchmark.Result].self, failure: "the \(pattern.rawValue) session failed")
    }
}

/// `mvx bench soak`: each pattern's profile driven for many keys; does its memory grow?
///
/// Each pattern runs in its own child process (as `mvx bench patterns` does), so that its memory
/// is its own.
struct SoakBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Each pattern's profile driven for many keys (down the list and back, a detail, a like): memory at checkpoints.",
        discussion: """
        Issue 15 asks for no growth over 1,000,000 keys: `--keys 1000000` runs that (a few \
        minutes per pattern); the default is 100,000. Reported: anonymous resident memory (heap \
        and stacks) after warm-up and at the end, and its growth per 100,000 keys.
        """
    )

    @Option(help: "Only this pattern (default: every pattern with a profile demo).")
    var pattern: PatternID?

    @Option(help: "Keys per pattern.")
    var keys = 100_000

    @Option(name: .customLong("blogs"), help: "How many blogs user 7 has (every row is shown on each pass).")
    var blogCount = 200

    @Option(help: "How many times memory is read along the way.")
    var checkpoints = 10

    @Flag(help: "Print the results as JSON.")
    var json = false

    @Flag(help: "Run in this process instead of one child process per pattern.")
    var inProcess = false

    func validate() throws {
        guard keys >= 100 else { throw ValidationError("--keys must be at least 100.") }
        guard (20...10_000).contains(blogCount) else { throw ValidationError("--blogs must be between 20 and 10000.") }
        guard (2...1_000).contains(checkpoints) else { throw ValidationError("--checkpoints must be between 2 and 1000.") }
    }

    @MainActor
    func run() async throws {
        let patterns = pattern.map { [$0] } ?? PatternRegistry.patterns
        var results: [SoakBenchmark.Result] = []
        for pattern in patterns {
            if inProcess {
                results.append(try await SoakBenchmark.run(pattern: pattern, blogCount: blogCount, keys: keys, checkpoints: checkpoints))
            } else {
                results += try BenchChild.run(["bench", "soak", "--pattern", pattern.rawValue, "--keys", String(keys),
                                               "--blogs", String(blogCount), "--checkpoints", String(checkpoints),
                                               "--json", "--in-process"], as: [SoakBenchmark.Result].self,
                                              failure: "the \(pattern.rawValue) soak failed")
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
            return
        }
        #if DEBUG
        print("warning: a debug build — measure with `swift run -c release mvx bench soak`.")
        #endif
        print("Soak: each pattern's profile, \(keys.grouped) keys, \(blogCount) blogs (every row shown on each pass), 100×30")
        print("  pattern       keys/s   anon after warm-up   anon at the end   growth per 100k keys   resident at the end")
        for result in results {
            let warm = result.checkpoints.count > 1 ? result.checkpoints[1] : result.checkpoints[0]
            let last = result.checkpoints.last ?? warm
            print("  " + result.pattern.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0) + String(format: " %7.0f %16.1f MiB %14.1f MiB %18.0f KiB %17.1f MiB",
                         Double(result.keys) / max(result.seconds, 1e-9),
                         Double(warm.anonymousKiB) / 1024, Double(last.anonymousKiB) / 1024, result.growthPer100kKiB,
                         Double(last.residentKiB) / 1024))
        }
    }
}

/// Runs this executable again as a child (`/proc/self/exe`) and decodes its JSON output.
enum BenchChild {
    static func run<Output: Decodable>(_ arguments: [String], as type: Output.Type, failure: String) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        if !FileManager.default.fileExists(atPath: "/proc/self/exe") {
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        }
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("\(failure) (exit \(process.terminationStatus)).")
        }
        return try JSONDecoder().decode(Output.self, from: data)
    }
}

/// The text report of `mvx bench patterns`.
struct PatternsBenchReport {
    var results: [PatternSessionBenchmark.Result]
    var rounds: Int

    var text: String {
        var lines: [String] = []
        #if DEBUG
        lines.append("warning: a debug build — measure with `swift run -c release mvx bench patterns`.")
        #endif
        lines.append("Profile session, key → finished frame (in-memory services, no latency, 100×30, \(rounds) rounds)")
        for blogCount in orderedUnique(results.map(\.blogCount)) {
            let everyGroup = results.filter { $0.blogCount == blogCount }
            let group = everyGroup.filter { !$0.keyMicros.isEmpty }   // the patterns with the profile demo
            let baselineResult = group.first { $0.pattern == .massiveMVC }
            let baseline = baselineResult.map { SampleSummary($0.keyMicros).median }
            lines.append("")
            lines.append("user 7 with \(blogCount) blogs")
            lines.append(row("pattern", "keys", "median", "p99", "max", "×base", "page p99", "like p99", "detail p99", "tabs p99", "open", "peak RSS"))
            var differences: [String] = []
            for result in group {
                let all = SampleSummary(result.keyMicros)
                func phaseP99(_ phase: PatternSessionBenchmark.Phase) -> String {
                    ms(SampleSummary(result.phaseMicros[phase.rawValue] ?? []).p99)
                }
                let ratio = baseline.map { String(format: "%.2f", all.median / $0) } ?? "–"
                lines.append(row(
                    result.pattern.rawValue, String(all.count / max(1, result.rounds)), ms(all.median), ms(all.p99),
                    ms(all.max), ratio, phaseP99(.page), phaseP99(.like), phaseP99(.details), phaseP99(.tabs),
                    ms(SampleSummary(result.openMicros).median), "\(result.peakResidentKiB / 1024) MiB"))
                if result.pattern != .massiveMVC, let baselineResult,
                   let comparison = MedianComparison.between(result, baselineResult) {
                    differences.append("    \(result.pattern.rawValue): \(comparison.text)")
                }
            }
            if !differences.isEmpty {
                let paired = group.allSatisfy { $0.roundMedians.count >= 5 }
                lines.append(paired
                    ? "  against massive-mvc (paired rounds: geometric-mean ratio, 95% bootstrap interval, Wilcoxon signed-rank):"
                    : "  against massive-mvc (keys as samples: median ratio, 95% bootstrap interval, Mann–Whitney U; run 5+ rounds to pair rounds):")
                lines += differences
            }
            let worstP99 = group.map { SampleSummary($0.keyMicros).p99 }.max() ?? 0
            let worstRatio = baseline.map { base in group.map { SampleSummary($0.keyMicros).median / base }.max() ?? 0 }
            lines.append("  p99 under 2 ms for every pattern: \(worstP99 < 2_000 ? "yes" : "NO") (worst \(ms(worstP99)))")
            if let worstRatio {
                lines.append("  every median within 1.5× massive-mvc: \(worstRatio <= 1.5 ? "yes" : "NO") (worst \(String(format: "%.2f", worstRatio))×)")
            }
            let screens = Set(group.map(\.finalScreen))
            lines.append("  every pattern ended on the same screen: \(screens.count <= 1 ? "yes" : "NO")")
            lines += demoLines(everyGroup)
        }
        return lines.joined(separator: "\n")
    }

    /// The counter, login and voice sessions: key → frame per pattern, against massive-mvc.
    private func demoLines(_ group: [PatternSessionBenchmark.Result]) -> [String] {
        var lines: [String] = []
        for phase in [PatternSessionBenchmark.Phase.counter, .login, .todo, .voice] {
            let measured = group.filter { !($0.phaseMicros[phase.rawValue] ?? []).isEmpty }
            guard !measured.isEmpty else { continue }
            let baselineResult = measured.first { $0.pattern == .massiveMVC }
            let baseline = baselineResult.map { SampleSummary($0.phaseMicros[phase.rawValue] ?? []).median }
            lines.append("")
            lines.append("\(phase.rawValue) demo")
            lines.append(row("pattern", "keys", "median", "p99", "max", "×base", "against massive-mvc"))
            for result in measured {
                let samples = result.phaseMicros[phase.rawValue] ?? []
                let summary = SampleSummary(samples)
                let ratio = baseline.map { String(format: "%.2f", summary.median / $0) } ?? "–"
                let difference = result.pattern == .massiveMVC ? "" : baselineResult
                    .flatMap { MedianComparison.between(result, $0, phase: phase.rawValue) }?.text ?? ""
                lines.append(row(result.pattern.rawValue, String(summary.count / max(1, result.rounds)), ms(summary.median),
                                 ms(summary.p99), ms(summary.max), ratio) + "  " + difference)
            }
            let screens = Set(measured.compactMap { $0.demoScreens[phase.demo.rawValue] })
            lines.append("  every pattern ended on the same screen: \(screens.count <= 1 ? "yes" : "NO")")
        }
        return lines
    }

    private func row(_ columns: String...) -> String {
        let widths = [12, 5, 9, 9, 9, 6, 9, 9, 11, 9, 9, 9]
        return "  " + zip(columns, widths).enumerated().map { index, pair in
            let (text, width) = pair
            let padding = String(repeating: " ", count: max(0, width - text.count))
            return index == 0 ? text + padding : padding + text
        }.joined(separator: " ")
    }

    private func ms(_ micros: Double) -> String { String(format: "%.3f ms", micros / 1_000) }

    private func orderedUnique(_ values: [Int]) -> [Int] {
        var seen = Set<Int>()
        return values.filter { seen.insert($0).inserted }
    }
}

/// `mvx bench analyze PATH`: `mvx analyze`'s lines per second against swift-syntax's own
/// single-thread parse of the same files (the floor), and its peak memory as files are added.
struct AnalyzeBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "mvx analyze's speed against swift-syntax's single-thread parse of the same files, and its memory."
    )

    @Argument(help: "A Swift codebase to analyse.")
    var path: String

    @Option(help: "Timed rounds of each (the median is reported).")
    var rounds = 5

    @Option(name: .customLong("preset"), help: "Check this pattern's rules in each analysis, as `mvx analyze --preset NAME` does (repeatable).")
    var presets: [String] = []

    func run() throws {
        let chosen: [Preset]
        do {
            chosen = try Preset.named(presets)
        } catch {
            throw ValidationError(error.description)
        }
        let result: AnalyzeBenchmark.Result
        do {
            result = try AnalyzeBenchmark.run(path: path, rounds: rounds, presets: chosen)
        } catch let error as AnalyzerError {
            throw ValidationError(error.description)
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let checked = chosen.isEmpty ? "" : ", --preset \(chosen.map(\.name).joined(separator: ","))"
        print("mvx bench analyze \(path): \(result.files) files, \(result.lines) code lines, \(cores) cores, median of \(rounds)\(checked)")
        let floorRate = Double(result.lines) / result.floorSeconds, rate = Double(result.lines) / result.analyzeSeconds
        let parallelRate = Double(result.lines) / result.parallelFloorSeconds
        print(String(format: "  swift-syntax parse, one thread (floor): %7.3f s  %9.0f lines/s", result.floorSeconds, floorRate))
        print(String(format: "  swift-syntax parse, %d cores (floor):     %7.3f s  %9.0f lines/s", cores, result.parallelFloorSeconds, parallelRate))
        print(String(format: "  mvx analyze (parallel):                 %7.3f s  %9.0f lines/s  (%.2f× the one-thread floor's rate, %.2f× the parallel floor's)",
                     result.analyzeSeconds, rate, rate / floorRate, rate / parallelRate))
        print(String(format: "    of which parsing and walking the files:  %7.3f s", result.factsSeconds))
        for peak in result.peakMiB {
            print(String(format: "  peak RSS after %5d files: %6.1f MiB", peak.files, peak.mebibytes))
        }
        if !chosen.isEmpty {
            print("  each analysis checked \(chosen.map(\.name).joined(separator: ", "))'s rules: \(result.violations) violation\(result.violations == 1 ? "" : "s")")
        }
    }
}
