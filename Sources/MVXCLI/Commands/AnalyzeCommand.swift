import Analyzer
import ArgumentParser
import Foundation

/// `mvx analyze PATH`: measures any Swift tree — types with their extensions, modules and their
/// coupling, the smells the classic articles name — and guesses its UI pattern.
public struct AnalyzeCommand: ParsableCommand {
    /// The command's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Measure a Swift codebase: types, modules, coupling, smells, and a guess at its UI pattern.",
        discussion: """
            Reads every .swift file under PATH (build folders, Pods, Carthage and hidden folders \
            skipped) with swift-syntax, in parallel. Modules are the SwiftPM targets of any \
            Package.swift, else the top-level folders. Lines are code lines: not blank, not only \
            a comment. `--format json` prints files, lines, seconds, pattern, modules and types \
            (largest first), with the module graph, cycles and smells beside them.
            """
    )

    @Argument(help: "The folder (or .swift file) to analyse.", completion: .directory)
    public var path: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Two sides to set side by side instead, each a folder or folders joined by commas (Sources/MVP,Sources/MVPPresenters).",
            valueName: "left> <right"
        )
    )
    public var compare: [String] = []

    @Option(help: "With --compare: the scene folder to compare in each side's folders (Profile).")
    public var scene: String?

    @Option(help: "text, md, json or html (one self-contained page with SVG charts).")
    public var format: ReportFormat = .text

    @Option(help: ArgumentHelp(
        "Layer rules to check, one per line (`Presenters may not import UIKit`); a broken rule exits 1.",
        valueName: "file"
    ), completion: .file())
    public var rules: String?

    public init() {}

    public func validate() throws {
        if compare.isEmpty, path == nil { throw ValidationError("Name a folder to analyse, or two sides with --compare.") }
        if !compare.isEmpty, compare.count != 2 { throw ValidationError("--compare takes two sides: --compare LEFT RIGHT.") }
        if !compare.isEmpty, path != nil { throw ValidationError("Give either a folder or --compare, not both.") }
        if scene != nil, compare.isEmpty { throw ValidationError("--scene goes with --compare.") }
    }

    public func run() throws {
        if compare.count == 2 {
            let sides = compare.map { $0.split(separator: ",").map { URL(fileURLWithPath: String($0)) } }
            let comparison: SceneComparison
            do {
                comparison = try SceneComparison.compare(left: sides[0], right: sides[1], scene: scene)
            } catch {
                throw ValidationError(error.description)
            }
            let text = format == .json ? comparison.renderJSON() : comparison.renderText()
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        guard let path else { return }
        var layerRules: LayerRules?
        if let rules {
            let text: String
            do {
                text = try String(contentsOfFile: rules, encoding: .utf8)
            } catch {
                throw ValidationError("Cannot read the rules file \(rules): \(error.localizedDescription)")
            }
            do {
                layerRules = try LayerRules(text: text)
            } catch {
                throw ValidationError("The rules in \(rules) cannot be used: \(error.description)")
            }
        }
        let report: AnalysisReport
        do {
            report = try Analyzer().analyze(URL(fileURLWithPath: path), rules: layerRules)
        } catch {
            throw ValidationError(error.description)
        }
        FileHandle.standardOutput.write(Data(format.render(report).utf8))
        for file in report.skipped {
            FileHandle.standardError.write(Data("mvx analyze: skipped \(file.path): \(file.reason)\n".utf8))
        }
        if let violations = report.violations, !violations.isEmpty {
            FileHandle.standardError.write(Data("mvx analyze: \(violations.count) layer rule\(violations.count == 1 ? "" : "s") broken\n".utf8))
            throw ExitCode.failure
        }
    }
}
