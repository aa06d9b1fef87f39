import Foundation

/// The Swift files under a folder that the analyzer reads, with the Xcode projects and
/// workspaces found beside them, and every file the scan passed over.
///
/// Every `.swift` file counts except `Package.swift` manifests (read apart, as ``PackageManifest``)
/// and anything inside build, dependency or version-control folders. Symbolic links are
/// followed, each real file and folder read once (by device and inode: a loop ends, and a
/// file reached through a link and by its own path is listed under its own path).
public struct SourceTree: Sendable {
    /// The folder analysed.
    public let root: URL
    /// The Swift sources, relative to ``root``, sorted.
    public let files: [String]
    /// The `Package.swift` manifests, relative to ``root``, sorted.
    public let manifests: [String]
    /// Each file's size in bytes when known (from the scan), by path: the largest are parsed
    /// first, so that no big file is left to one core at the end.
    public let sizes: [String: Int]
    /// Xcode projects' `project.pbxproj` files, relative to ``root``, sorted.
    public let projects: [String]
    /// Xcode workspaces' `contents.xcworkspacedata` files, relative to ``root``, sorted.
    public let workspaces: [String]
    /// Files and folders the scan passed over (a broken link, an unreadable folder, a file over
    /// ``SourceReader/sizeLimit``), sorted by path.
    public let skipped: [SkippedFile]

    /// Folders never read: build products, checked-out dependencies, editor and VCS state.
    /// Any folder whose name starts with `.` is skipped as well (`.build-coverage`, `.git`, …).
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]

    public init(
        root: URL, files: [String], manifests: [String] = [], sizes: [String: Int] = [:],
        projects: [String] = [], workspaces: [String] = [], skipped: [SkippedFile] = []
    ) {
        self.root = root
        self.files = files.sorted()
        self.manifests = manifests.sorted()
        self.sizes = sizes
        self.projects = projects.sorted()
        self.workspaces = workspaces.sorted()
        self.skipped = skipped.sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }
    }

    /// The path to analyse for `path` as a user names it: an Xcode project or workspace
    /// (`App.xcodeproj`, `App.xcworkspace`) stands for the folder holding it, where its sources
    /// and any packages beside it are; any other path stands for itself.
    public static func analysedPath(for path: String) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix(".xcworkspace") else { return path }
        let folder = (trimmed as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// Lists the Swift files under `root` (a folder, or a single `.swift` file).
    public init(scanning root: URL) throws(AnalyzerError) {
        let root = URL(fileURLWithPath: Self.analysedPath(for: root.path)).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw .notFound(path: root.path)
        }
        guard isDirectory.boolValue else {
            guard root.pathExtension == "swift" else { throw .notSwift(path: root.path) }
            var info = stat()
            let size = stat(root.path, &info) == 0 ? Int(info.st_size) : 0
            let name = root.lastPathComponent
            guard size <= SourceReader.sizeLimit else {
                self.init(root: root.deletingLastPathComponent(), files: [], skipped: [
                    SkippedFile(path: name, reason: SourceReader.SkipReason.tooLarge(bytes: size).description),
                ])
                return
            }
            self.init(root: root.deletingLastPathComponent(), files: [name], sizes: [name: size])
            return
        }
        var walk = TreeWalk()
        guard walk.scan(root.path) else { throw .unreadable(path: root.path) }
        self.init(
            root: root, files: walk.files, manifests: walk.manifests, sizes: walk.sizes,
            projects: walk.projects, workspaces: walk.workspaces, skipped: walk.skipped
        )
    }
}

/// Why an analysis could not start.
public enum AnalyzerError: Error, Equatable, CustomStringConvertible {
    case notFound(path: String)
    case notSwift(path: String)
    case unreadable(path: String)
    /// The tree holds no Swift file (none skipped either): there is nothing to measure.
    case noSwiftFiles(path: String)

    public var description: String {
        switch self {
        case .notFound(let path): "No such file or folder: \(path)"
        case .notSwift(let path): "Not a Swift file or a folder: \(path)"
        case .unreadable(let path): "Cannot read the folder \(path)"
        case .noSwiftFiles(let path): "No Swift files under \(path)"
        }
    }
}
