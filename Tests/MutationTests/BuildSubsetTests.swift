import Foundation
import Testing
@testable import Mutation

/// With `--test-target`, a run builds only what those tests need: the part of the package they
/// depend on, the mutated targets and the plugins.
struct BuildSubsetTests {
    private static func target(_ name: String, _ type: String = "library", needs: [String] = []) -> PackageInfo.Target {
        .init(name: name, type: type, path: "Sources/\(name)", sources: ["A.swift"], moduleType: "SwiftTarget", targetDependencies: needs)
    }

    private static let info = PackageInfo(name: "App", targets: [
        target("Domain"),
        target("Store", needs: ["Domain"]),
        target("UI", needs: ["Store", "Domain"]),
        target("Server", needs: ["Domain"]),
        target("app", "executable", needs: ["UI", "Server"]),
        target("Lint", "plugin"),
        target("StoreTests", "test", needs: ["Store"]),
        target("ServerTests", "test", needs: ["Server"]),
    ])

    @Test func theTestTargetsNeedWhatTheyDependOnThroughOtherTargets() throws {
        let subset = try #require(BuildSubset.of(Self.info, testTargets: ["StoreTests"], mutated: ["Store"]))
        #expect(subset == BuildSubset(kept: ["Domain", "Lint", "Store", "StoreTests"], of: 8))
    }

    @Test func aMutatedTargetNoTestNeedsIsBuiltToo() throws {
        // Its mutants then have no coverage, as in a build of everything.
        let subset = try #require(BuildSubset.of(Self.info, testTargets: ["StoreTests"], mutated: ["UI"]))
        #expect(subset.kept == ["Domain", "Lint", "Store", "StoreTests", "UI"])
    }

    @Test func aSubsetThatIsTheWholePackageIsNone() {
        let everything = PackageInfo(name: "App", targets: [Self.target("Core"), Self.target("CoreTests", "test", needs: ["Core"])])
        #expect(BuildSubset.of(everything, testTargets: ["CoreTests"], mutated: ["Core"]) == nil)
    }

    @Test func describesTargetDependenciesAreRead() throws {
        let output = #"{"name": "P", "targets": [{"name": "T", "type": "test", "path": "Tests/T", "target_dependencies": ["A", "B"]}]}"#
        #expect(try PackageInfo.decode(Data(output.utf8)).targets[0].targetDependencies == ["A", "B"])
    }

    @Test func thePackagesVariableIsFoundAsManifestsDeclareIt() {
        #expect(BuildSubset.packageVariable(in: "import PackageDescription\n\nlet package = Package(\n    name: \"P\"\n)\n") == "package")
        #expect(BuildSubset.packageVariable(in: "var pkg: Package = Package(name: \"P\")") == "pkg")
        #expect(BuildSubset.packageVariable(in: "  public let package=Package(name: \"P\")") == "package")
        #expect(BuildSubset.packageVariable(in: "let package = makePackage()") == nil)
        #expect(BuildSubset.packageVariable(in: "// let package = Package(\nlet x = 1") == nil)
    }

    @Test func theTrimmedManifestKeepsItsTextAndDropsTheOtherTargetsAtItsEnd() throws {
        let manifest = "import PackageDescription\nlet package = Package(name: \"P\")"
        let trimmed = try #require(BuildSubset(kept: ["A", "ATests"], of: 3).trim(manifest))
        #expect(trimmed.hasPrefix(manifest + "\n"))
        #expect(trimmed.contains(#"let mvxMutateKept: Set<String> = ["A", "ATests"]"#))
        #expect(trimmed.contains("package.targets.removeAll { !mvxMutateKept.contains($0.name) }"))
        #expect(trimmed.contains("package.products = []"))
        #expect(BuildSubset(kept: ["A"], of: 3).trim("let package = build()") == nil)
    }

    @Test func everyRootManifestIsTrimmedOrNoneIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-subset-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = "let package = Package(name: \"P\")\n"
        try Data(plain.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(plain.utf8).write(to: folder.appendingPathComponent("Package@swift-5.9.swift"))
        try Data(plain.utf8).write(to: folder.appendingPathComponent("Packages.md"))
        let subset = BuildSubset(kept: ["A"], of: 2)

        #expect(try subset.apply(to: folder))
        for name in ["Package.swift", "Package@swift-5.9.swift"] {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).contains("mvxMutateKept"))
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("Packages.md"), encoding: .utf8) == plain)

        // One manifest that cannot be trimmed: none is written.
        let other = folder.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data(plain.utf8).write(to: other.appendingPathComponent("Package.swift"))
        try Data("let package = make()\n".utf8).write(to: other.appendingPathComponent("Package@swift-6.0.swift"))
        #expect(try !subset.apply(to: other))
        #expect(try String(contentsOf: other.appendingPathComponent("Package.swift"), encoding: .utf8) == plain)
    }
}
