import Foundation
import PackagePlugin

/// `swift package mvx-analyze [args]`: `mvx analyze` on the package's folder (or on the PATH
/// given, read from the package's folder), the arguments passed through, its exit status the
/// command's: a broken rule fails `swift package mvx-analyze` as it fails `mvx analyze`. It
/// writes nothing, so it needs no permission; the baseline is written by `mvx-analyze-baseline`.
@main
struct MVXAnalyzeCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains(where: { $0 == "--write-baseline" || $0.hasPrefix("--write-baseline=") }) {
            Diagnostics.error("swift package mvx-analyze writes nothing: write the baseline with `swift package --allow-writing-to-package-directory mvx-analyze-baseline [FILE]`")
            exit(64)
        }
        let status = try AnalyzeTool.run(try context.tool(named: "mvx-analyze").url, in: context.package.directoryURL, arguments)
        if status != 0 { exit(status) }
    }
}
