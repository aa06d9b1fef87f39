import Foundation

/// A copy of a package for the mutants: the user's files are never written. Build folders,
/// `.git` and `.swiftpm` are left out.
///
/// By default the copy is in a new temporary folder, removed at the end. With a kept folder
/// (`--keep-build`), the copy and its `.build` stay there between runs, and each run writes only
/// the files whose content changed: a file's inode and modification time are what the build
/// compares, so the next run rebuilds only what the mutants changed.
public struct PackageCopy: Sendable {
    /// The folder that holds the copy (and the run's scratch files).
    public let root: URL
    /// The package's copy inside it.
    public let package: URL
    /// Whether the folder stays after the run.
    public let isKept: Bool

    /// Copies the package at `source` into `folder` (kept), or into a new temporary folder.
    public init(of source: URL, into folder: URL? = nil) throws {
        let fileManager = FileManager.default
        isKept = folder != nil
        root = folder?.standardizedFileURL ?? fileManager.temporaryDirectory.appendingPathComponent("mvx-mutate-\(UUID().uuidString.prefix(8))")
        package = root.appendingPathComponent(source.lastPathComponent.isEmpty ? "package" : source.lastPathComponent)
        try fileManager.createDirectory(at: package, withIntermediateDirectories: true)
        try Self.sync(from: source, to: package, topLevel: true)
    }

    /// Whether a top-level entry stays out of the copy.
    static func skipped(_ name: String) -> Bool {
        name.hasPrefix(".build") || name == ".git" || name == ".swiftpm"
    }

    /// Makes `destination` hold what `source` holds, writing only the files that differ and
    /// removing the ones `source` no longer has (the switch helper excepted: it is written again).
    static func sync(from source: URL, to destination: URL, topLevel: Bool) throws {
        let fileManager = FileManager.default
        let names = try fileManager.contentsOfDirectory(atPath: source.path).filter { !(topLevel && skipped($0)) }
        let existing = (try? fileManager.contentsOfDirectory(atPath: destination.path)) ?? []
        for name in existing where !names.contains(name) && !(topLevel && skipped(name)) && name != SwitchHelper.fileName {
            try fileManager.removeItem(at: destination.appendingPathComponent(name))
        }
        for name in names {
            let from = source.appendingPathComponent(name)
            let to = destination.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: from.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                var targetIsFolder: ObjCBool = false
                if fileManager.fileExists(atPath: to.path, isDirectory: &targetIsFolder), !targetIsFolder.boolValue {
                    try fileManager.removeItem(at: to)
                }
                try fileManager.createDirectory(at: to, withIntermediateDirectories: true)
                try sync(from: from, to: to, topLevel: false)
            } else {
                try writeIfChanged(try Data(contentsOf: from), to: to)
                if let permissions = try? fileManager.attributesOfItem(atPath: from.path)[.posixPermissions] {
                    try? fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: to.path)
                }
            }
        }
    }

    /// Writes `data` unless the file holds it already (so that its build is not redone).
    static func writeIfChanged(_ data: Data, to url: URL) throws {
        if let current = try? Data(contentsOf: url), current == data { return }
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
        try data.write(to: url)
    }

    /// Writes `text` to `path` (relative to the package) in the copy.
    public func write(_ text: String, to path: String) throws {
        try Self.writeIfChanged(Data(text.utf8), to: package.appendingPathComponent(path))
    }

    /// The run's scratch files (logs, coverage), removed with the run.
    public var scratch: URL { root.appendingPathComponent("mvx-work") }

    /// Removes the run's folder; a kept folder keeps the copy and its build.
    public func remove() {
        try? FileManager.default.removeItem(at: isKept ? scratch : root)
        if !isKept { Self.removeLockFiles(of: root) }
    }

    /// Removes the empty lock files SwiftPM leaves in the temporary folder for a build under
    /// `root` (`_tmp_mvx-mutate-1A2B3C4D_Package_.build.lock` and the like).
    public static func removeLockFiles(of root: URL) {
        let temporary = FileManager.default.temporaryDirectory
        let prefix = root.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_") + "_"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        where name.hasPrefix(prefix) && name.hasSuffix(".lock") {
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }
}
