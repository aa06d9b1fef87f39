/// Which module each file belongs to.
///
/// First the Xcode projects: a file a native target compiles (its Sources phase, or a folder it
/// synchronizes) belongs to that target — to each of them when several compile it. Else, with
/// `Package.swift` manifests, the SwiftPM target whose folder holds the file (the deepest).
/// Files no project or manifest claims, and every file of a tree without either, belong to
/// their top-level source folder — or, under a container folder such as `Sources` or `Tests`,
/// to the folder inside it (`Sources/Shared` is `Shared`, `Tests/App` is `AppTests`). A file at
/// the root belongs to the root's own name.
///
/// An Xcode target named like a SwiftPM target, or like a target of another project, is named
/// `Target (Project)` (the `.xcodeproj`'s name; its path from the root if that clashes too). A
/// folder module named like an Xcode target (files in the target's folder that no target
/// compiles) is `Folder (no target)`.
public struct ModuleLayout: Sendable {
    /// One module: its name, whether it holds tests, and whether its names reach only the files
    /// that import it.
    public struct Module: Sendable, Equatable, Hashable {
        public var name: String
        public var isTest: Bool
        /// A SwiftPM target or an Xcode target: its types are seen elsewhere only where it is imported.
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
    /// File → the Xcode targets compiling it through their Sources phase.
    private var xcodeFiles: [String: [Module]] = [:]
    /// Synchronized folders, deepest first, with the target each belongs to.
    private var xcodeFolders: [(folder: XcodeProject.SynchronizedFolder, module: Module)] = []
    /// Module name as code imports it (`NetNewsWire_iOS`) → the Xcode modules of that name, where
    /// the two differ (a target named `NetNewsWire-iOS`, or renamed for a clash).
    public private(set) var importNames: [String: [String]] = [:]
    /// Names of the Xcode targets' modules.
    private var xcodeNames: Set<String> = []

    public init(manifests: [PackageManifest], projects: [XcodeProject] = [], rootName: String) {
        targets = manifests.flatMap(\.targets).sorted { $0.folder.count > $1.folder.count }
        self.rootName = rootName
        let packageNames = Set(targets.map(\.name))
        var owners: [String: Set<String>] = [:]
        for project in projects {
            for target in project.targets { owners[target.name, default: []].insert(project.path) }
        }
        let projectNames = Dictionary(grouping: projects, by: \.name).mapValues(\.count)
        for project in projects {
            for target in project.targets {
                var name = target.name
                if packageNames.contains(name) || owners[name, default: []].count > 1 {
                    name = "\(target.name) (\(projectNames[project.name, default: 0] > 1 ? project.path : project.name))"
                }
                let module = Module(name: name, isTest: target.isTest, isTarget: true)
                xcodeNames.insert(name)
                for file in target.files where !xcodeFiles[file, default: []].contains(module) {
                    xcodeFiles[file, default: []].append(module)
                }
                for folder in target.folders { xcodeFolders.append((folder, module)) }
                let imported = Self.importName(target.name)
                if imported != name, !importNames[imported, default: []].contains(name) { importNames[imported, default: []].append(name) }
            }
        }
        xcodeFolders.sort { $0.folder.path.count > $1.folder.path.count }
    }

    /// The module name Xcode gives a target by default (`PRODUCT_MODULE_NAME`): every character
    /// that cannot be in an identifier becomes `_`.
    static func importName(_ target: String) -> String {
        var name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }

    /// The file's module: the first of ``modules(for:)``.
    public func module(for path: String) -> Module {
        modules(for: path)[0]
    }

    /// Every module the file belongs to: the Xcode targets compiling it (in project order), else
    /// its SwiftPM target, else its folder's module. Never empty.
    public func modules(for path: String) -> [Module] {
        var found = xcodeFiles[path] ?? []
        for (folder, module) in xcodeFolders where folder.contains(path) && !found.contains(module) { found.append(module) }
        if !found.isEmpty { return found }
        var module = packageOrFolderModule(for: path)
        if !module.isTarget, xcodeNames.contains(module.name) { module.name += " (no target)" }
        return [module]
    }

    private func packageOrFolderModule(for path: String) -> Module {
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
