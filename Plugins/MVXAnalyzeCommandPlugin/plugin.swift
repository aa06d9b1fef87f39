import Foundation
import PackagePlugin

/// `swift package mvx-analyze [args]`: `mvx analyze` on the package's folder (or on the PATH
/// given, read from the package's folder), the arguments passed through, its exit status the
/// command's: a broken rule fails `swift package mvx-analyze` as it fails `mvx analyze`.
@main
struct MVXAnalyzeCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "mvx-analyze")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["--default-path", context.package.directoryURL.path] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("mvx-analyze ended by signal \(process.terminationStatus)")
            exit(1)
        }
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
