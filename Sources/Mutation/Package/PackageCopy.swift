import Foundation

/// A copy of a package in a temporary folder, for the mutants: the user's files are never
/// written. Build folders, `.git` and `.swiftpm` are left out.
public struct PackageCopy: Sendable {
    /// The temporary folder (removed by `remove()`).
    public let root: URL
    /// The package's copy inside it.
    public let package: URL

    /// Copies the package at `source` into a new temporary folder.
    public init(of source: URL) throws {
        let fileManager = FileManager.default
        root = fileManager.temporaryDirectory.appendingPathComponent("mvx-mutate-\(UUID().uuidString.prefix(8))")
        package = root.appendingPathComponent(source.lastPathComponent.isEmpty ? "package" : source.lastPathComponent)
        try fileManager.createDirectory(at: package, withIntermediateDirectories: true)
        for name in try fileManager.contentsOfDirectory(atPath: source.path) where !Self.skipped(name) {
            try fileManager.copyItem(at: source.appendingPathComponent(name), to: package.appendingPathComponent(name))
        }
    }

    /// Whether a top-level entry stays out of the copy.
    static func skipped(_ name: String) -> Bool {
        name.hasPrefix(".build") || name == ".git" || name == ".swiftpm"
    }

    /// Writes `text` to `path` (relative to the package) in the copy.
    public func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: package.appendingPathComponent(path), options: .atomic)
    }

    /// Removes the temporary folder.
    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
