import Foundation
import Testing
@testable import Analyzer

@Suite("Xcode projects and workspaces as modules")
struct XcodeProjectTests {
    @Test func classicGroupsResolveEachSourceTreeAndTargetsKeepTheirSourcesPhase() throws {
        let project = try XcodeProject(pbxprojPath: "ios/App.xcodeproj/project.pbxproj", text: XcodeFixtures.classic, absoluteRoot: "/abs/repo")
        #expect(project.name == "App" && project.path == "ios/App.xcodeproj")
        // The aggregate target compiles nothing and is not listed.
        #expect(project.targets.map(\.name) == ["App", "AppTests", "App Widget"])
        let app = project.targets[0], tests = project.targets[1], widget = project.targets[2]
        // `<group>` under a group with a path and one without (Logical), SOURCE_ROOT from the
        // project's folder, `<absolute>` under the root; BUILT_PRODUCTS_DIR is not in the tree.
        #expect(app.files == ["Vendor/Lib.swift", "ios/App/App.swift", "ios/App/Shared Code/Shared.swift", "ios/Support/Root.swift"])
        #expect(widget.files == ["ios/App/Shared Code/Shared.swift", "ios/Widget/Entry.swift"])
        #expect(tests.files == ["ios/AppTests/AppTests.swift"])
        #expect(tests.isTest && !app.isTest && !widget.isTest)
    }

    @Test("a group's path: plain joins and folded ones", arguments: [
        ("App", "Views", "App/Views"), ("", "App", "App"), ("App", "", "App"), ("", "", ""),
        ("App/Sub", "../X", "App/X"), ("App", "./X", "App/X"), ("App", "X/", "App/X"), ("a//b", "c", "a/b/c"),
        ("App", "...", "App/..."), ("App", "..x/.y", "App/..x/.y"), ("", "../Up", "../Up"), ("App", "/abs/x", "abs/x"),
        ("App/", "X", "App/X"), ("App", "X//Y", "App/X/Y"),
    ])
    func groupPathsJoin(_ base: String, _ relative: String, _ expected: String) {
        #expect(ProjectObjects.join(base, relative) == expected)
    }

    @Test func anAbsolutePathOutsideTheRootIsNotInTheTree() throws {
        let project = try XcodeProject(pbxprojPath: "App.xcodeproj/project.pbxproj", text: XcodeFixtures.classic, absoluteRoot: "/elsewhere")
        #expect(!project.targets[0].files.contains { $0.hasSuffix("Lib.swift") })
        #expect(project.targets[0].files.contains("App/App.swift"))
    }

    @Test func synchronizedFoldersWithTheirExceptions() throws {
        let project = try XcodeProject(pbxprojPath: "App.xcodeproj/project.pbxproj", text: XcodeFixtures.synchronized)
        let app = project.targets[0], uiTests = project.targets[1], widget = project.targets[2]
        #expect(app.folders.map(\.path) == ["Apps/App"])
        #expect(app.compiles("Apps/App/ContentView.swift"))
        #expect(app.compiles("Apps/App/Deep/Down/Model.swift"))
        // An exception for the app's own folder takes the file out of it…
        #expect(!app.compiles("Apps/App/Widget/Entry.swift"))
        // …and one naming a target that does not synchronize the folder adds the file to it.
        #expect(widget.compiles("Apps/App/Widget/Entry.swift"))
        #expect(!widget.compiles("Apps/App/ContentView.swift"))
        // An explicit folder is one opaque item: nothing in it is compiled.
        #expect(!app.compiles("Apps/App/Assets.bundle/Stray.swift"))
        #expect(uiTests.isTest && uiTests.compiles("Apps/AppUITests/LaunchTests.swift"))
        #expect(!app.compiles("Apps/AppUITests/LaunchTests.swift") && !app.compiles("Apps/Apple.swift"))
    }

