import Foundation
import Testing
@testable import Analyzer

@Suite("Modules, coupling and cycles")
struct ModuleTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "Core"),
            .target(name: "Feature", dependencies: ["Core"]),
            .executableTarget(name: "App", dependencies: ["Feature"], path: "Apps/App"),
            .testTarget(name: "CoreTests", dependencies: ["Core"]),
        ])
        """

    @Test func aManifestsTargetsAreTheModulesWithTheirDefaultAndCustomFolders() {
        let manifest = PackageManifest(text: Self.manifest, directory: "")
        #expect(manifest.targets.map(\.folder) == ["Sources/Core", "Sources/Feature", "Apps/App", "Tests/CoreTests"])
        let layout = ModuleLayout(manifests: [manifest], rootName: "repo")
        #expect(layout.module(for: "Apps/App/main.swift") == .init(name: "App", isTest: false, isTarget: true))
        #expect(layout.module(for: "Tests/CoreTests/CoreTests.swift") == .init(name: "CoreTests", isTest: true, isTarget: true))
        #expect(layout.module(for: "Scripts/tool.swift") == .init(name: "Scripts", isTest: false))
        #expect(layout.module(for: "loose.swift") == .init(name: "repo", isTest: false))
    }

    @Test func withoutAManifestAFolderIsAModuleAndAContainerFoldersFoldersAreModules() {
        let layout = ModuleLayout(manifests: [], rootName: "app")
        #expect(layout.module(for: "Networking/Client.swift") == .init(name: "Networking", isTest: false))
        #expect(layout.module(for: "Sources/Shared/API/Client.swift") == .init(name: "Shared", isTest: false))
        #expect(layout.module(for: "Tests/App/LoginTests.swift") == .init(name: "AppTests", isTest: true))
        #expect(layout.module(for: "Tests/SharedTests/ClientTests.swift") == .init(name: "SharedTests", isTest: true))
        #expect(layout.module(for: "AppTests/LoginTests.swift") == .init(name: "AppTests", isTest: true))
    }

    static let package: [String: String] = [
        "Package.swift": manifest,
        "Sources/Core/Store.swift": "public protocol Storing {}\npublic final class Store: Storing {}\npublic struct Item {}",
        "Sources/Feature/List.swift": "import Core\nfinal class List { let store: any Storing; let items: [Item] = []; init(store: any Storing) { self.store = store } }",
        "Apps/App/main.swift": "import Feature\nimport Core\nlet list = List(store: Store())",
        "Tests/CoreTests/CoreTests.swift": "import Core\nstruct CoreTests { let store = Store() }",
    ]

    @Test func couplingInstabilityAbstractnessAndDistance() throws {
        let report = Analyzer().analyze(sources: Self.package)
        let modules = Dictionary(uniqueKeysWithValues: report.modules.map { ($0.name, $0) })
        let core = try #require(modules["Core"]), feature = try #require(modules["Feature"]), app = try #require(modules["App"])
        #expect((core.ca, core.ce) == (3, 0))      // Feature, App and the tests mention it
        #expect((feature.ca, feature.ce) == (1, 1))
        #expect((app.ca, app.ce) == (0, 2))
        #expect(core.instability == 0 && feature.instability == 0.5 && app.instability == 1)
        #expect(core.types == 3 && core.protocols == 1)
        #expect(core.abstractness == 0.333)
        #expect(core.distance == 0.667)
        #expect(modules["CoreTests"]?.test == true)
        #expect(report.edges.contains(ModuleEdge(from: "Feature", to: "Core", types: 2)))
        #expect(report.cycles.isEmpty)
    }

    @Test func inAPackageANameComesFromTheModuleItselfElseTheOneImportedModuleThatDeclaresIt() throws {
        var sources = Self.package
        // Feature declares a `Store` of its own, so `Store` is declared twice.
        sources["Sources/Feature/Store.swift"] = "import Core\nstruct Store {}\nstruct Uses { let s = Store() }"
        let report = Analyzer().analyze(sources: sources)
        // Feature's `Store` is its own: Feature → Core is still Storing and Item.
        #expect(report.edges.first { $0.from == "Feature" && $0.to == "Core" }?.types == 2)
        // App imports both: its `Store()` could be either, so it counts for neither.
        #expect(report.edges.first { $0.from == "App" && $0.to == "Feature" }?.types == 1)
        #expect(!report.edges.contains { $0.from == "App" && $0.to == "Core" })
    }

    @Test func foldersAreModulesWithoutAManifestAndLoopsAreCycles() {
        let report = Analyzer().analyze(sources: [
            "Model/User.swift": "struct User { let avatar: Avatar? }",
            "Model/Avatar.swift": "struct Avatar { let owner: Screen? }",
            "UI/Screen.swift": "final class Screen { let user: User? = nil }",
            "Main.swift": "let screen = Screen()",
        ], name: "MyApp")
        #expect(report.modules.map(\.name) == ["Model", "MyApp", "UI"])
        #expect(report.cycles == [["Model", "UI"]])
    }
}
