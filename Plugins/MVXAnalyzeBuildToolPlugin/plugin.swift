import Foundation
import PackagePlugin

/// Checks the package's rules (its `.mvx-analyze.yml`) on each build of a target it is applied
/// to: `mvx-analyze` reads the whole package, as `mvx analyze` would, and reports the violations
/// in this target's files as `file:line:col: warning:` lines — compiler diagnostics, which Xcode
/// lists in its issue navigator. With `build_errors: true` in the config they are errors and
/// fail the build. The command's output, an empty Swift file, is written when the build may go
/// on: an unchanged package is not analysed again.
@main
struct MVXAnalyzeBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let package = context.package.directoryURL
        // What the analysis reads: every Swift file of the package's targets, the manifest (its
        // modules), the config and the rules file beside it.
        var inputs = context.package.targets.compactMap { $0 as? SourceModuleTarget }.flatMap { module in
            module.sourceFiles(withSuffix: "swift").map(\.url)
        }
        inputs.append(package.appending(path: "Package.swift"))
        let config = package.appending(path: ".mvx-analyze.yml")
        if FileManager.default.fileExists(atPath: config.path) { inputs.append(config) }
        let stamp = context.pluginWorkDirectoryURL.appending(path: "MVXAnalyze-\(target.name).swift")
        return [
            .buildCommand(
                displayName: "mvx-analyze \(target.name)",
                executable: try context.tool(named: "mvx-analyze").url,
                arguments: [package.path, "--only-under", target.directoryURL.path, "--build-tool-stamp", stamp.path],
                inputFiles: inputs,
                outputFiles: [stamp]
            ),
        ]
    }
}