    @Test func aFileWithoutAPBXProjectIsAnError() {
        #expect(throws: XcodeProjectError.self) { try XcodeProject(pbxprojPath: "A.xcodeproj/project.pbxproj", text: "{ objects = {}; }") }
        #expect(throws: XcodeProjectError.self) { try XcodeProject(pbxprojPath: "A.xcodeproj/project.pbxproj", text: "{ objects = ") }
    }

    @Test func aWorkspaceNamesItsProjectsAndPackagesThroughNestedGroups() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
               <Group location = "container:Packages" name = "Packages">
                  <FileRef location = "group:Core"></FileRef>
                  <Group location = "group:Features" name = "Features">
                     <FileRef location = "group:Profile"></FileRef>
                  </Group>
               </Group>
               <FileRef location = "container:Tools/Tools.xcodeproj"></FileRef>
               <FileRef location = "group:../Elsewhere/Lib.xcodeproj"></FileRef>
               <FileRef location = "absolute:/abs/repo/Vendor/Vendor.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
            </Workspace>
            """
        let workspace = try XcodeWorkspace(path: "ios/App.xcworkspace/contents.xcworkspacedata", text: xml, absoluteRoot: "/abs/repo")
        #expect(workspace.projects == ["ios/App/App.xcodeproj", "ios/Tools/Tools.xcodeproj", "Elsewhere/Lib.xcodeproj", "Vendor/Vendor.xcodeproj", "ios/Pods/Pods.xcodeproj"])
        #expect(workspace.folders == ["ios/Packages/Core", "ios/Packages/Features/Profile"])
        #expect(throws: XcodeProjectError.self) { try XcodeWorkspace(path: "A.xcworkspace/contents.xcworkspacedata", text: "<nope") }
    }

    @Test func aWorkspaceOfAnEmbeddedProjectNamesThatProject() throws {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><Workspace version = "1.0"><FileRef location = "self:"></FileRef></Workspace>"#
        let workspace = try XcodeWorkspace(path: "App.xcodeproj/project.xcworkspace/contents.xcworkspacedata", text: xml)
        #expect(workspace.projects == ["App.xcodeproj"])
    }

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Kit", targets: [
            .target(name: "Core"),
            .target(name: "App", path: "Sources/AppKitPart"),
            .testTarget(name: "CoreTests", dependencies: ["Core"]),
        ])
        """

    @Test func anXcodeTargetComesBeforeASwiftPMTargetWhichComesBeforeAFolder() throws {
        let project = try XcodeProject(pbxprojPath: "App.xcodeproj/project.pbxproj", text: XcodeFixtures.synchronized)
        var other = project
        other.path = "Other/Other.xcodeproj"
        other.name = "Other"
        other.targets = [.init(name: "Widget", productType: "com.apple.product-type.app-extension", files: ["Other/W.swift"], folders: [])]
        // The project's app folder holds a file that the package's Core target also covers.
        var appTarget = project.targets[0]
        appTarget.files = ["Sources/Core/Glue.swift"]
        var edited = project
        edited.targets[0] = appTarget
        let layout = ModuleLayout(manifests: [PackageManifest(text: Self.manifest, directory: "")], projects: [edited, other], rootName: "repo")
        // An Xcode target named like a SwiftPM target (App) is named after its project; one named
        // like another project's target (Widget) too.
        #expect(layout.module(for: "Sources/Core/Glue.swift") == .init(name: "App (App)", isTest: false, isTarget: true))
        #expect(layout.module(for: "Apps/App/ContentView.swift") == .init(name: "App (App)", isTest: false, isTarget: true))
        #expect(layout.module(for: "Apps/App/Widget/Entry.swift") == .init(name: "Widget (App)", isTest: false, isTarget: true))
        #expect(layout.module(for: "Other/W.swift") == .init(name: "Widget (Other)", isTest: false, isTarget: true))
        #expect(layout.module(for: "Apps/AppUITests/LaunchTests.swift") == .init(name: "AppUITests", isTest: true, isTarget: true))
        #expect(layout.module(for: "Sources/Core/Store.swift") == .init(name: "Core", isTest: false, isTarget: true))
        #expect(layout.module(for: "Sources/AppKitPart/Thing.swift") == .init(name: "App", isTest: false, isTarget: true))
        #expect(layout.module(for: "Scripts/tool.swift") == .init(name: "Scripts", isTest: false))
        // A file in an app's folder that no target compiles is not counted into the target.
        #expect(layout.module(for: "Apps/App/Widget/Entry.swift") != layout.module(for: "Apps/App/ContentView.swift"))
        #expect(ModuleLayout.importName("NetNewsWire-iOS") == "NetNewsWire_iOS")
    }

