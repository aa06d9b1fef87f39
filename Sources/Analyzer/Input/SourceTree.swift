import Foundation

/// The Swift files under a folder that the analyzer reads.
///
/// Every `.swift` file counts except `Package.swift` manifests (read apart, as ``PackageManifest``)
/// and anything inside build, dependency or version-control folders.
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

    /// Folders never read: build products, checked-out dependencies, editor and VCS state.
    /// Any folder whose name starts with `.` is skipped as well (`.build-coverage`, `.git`, …).
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]

    public init(root: URL, files: [String], manifests: [String] = [], sizes: [String: Int] = [:]) {
        self.root = root
        self.files = files.sorted()
        self.manifests = manifests.sorted()
        self.sizes = sizes
    }

    /// Lists the Swift files under `root` (a folder, or a single `.swift` file).
    public init(scanning root: URL) throws(AnalyzerError) {
        let root = root.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw .notFound(path: root.path)
        }
        guard isDirectory.boolValue else {
            guard root.pathExtension == "swift" else { throw .notSwift(path: root.path) }
            self.init(root: root.deletingLastPathComponent(), files: [root.lastPathComponent])
            return
        }
        var files: [String] = [], manifests: [String] = [], sizes: [String: Int] = [:]
        guard Self.walk(root.path, relative: "", files: &files, manifests: &manifests, sizes: &sizes) else {
            throw .unreadable(path: root.path)
        }
        self.init(root: root, files: files, manifests: manifests, sizes: sizes)
    }
}

extension SourceTree {
    /// Lists `folder` with `readdir` (the type of each entry comes with its name; only Swift files
    /// are `stat`ed, for their size). Symbolic links are not followed. False if `folder` cannot
    /// be opened.
    private static func walk(
        _ folder: String, relative: String, files: inout [String], manifests: inout [String], sizes: inout [String: Int]
    ) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var kind = Int32(entry.pointee.d_type)
            var info = stat()
            if kind == Int32(DT_UNKNOWN) {
                guard lstat(path, &info) == 0 else { continue }
                kind = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : 0
            }
            if kind == Int32(DT_DIR) {
                if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                _ = walk(path, relative: relativePath, files: &files, manifests: &manifests, sizes: &sizes)
            } else if kind == Int32(DT_REG), name.hasSuffix(".swift") {
                if name == "Package.swift" || name.hasPrefix("Package@swift") {
                    manifests.append(relativePath)
                } else {
                    files.append(relativePath)
                    if stat(path, &info) == 0 { sizes[relativePath] = Int(info.st_size) }
                }
            }
        }
        return true
    }
}

/// Why an analysis could not start.
public enum AnalyzerError: Error, Equatable, CustomStringConvertible {
    case notFound(path: String)
    case notSwift(path: String)
    case unreadable(path: String)

    public var description: String {
        switch self {
        case .notFound(let path): "No such file or folder: \(path)"
        case .notSwift(let path): "Not a Swift file or a folder: \(path)"
        case .unreadable(let path): "Cannot read the folder \(path)"
        }
    }
}
