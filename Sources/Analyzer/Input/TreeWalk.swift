import Foundation

/// The scan behind ``SourceTree/init(scanning:)``: lists a folder with `readdir`, following
/// symbolic links, each real file and folder once.
///
/// Real folders are walked first and linked ones after, so that a file reached both ways is
/// listed under its own path; within a folder, names are taken in sorted order, so the result
/// does not depend on the file system's order.
struct TreeWalk {
    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private(set) var files: [String] = []
    private(set) var manifests: [String] = []
    private(set) var sizes: [String: Int] = [:]
    private(set) var projects: [String] = []
    private(set) var workspaces: [String] = []
    private(set) var skipped: [SkippedFile] = []

    private var seenFolders: Set<Identity> = []
    private var seenFiles: Set<Identity> = []
    /// Linked folders met during the walk: walked once every real folder has been.
    private var linkedFolders: [(path: String, relative: String)] = []
    /// Linked files met during the walk: listed last, unless their file was listed already.
    private var linkedFiles: [(relative: String, info: stat)] = []

    /// Walks `root`; false if it cannot be opened.
    mutating func scan(_ root: String) -> Bool {
        var info = stat()
        guard stat(root, &info) == 0 else { return false }
        seenFolders.insert(Self.identity(info))
        guard walk(root, relative: "", isRoot: true) else { return false }
        let realRoot = Self.realPath(root) ?? root
        var next = 0
        while next < linkedFolders.count {
            let (path, relative) = linkedFolders[next]
            next += 1
            guard stat(path, &info) == 0, seenFolders.insert(Self.identity(info)).inserted else { continue }
            // A link up to a folder holding the tree would read the tree's surroundings (`/`, `~`).
            if let target = Self.realPath(path), realRoot == target || realRoot.hasPrefix(target == "/" ? "/" : target + "/") {
                skipped.append(SkippedFile(path: relative, reason: SourceReader.SkipReason.linkAboveTree.description))
                continue
            }
            _ = walk(path, relative: relative, isRoot: false)
        }
        for (relative, info) in linkedFiles { add(relative, info: info) }
        return true
    }

    private mutating func add(_ relativePath: String, info: stat) {
        guard seenFiles.insert(Self.identity(info)).inserted else { return }
        let size = Int(info.st_size)
        if size > SourceReader.sizeLimit {
            skipped.append(SkippedFile(path: relativePath, reason: SourceReader.SkipReason.tooLarge(bytes: size).description))
            return
        }
        files.append(relativePath)
        sizes[relativePath] = size
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func identity(_ info: stat) -> Identity {
        Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Whether a broken link with this name may have stood for a source: a `.swift` file, or a
    /// name without an extension (a folder, perhaps).
    private static func mayBeSource(_ name: String) -> Bool {
        name.hasSuffix(".swift") || !name.contains(".")
    }

    private mutating func walk(_ folder: String, relative: String, isRoot: Bool) -> Bool {
        guard let directory = opendir(folder) else {
            if !isRoot { skipped.append(SkippedFile(path: relative, reason: SourceReader.SkipReason.unreadableFolder(errno: errno).description)) }
            return false
        }
        var entries: [(name: String, type: Int32)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            entries.append((name, Int32(entry.pointee.d_type)))
        }
        closedir(directory)
        entries.sort { $0.name < $1.name }

        for (name, type) in entries {
            let path = folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var kind = type
            var info = stat()
            if kind == Int32(DT_UNKNOWN) {
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: kind = Int32(DT_DIR)
                case S_IFREG: kind = Int32(DT_REG)
                case S_IFLNK: kind = Int32(DT_LNK)
                default: kind = 0
                }
            }
            var linked = false
            if kind == Int32(DT_LNK) {
                guard stat(path, &info) == 0 else {
                    if Self.mayBeSource(name) {
                        let reason: SourceReader.SkipReason = errno == ELOOP ? .linkLoop : .brokenLink
                        skipped.append(SkippedFile(path: relativePath, reason: reason.description))
                    }
                    continue
                }
                linked = true
                kind = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : -1
            }
            if kind == Int32(DT_DIR) {
                if name.hasPrefix(".") || SourceTree.skippedFolders.contains(name) { continue }
                if name.hasSuffix(".xcodeproj") {
                    if Self.isFile(path + "/project.pbxproj") { projects.append(relativePath + "/project.pbxproj") }
                    continue
                }
                if name.hasSuffix(".xcworkspace") {
                    if Self.isFile(path + "/contents.xcworkspacedata") { workspaces.append(relativePath + "/contents.xcworkspacedata") }
                    continue
                }
                if linked {
                    linkedFolders.append((path, relativePath))
                    continue
                }
                guard lstat(path, &info) == 0, seenFolders.insert(Self.identity(info)).inserted else { continue }
                _ = walk(path, relative: relativePath, isRoot: false)
            } else if name.hasSuffix(".swift") {
                if kind != Int32(DT_REG) {
                    skipped.append(SkippedFile(path: relativePath, reason: SourceReader.SkipReason.notRegular.description))
                    continue
                }
                if name == "Package.swift" || name.hasPrefix("Package@swift") {
                    manifests.append(relativePath)
                    continue
                }
                if linked {
                    linkedFiles.append((relativePath, info))
                } else if stat(path, &info) == 0 {
                    add(relativePath, info: info)
                }
            }
        }
        return true
    }

    private static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