    @Test func aFolderModuleNamedLikeAnXcodeTargetIsApart() throws {
        let project = try XcodeProject(pbxprojPath: "App.xcodeproj/project.pbxproj", text: XcodeFixtures.classic)
        let layout = ModuleLayout(manifests: [], projects: [project], rootName: "repo")
        #expect(layout.module(for: "App/App.swift").name == "App")
        #expect(layout.module(for: "App/Unused.swift") == .init(name: "App (no target)", isTest: false))
    }

    /// The classic project's app and widget share `Shared.swift`; each sees its declarations.
    static let sharing: [String: String] = [
        "App.xcodeproj/project.pbxproj": XcodeFixtures.classic,
        "App/App.swift": "struct AppView { let model: Model; let helper: Helper }\nstruct Helper {}",
        "App/Shared Code/Shared.swift": "struct Model { let id: Int }\n#if WIDGET\nlet entry = Entry(model: Model(id: 1))\n#else\nlet helper = Helper()\n#endif",
        "Widget/Entry.swift": "struct Entry { let model: Model }",
        "AppTests/AppTests.swift": "@testable import App\nstruct AppTests { let view: AppView }",
    ]

    @Test func aFileInTwoTargetsBelongsToEachCountsOnceAndMakesNoCycle() throws {
        let report = Analyzer().analyze(sources: Self.sharing, name: "repo")
        #expect(report.files == 4)
        #expect(report.lines == 11)   // 2 + 6 + 1 + 2: the test's import line counts
        #expect(report.shared == [SharedFile(path: "App/Shared Code/Shared.swift", modules: ["App", "App Widget"])])
        let modules = Dictionary(uniqueKeysWithValues: report.modules.map { ($0.name, $0) })
        #expect(modules["App"]?.files == 2 && modules["App"]?.sharedFiles == 1)
        #expect(modules["App Widget"]?.files == 2 && modules["App Widget"]?.sharedFiles == 1)
        #expect(modules["AppTests"]?.test == true)
        // Each target's `Model` is its own; the shared file's mentions of `Helper` (the app's) and
        // `Entry` (the widget's) stay inside each target, for neither imports the other.
        #expect(report.types.filter { $0.name == "Model" }.map(\.module).sorted() == ["App", "App Widget"])
        #expect(!report.edges.contains { $0.from == "App" && $0.to == "App Widget" })
        #expect(!report.edges.contains { $0.from == "App Widget" && $0.to == "App" })
        #expect(report.cycles.isEmpty)
        // The test bundle reaches the app through `@testable import App`.
        #expect(report.edges.contains { $0.from == "AppTests" && $0.to == "App" })
    }

