import ArgumentParser
import Backend
import Foundation
import Logging
import TerminalUI

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `mvx bench …`: the measured side of MVX. Build with `-c release` before trusting numbers.
public struct BenchCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure MVX (use a release build: swift run -c release mvx bench …).",
        subcommands: [ToolkitBench.self, StartupBench.self]
    )

    public init() {}
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
        let (_, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/v1/health")!)
        let elapsed = clock.now - start
        await server.stop()
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw ExitCode.failure }
        return elapsed
    }

    static func format(_ duration: Duration) -> String {
        let ms = Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.1f ms", ms)
    }
}
