import Foundation

/// A package's built test binary (`<Package>PackageTests.xctest` on Linux), run directly: faster
/// than `swift test`, and it takes a selection of tests.
public struct TestBinary: Sendable {
    /// The binary's path.
    public let path: URL
    /// The package folder it runs in.
    public let directory: URL
    private let runner: ProcessRunner

    /// A binary.
    public init(path: URL, directory: URL, runner: ProcessRunner = .shared) {
        self.path = path
        self.directory = directory
        self.runner = runner
    }

    /// Finds the test binary in a build's bin folder.
    public static func find(inBinPath bin: URL, packageName: String) -> URL? {
        let expected = bin.appendingPathComponent("\(packageName)PackageTests.xctest")
        if FileManager.default.fileExists(atPath: expected.path) { return expected }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: bin.path)) ?? []
        return names.first { $0.hasSuffix("PackageTests.xctest") }.map { bin.appendingPathComponent($0) }
    }

    /// Every test unit of both libraries: suites, or test functions.
    public func units(scratch: URL, per kind: CoverageUnit = .suite) async -> [TestUnit] {
        var units: [TestUnit] = []
        for library in [TestLibrary.swiftTesting, .xctest] {
            let output = scratch.appendingPathComponent("list-\(library.rawValue).txt")
            let arguments = library == .swiftTesting ? ["--testing-library", "swift-testing", "--list-tests"] : ["--list-tests"]
            let outcome = await runner.run(path.path, arguments, in: directory, output: output, timeout: 300)
            guard outcome.succeeded, let listing = try? String(contentsOf: output, encoding: .utf8) else { continue }
            units += TestUnit.units(fromListing: listing, library: library, per: kind)
        }
        return units
    }

    /// The arguments that run `units` (all of one library).
    public static func arguments(for units: [TestUnit], library: TestLibrary) -> [String] {
        switch library {
        case .swiftTesting:
            return ["--testing-library", "swift-testing"] + units.flatMap { ["--filter", $0.swiftTestingFilter] }
        case .xctest:
            return [units.map(\.name).joined(separator: ",")]
        }
    }

    /// Runs `units` (any libraries: one process each) with `environment`; stops at the first failure.
    public func run(_ units: [TestUnit], environment: [String: String], timeout: Double?, output: URL? = nil) async -> ProcessOutcome {
        var last = ProcessOutcome.exited(0)
        for library in [TestLibrary.swiftTesting, .xctest] {
            let selected = units.filter { $0.library == library }
            if selected.isEmpty { continue }
            last = await runner.run(
                path.path, Self.arguments(for: selected, library: library), in: directory,
                environment: environment, output: output, timeout: timeout
            )
            if !last.succeeded { return last }
        }
        return last
    }

    /// Runs `units` as ``run(_:environment:timeout:output:)`` does, and reads what the run said
    /// of its tests: Swift Testing's event stream and XCTest's output, written to files that
    /// start with `logs` (removed after).
    func runLogged(_ units: [TestUnit], environment: [String: String], timeout: Double?, logs: URL) async -> (ProcessOutcome, TestRunLog) {
        var last = ProcessOutcome.exited(0)
        var log = TestRunLog()
        for library in [TestLibrary.swiftTesting, .xctest] {
            let selected = units.filter { $0.library == library }
            if selected.isEmpty { continue }
            let output = URL(fileURLWithPath: logs.path + "." + library.rawValue + ".txt")
            let events = URL(fileURLWithPath: logs.path + ".events.jsonl")
            var arguments = Self.arguments(for: selected, library: library)
            if library == .swiftTesting { arguments += ["--event-stream-output-path", events.path, "--event-stream-version", "0"] }
            last = await runner.run(path.path, arguments, in: directory, environment: environment, output: output, timeout: timeout)
            let read = library == .swiftTesting
                ? TestRunLog.parse(eventStream: (try? String(contentsOf: events, encoding: .utf8)) ?? "")
                : TestRunLog.parse(xctestOutput: (try? String(contentsOf: output, encoding: .utf8)) ?? "")
            log = log.appending(read)
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: events)
            if !last.succeeded { break }
        }
        return (last, log)
    }
}
