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

    @Option(help: "text, md or json.")
    public var format: AnalyzeFormat = .text

    public init() {}

    public func run() throws {
        let report: AnalysisReport
        do {
            report = try Analyzer().analyze(URL(fileURLWithPath: path))
        } catch {
            throw ValidationError(error.description)
        }
        FileHandle.standardOutput.write(Data(format.reportFormat.render(report).utf8))
    }
}

/// The formats `mvx analyze --format` takes.
public enum AnalyzeFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case text, md, json

    var reportFormat: ReportFormat {
        switch self {
        case .text: .text
        case .md: .md
        case .json: .json
        }
    }
}