    @Test func anImportOfATargetsModuleNameReachesATargetWhoseNameIsNotAnIdentifier() throws {
        let project = XcodeProject(path: "A.xcodeproj", name: "A", targets: [
            .init(name: "My-App", productType: "com.apple.product-type.application", files: ["App/Screen.swift"], folders: []),
            .init(name: "My-AppTests", productType: "com.apple.product-type.bundle.unit-test", files: ["Tests/ScreenTests.swift"], folders: []),
        ])
        let layout = ModuleLayout(manifests: [], projects: [project], rootName: "repo")
        #expect(layout.importNames["My_App"] == ["My-App"])
        let report = Analyzer().analyze(sources: [
            "A.xcodeproj/project.pbxproj": "{ objects = { P = {isa = PBXProject; mainGroup = G; targets = (T1, T2); }; G = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; }; T1 = {isa = PBXNativeTarget; name = \"My-App\"; productType = \"com.apple.product-type.application\"; fileSystemSynchronizedGroups = (R1); }; T2 = {isa = PBXNativeTarget; name = \"My-AppTests\"; productType = \"com.apple.product-type.bundle.unit-test\"; fileSystemSynchronizedGroups = (R2); }; R1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = SOURCE_ROOT; }; R2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Tests; sourceTree = SOURCE_ROOT; }; }; rootObject = P; }",
            "App/Screen.swift": "final class Screen {}",
            "Tests/ScreenTests.swift": "@testable import My_App\nstruct ScreenTests { let screen = Screen() }",
        ])
        #expect(report.modules.map(\.name) == ["My-App", "My-AppTests"])
        #expect(report.edges == [ModuleEdge(from: "My-AppTests", to: "My-App", types: 1)])
    }

    @Test func anUnreadableProjectIsNamedAndItsFilesFallBackToFolders() {
        let report = Analyzer().analyze(sources: [
            "App.xcodeproj/project.pbxproj": "{ objects = { ",
            "App/App.swift": "struct A {}",
        ])
        #expect(report.skipped.map(\.path) == ["App.xcodeproj/project.pbxproj"])
        #expect(report.skipped.first?.reason.hasPrefix("not a readable Xcode project") == true)
        #expect(report.modules.map(\.name) == ["App"])
    }
}

/// A person points the analyzer at the project itself, as Xcode shows it.
@Suite("An Xcode project or workspace named as PATH")
struct ProjectAsPathTests {
    @Test("a project or workspace stands for the folder holding it; any other path for itself")
    func analysedPath() {
        #expect(SourceTree.analysedPath(for: "App.xcodeproj") == ".")
        #expect(SourceTree.analysedPath(for: "src/App.xcodeproj/") == "src")
        #expect(SourceTree.analysedPath(for: "/work/App/App.xcworkspace") == "/work/App")
        #expect(SourceTree.analysedPath(for: "Sources/App") == "Sources/App")
        #expect(SourceTree.analysedPath(for: "main.swift") == "main.swift")
    }

    @Test("analysing App.xcodeproj reads the project's targets from the folder beside it")
    func projectAsPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-project-path-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in XcodeProjectTests.sharing {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let report = try Analyzer().analyze(folder.appendingPathComponent("App.xcodeproj"))
        #expect(report.files == 4)
        #expect(Set(report.modules.map(\.name)).isSuperset(of: ["App", "App Widget", "AppTests"]))
    }
}

@Suite("The workspace XML reader")
struct XMLTagsTests {
    @Test func tagsAttributesEntitiesAndSkippedMarkup() throws {
        let events = try XMLTags.events(in: """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment with <FileRef location = "group:Nope"> inside -->
            <!DOCTYPE x>
            <Workspace version = '1.0'>
               <Group location = "group:A &amp; B" name="&lt;&#65;&#x42;&gt; &bogus; &">
                  <FileRef location = "group:C"/>
               </Group>
            </Workspace>
            """)
        #expect(events == [
            .start("Workspace", ["version": "1.0"]),
            .start("Group", ["location": "group:A & B", "name": "<AB> &bogus; &"]),
            .start("FileRef", ["location": "group:C"]), .end("FileRef"),
            .end("Group"), .end("Workspace"),
        ])
    }

    @Test(arguments: ["<a", "<a b>", "<a b=c>", "<a b=\"c>", "<a></b>", "<a>", "</a>", "<!-- open", "<?xml", "< >"])
    func malformedXMLIsAnError(text: String) {
        #expect(throws: XcodeProjectError.self) { try XMLTags.events(in: text) }
    }
}
