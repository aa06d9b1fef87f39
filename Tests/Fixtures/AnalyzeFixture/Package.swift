// swift-tools-version: 6.1
// A team's package as the plugins' end-to-end test sees it (PluginTests): it depends on MVX by
// path and applies the build-tool plugin to its one target, whose view model holds its view
// controller — against the rule in .mvx-analyze.yml and the mvvm preset.
import PackageDescription

let package = Package(
    name: "AnalyzeFixture",
    dependencies: [
        .package(name: "MVX", path: "../../.."),
    ],
    targets: [
        .target(name: "Profile", plugins: [.plugin(name: "MVXAnalyzeBuildToolPlugin", package: "MVX")]),
    ],
    swiftLanguageModes: [.v6]
)
