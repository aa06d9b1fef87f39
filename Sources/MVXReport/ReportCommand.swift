import ArgumentParser
import Foundation
import MVXBench

/// `mvx report`: regenerates the measured parts of docs/comparison.md (the code tables and what
/// each demo cost), its chart, and the figures of the catalog's Compare screen, from the code.
/// `--check` changes nothing and fails when any of them is stale.
public struct ReportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Regenerate docs/comparison.md's measured tables, its chart and the Compare screen's figures from the code.",
        discussion: """
            Measures every pattern's targets with mvx analyze's engine (code lines per scene, types, \
            protocols, the largest type, coupling, the share in the UI-free target) and reads git \
            for what each later demo cost. Writes the blocks between the `mvx report` markers in \
            docs/comparison.md, docs/comparison-lines.svg and \
            Sources/MVXApp/Catalog/ComparisonRow+Measured.swift. Timing figures are not generated.
            """
    )

    @Option(help: "The MVX checkout (default: the current folder).")
    public var root = "."

    @Flag(help: "Change nothing; exit 1 and name the stale files when the generated parts do not match the code (the history table is not checked: it moves with every commit).")
    public var check = false

    @Option(help: ArgumentHelp(
        "The output of `mvx bench patterns --json`: rewrite the speed table from it too (never checked: timings move).",
        valueName: "file"
    ))
    public var bench: String?

    public init() {}

    public func run() throws {
        let root = URL(fileURLWithPath: root).standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw ValidationError("\(root.path) is not an MVX checkout (no Package.swift).")
        }
        var results: [PatternSessionBenchmark.Result]?
        if let bench, !check {
            do {
                results = try JSONDecoder().decode([PatternSessionBenchmark.Result].self, from: Data(contentsOf: URL(fileURLWithPath: bench)))
            } catch {
                throw ValidationError("Cannot read \(bench) as `mvx bench patterns --json` output: \(error.localizedDescription)")
            }
        }
        let outputs = try ComparisonReport.outputs(root: root, history: !check, bench: results)
        var stale: [String] = []
        for output in outputs {
            let url = root.appendingPathComponent(output.path)
            let current = try? String(contentsOf: url, encoding: .utf8)
            guard current != output.text else { continue }
            stale.append(output.path)
            if !check { try output.text.write(to: url, atomically: true, encoding: .utf8) }
        }
        if check {
            guard stale.isEmpty else {
                FileHandle.standardError.write(Data("Stale against the code: \(stale.joined(separator: ", ")). Run `swift run mvx report`.\n".utf8))
                throw ExitCode.failure
            }
            print("docs/comparison.md, its chart and the Compare screen's figures match the code.")
        } else {
            print(stale.isEmpty ? "Everything was current." : "Wrote \(stale.joined(separator: ", ")).")
        }
    }
}
