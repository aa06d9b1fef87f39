import Foundation
import Testing

/// The plugins as a team gets them: Tests/Fixtures/AnalyzeFixture depends on MVX by path, and
/// `swift package mvx-analyze` and `swift build` run in a copy of it. Slow (the first run builds
/// `mvx-analyze` and swift-syntax inside the fixture, in debug), so every test shares one
/// scratch path under .build/, kept between runs; `MVX_SKIP_PLUGIN_TESTS=1` skips them.
@Suite(
    "the SwiftPM plugins, end to end",
    .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["MVX_SKIP_PLUGIN_TESTS"] != "1", "MVX_SKIP_PLUGIN_TESTS=1: the plugin tests are skipped")
)
struct PluginTests {
    /// The violation the fixture has, as the reports place it.
    static let violation = "Sources/Profile/ProfileViewModel.swift:4:22"

    @Test func theCommandPluginRunsTheRulesAndFailsOnAViolation() throws {
        let fixture = try Fixture.shared.get()
        let broken = fixture.swift(["package", "mvx-analyze", "--format", "text"])
        #expect(broken.status == 1, "\(broken.output)")
        #expect(broken.output.contains("Rules: 1 of 1 broken, 1 violation"), "\(broken.output)")
        #expect(broken.output.contains(Self.violation), "\(broken.output)")

        // A pattern's preset, through the plugin: PATH given, read from the package's folder.
        let preset = fixture.swift(["package", "mvx-analyze", "Sources", "--no-config", "--preset", "mvvm", "--format", "xcode"])
        #expect(preset.status == 1, "\(preset.output)")
        #expect(preset.output.contains("Sources/Profile/ProfileViewModel.swift:4:22: error: "), "\(preset.output)")
        #expect(preset.output.contains("(preset mvvm:"), "\(preset.output)")

        // Fixed: the command passes.
        let original = try String(contentsOf: fixture.viewModel, encoding: .utf8)
        defer { try? original.write(to: fixture.viewModel, atomically: true, encoding: .utf8) }
        try original.replacingOccurrences(of: "    weak var screen: ProfileViewController?\n", with: "")
            .write(to: fixture.viewModel, atomically: true, encoding: .utf8)
        let clean = fixture.swift(["package", "mvx-analyze"])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("Rules: none of 1 broken"), "\(clean.output)")
    }

    @Test func theBaselineIsWrittenWithThePermission() throws {
        let fixture = try Fixture.shared.get()
        let baseline = fixture.package.appendingPathComponent(".mvx-baseline.json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        let written = fixture.swift(["package", "--allow-writing-to-package-directory", "mvx-analyze-baseline"])
        #expect(written.status == 0, "\(written.output)")
        #expect(written.output.contains("wrote 1 known violation to .mvx-baseline.json"), "\(written.output)")
        let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: baseline))
        #expect("\(entries)".contains("ProfileViewModel.swift"), "\(entries)")
    }

    @Test func theBuildToolPluginReportsTheViolationAsACompilerWarning() throws {
        let fixture = try Fixture.shared.get()
        let build = fixture.swift(["build", "--target", "Profile"])
        #expect(build.status == 0, "\(build.output)")
        let line = build.output.split(separator: "\n").first { $0.contains(Self.violation) && $0.contains(": warning: ") }
        #expect(line?.hasPrefix(fixture.package.path + "/") == true, "\(build.output)")
        #expect(line?.contains("against the rule \"view models may not depend on view controllers\"") == true, "\(build.output)")
    }
}

/// What the plugins' closure is built from carries no unsafe flags: SwiftPM refuses them in a
/// package depended on by version. Cheap: the manifest alone.
@Suite("the plugins' closure")
struct PluginClosureTests {
    @Test func noTargetTheToolNeedsHasUnsafeFlags() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = SwiftCommand.run(["package", "--scratch-path", scratch.path, "dump-package"], in: Fixture.repository, mergingErrors: false)
        try #require(dump.status == 0, "\(dump.output)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        let targets = (manifest["targets"] as? [[String: Any]] ?? []).reduce(into: [String: [String: Any]]()) { $0[$1["name"] as? String ?? ""] = $1 }
        var closure: Set<String> = []
        var pending = ["mvx-analyze", "MVXAnalyzeCommandPlugin", "MVXAnalyzeBuildToolPlugin"]
        while let name = pending.popLast() {
            guard closure.insert(name).inserted, let target = targets[name] else { continue }
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                for kind in ["byName", "target"] {
                    if let local = (dependency[kind] as? [Any])?.first as? String, targets[local] != nil { pending.append(local) }
                }
            }
        }
        #expect(closure.isSuperset(of: ["mvx-analyze", "AnalyzeCLI", "Analyzer"]), "\(closure.sorted())")
        #expect(closure.isDisjoint(with: ["MVXCLI", "MVXApp", "TerminalUI", "Backend", "LiveServices"]), "\(closure.sorted())")
        for name in closure.sorted() {
            let settings = targets[name]?["settings"] as? [[String: Any]] ?? []
            let unsafe = settings.filter { ($0["kind"] as? [String: Any])?["unsafeFlags"] != nil }
            #expect(unsafe.isEmpty, "\(name) has unsafe flags: \(unsafe)")
        }
    }
}

/// The fixture copied under .build/plugin-tests (its path dependency made absolute), and the
/// scratch path every plugin test shares.
struct Fixture: Sendable {
    let package: URL
    let scratch: URL

    var viewModel: URL { package.appendingPathComponent("Sources/Profile/ProfileViewModel.swift") }

    /// The repository's root: three folders above this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Made once per run, by the first test that asks.
    static let shared: Result<Fixture, any Error> = Result(catching: { try Fixture.make() })

    private static func make() throws -> Fixture {
        let manager = FileManager.default
        let folder = repository.appendingPathComponent(".build/plugin-tests")
        let package = folder.appendingPathComponent("AnalyzeFixture")
        try? manager.removeItem(at: package)
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try manager.copyItem(at: repository.appendingPathComponent("Tests/Fixtures/AnalyzeFixture"), to: package)
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        guard text.contains("path: \"../../..\"") else { throw FixtureError(message: "the fixture's manifest no longer depends on ../../..") }
        try text.replacingOccurrences(of: "path: \"../../..\"", with: "path: \"\(repository.path)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        // The versions MVX itself builds with, when it has resolved them: nothing new to fetch.
        let resolved = repository.appendingPathComponent("Package.resolved")
        if manager.fileExists(atPath: resolved.path) {
            try manager.copyItem(at: resolved, to: package.appendingPathComponent("Package.resolved"))
        }
        return Fixture(package: package, scratch: folder.appendingPathComponent("scratch"))
    }

    /// `swift ARGS` in the fixture with the shared scratch path (after the subcommand's name).
    func swift(_ arguments: [String]) -> (status: Int32, output: String) {
        let scratch = ["--scratch-path", scratch.path]
        return SwiftCommand.run([arguments[0]] + scratch + arguments.dropFirst(), in: package)
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

enum SwiftCommand {
    /// Runs `swift ARGS` in `folder`: its status and its output (stderr after stdout, or merged).
    static func run(_ arguments: [String], in folder: URL, mergingErrors: Bool = true) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = mergingErrors ? output : FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "cannot run swift: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
