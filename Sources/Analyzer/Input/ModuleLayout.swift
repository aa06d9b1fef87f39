/// Which module each file belongs to.
///
/// With `Package.swift` manifests, a module is a SwiftPM target (the deepest target folder that
/// holds the file). Files outside every target, and every file of a tree without a manifest,
/// belong to their top-level source folder — or, under a container folder such as `Sources`
/// or `Tests`, to the folder inside it (`Sources/Shared` is `Shared`, `Tests/App` is `AppTests`).
/// A file at the root belongs to the root's own name.
public struct ModuleLayout: Sendable {
    public struct Module: Sendable, Equatable {
        public var name: String
        public var isTest: Bool
        /// A SwiftPM target: its types are seen elsewhere only where it is imported.
        public var isTarget: Bool

        public init(name: String, isTest: Bool, isTarget: Bool = false) {
            self.name = name
            self.isTest = isTest
            self.isTarget = isTarget
        }
    }

    /// Folders that hold modules rather than being one.
    public static let containerFolders: Set<String> = [
        "Sources", "Source", "src", "Tests", "Modules", "Packages", "Frameworks", "Features", "Apps", "Targets", "Libraries",
    ]

    private let targets: [PackageManifest.Target]
    private let rootName: String

    public init(manifests: [PackageManifest], rootName: String) {
        targets = manifests.flatMap(\.targets).sorted { $0.folder.count > $1.folder.count }
        self.rootName = rootName
    }

    public func module(for path: String) -> Module {
        for target in targets where path.hasPrefix(target.folder + "/") {
            return Module(name: target.name, isTest: target.isTest, isTarget: true)
        }
        let parts = path.split(separator: "/").dropLast().map(String.init)
        guard let first = parts.first else { return Module(name: rootName, isTest: false) }
        let isTest = first.hasSuffix("Tests") || first.hasSuffix("Test")
        guard Self.containerFolders.contains(first), parts.count > 1 else { return Module(name: first, isTest: isTest) }
        let inner = parts[1]
        if first == "Tests" { return Module(name: inner.hasSuffix("Tests") ? inner : inner + "Tests", isTest: true) }
        return Module(name: inner, isTest: isTest || inner.hasSuffix("Tests"))
    }
}
