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
    public var path: String

    @Option(help: "text, md, json or html (one self-contained page with SVG charts).")
    public var format: ReportFormat = .text

    @Option(help: ArgumentHelp(
        "Layer rules to check, one per line (`Presenters may not import UIKit`); a broken rule exits 1.",
        valueName: "file"
    ), completion: .file())
    public var rules: String?

    public init() {}

    public func run() throws {
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
        if let violations = report.violations, !violations.isEmpty {
            FileHandle.standardError.write(Data("mvx analyze: \(violations.count) layer rule\(violations.count == 1 ? "" : "s") broken\n".utf8))
            throw ExitCode.failure
        }
    }
}
