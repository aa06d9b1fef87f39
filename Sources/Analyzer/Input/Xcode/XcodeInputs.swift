import Foundation

/// The Xcode projects and workspaces of a ``SourceTree``, read; what could not be read, or what a
/// workspace names outside the tree, as ``SkippedFile``s.
struct XcodeInputs {
    private(set) var projects: [XcodeProject] = []
    private(set) var workspaces: [XcodeWorkspace] = []
    private(set) var skipped: [SkippedFile] = []

    /// Reads `tree`'s project and workspace files with `read` (nil: it could not be read, and
    /// `read` has said so).
    init(tree: SourceTree, read: (String) -> String?) {
        let absoluteRoot = tree.root.path == "/" ? nil : tree.root.path
        for path in tree.projects {
            guard let text = read(path) else { continue }
            do {
                projects.append(try XcodeProject(pbxprojPath: path, text: text, absoluteRoot: absoluteRoot))
            } catch {
                skipped.append(SkippedFile(path: path, reason: "not a readable Xcode project: \(error.description)"))
            }
        }
        let found = Set(tree.projects.map { String($0.dropLast("/project.pbxproj".count)) })
        for path in tree.workspaces {
            guard let text = read(path) else { continue }
            let workspace: XcodeWorkspace
            do {
                workspace = try XcodeWorkspace(path: path, text: text, absoluteRoot: absoluteRoot)
            } catch {
                skipped.append(SkippedFile(path: path, reason: "not a readable Xcode workspace: \(error.description)"))
                continue
            }
            workspaces.append(workspace)
            let name = String(path.dropLast("/contents.xcworkspacedata".count))
            for location in workspace.projects + workspace.folders {
                let parts = location.split(separator: "/")
                if location.hasPrefix("/") || parts.first == ".." {
                    skipped.append(SkippedFile(path: location, reason: "named by \(name), outside the analysed folder"))
                } else if parts.contains(where: { $0.hasPrefix(".") || SourceTree.skippedFolders.contains(String($0)) }) {
                    continue  // Pods, build folders: never read, by design.
                } else if location.hasSuffix(".xcodeproj"), !found.contains(location) {
                    skipped.append(SkippedFile(path: location, reason: "named by \(name), not found"))
                }
            }
        }
    }
}
