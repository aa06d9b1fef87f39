/// A glob over paths relative to the analysed root, as `--exclude` and the config file's
/// `excluded:` take them:
///
/// - `*` matches any run of characters within one path component, `?` one character;
/// - `**` as a whole component matches any number of components, none included
///   (`**/Generated/**`, `Sources/**/Mocks`);
/// - a glob without `/` matches a name at any depth (`*.generated.swift` is
///   `**/*.generated.swift`), as in `.gitignore`;
/// - a glob that matches a folder leaves out everything inside it (`Sources/Legacy`).
public struct PathGlob: Sendable, Equatable, CustomStringConvertible {
    /// The glob as written.
    public let description: String
    private let components: [Substring]

    /// The glob `text` (a leading `./` or `/` is dropped: paths are relative to the root).
    public init(_ text: String) {
        description = text
        var text = Substring(text)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasPrefix("/") { text = text.dropFirst() }
        while text.hasSuffix("/") { text = text.dropLast() }
        var components = text.split(separator: "/", omittingEmptySubsequences: true)
        if components.count == 1, components[0] != "**" { components.insert("**", at: 0) }
        self.components = components
    }

    /// Whether `path` (relative, `/`-separated) or a folder holding it matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.isEmpty, !parts.isEmpty else { return false }
        // A folder that matches takes its contents along: try every leading run of the path.
        return (1...parts.count).contains { Self.match(components[...], parts[..<$0]) }
    }

    private static func match(_ glob: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = glob.first else { return path.isEmpty }
        if first == "**" {
            let rest = glob.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let component = path.first, matchComponent(Array(first)[...], Array(component)[...]) else { return false }
        return match(glob.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component.
    private static func matchComponent(_ glob: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = glob.first else { return name.isEmpty }
        switch first {
        case "*":
            let rest = glob.dropFirst()
            return (name.startIndex...name.endIndex).contains { matchComponent(rest, name[$0...]) }
        case "?":
            return !name.isEmpty && matchComponent(glob.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(glob.dropFirst(), name.dropFirst())
        }
    }
}

extension SourceTree {
    /// The tree without the sources and manifests any of `globs` matches, and how many sources
    /// that left out.
    func excluding(_ globs: [PathGlob]) -> (tree: SourceTree, excluded: Int) {
        guard !globs.isEmpty else { return (self, 0) }
        let kept = files.filter { path in !globs.contains { $0.matches(path) } }
        let keep = { (path: String) in !globs.contains { $0.matches(path) } }
        let tree = SourceTree(
            root: root, files: kept, manifests: manifests.filter(keep), sizes: sizes,
            projects: projects.filter(keep), workspaces: workspaces.filter(keep), skipped: skipped.filter { keep($0.path) }
        )
        return (tree, files.count - kept.count)
    }
}
