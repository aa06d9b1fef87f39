import ArgumentParser
import Foundation

/// Runs the app: the catalog, or straight into `--pattern` / `--demo`.
public struct AppCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Run the app (the default subcommand): the catalog of patterns and demos."
    )

    @OptionGroup public var options: AppOptions

    public init() {}

    public func run() async throws {
        print(CatalogText.render(pattern: options.pattern))
    }
}
