import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory mvx-analyze-baseline [FILE] [args]`:
/// every violation the package's rules find today written to FILE (`.mvx-baseline.json`, the
/// config's `baseline:` as the docs write it, unless named; relative to the package's folder),
/// so that from then on only new ones fail. The other arguments go to `mvx-analyze`.
@main
struct MVXAnalyzeBaselinePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        let file = arguments.first.map { !$0.hasPrefix("-") } == true ? arguments.removeFirst() : ".mvx-baseline.json"
        let status = try AnalyzeTool.run(
            try context.tool(named: "mvx-analyze").url, in: context.package.directoryURL, ["--write-baseline", file] + arguments
        )
        if status != 0 { exit(status) }
    }
}
