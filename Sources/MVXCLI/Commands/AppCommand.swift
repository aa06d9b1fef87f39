import ArgumentParser
import Foundation
import MVXApp

/// Runs the app: the catalog, or straight into `--pattern` / `--demo`.
public struct AppCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Run the app (the default subcommand): the catalog of patterns and demos."
    )

    @OptionGroup public var options: AppOptions

    public init() {}

    @MainActor
    public func run() async throws {
        // `--replay` opens the tape's demo, user and language; `--record` implies `--pattern mvi`.
        let settings = try options.resolvingSessionTape().settings()
        let status = await AppSession.run(settings)
        if status != 0 { throw ExitCode(status) }
    }
}

extension FileHandle: @retroactive TextOutputStream {
    public func write(_ string: String) { write(Data(string.utf8)) }
}
