import Foundation
import PackagePlugin

/// `mvx-analyze` run in the package's folder, which it analyses when no PATH is given.
enum AnalyzeTool {
    /// Runs the tool at `url` with `arguments`, its output the command's; its exit status
    /// (1 when a signal ended it, said so).
    static func run(_ url: URL, in package: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = url
        process.arguments = ["--default-path", package.path] + arguments
        process.currentDirectoryURL = package
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("mvx-analyze ended by signal \(process.terminationStatus)")
            return 1
        }
        return process.terminationStatus
    }
}
