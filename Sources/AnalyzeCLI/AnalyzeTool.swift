import ArgumentParser

/// `mvx-analyze`: `mvx analyze` as a tool of its own, for the SwiftPM plugins a team gets by
/// depending on MVX — built from the analyzer alone (no app, no backend, no terminal toolkit).
public struct AnalyzeTool: ParsableCommand {
    /// The tool's name, with `mvx analyze`'s help.
    public static let configuration = CommandConfiguration(
        commandName: "mvx-analyze",
        abstract: AnalyzeCommand.configuration.abstract,
        discussion: AnalyzeCommand.configuration.discussion
    )

    @OptionGroup public var analyze: AnalyzeCommand

    public init() {}

    public func run() throws { try analyze.run() }
}
