/// The projects and local package folders an Xcode workspace
/// (`X.xcworkspace/contents.xcworkspacedata`) names, relative to the analysed root.
///
/// A `FileRef`'s `location` is `group:` (relative to the enclosing `Group`'s folder, the
/// workspace's folder at the top), `container:` (relative to the workspace's folder),
/// `absolute:` or `self:` (the project holding an embedded `project.xcworkspace`). A location
/// outside the analysed root stays as `../…` or as an absolute path.
public struct XcodeWorkspace: Sendable, Equatable {
    /// `.xcodeproj` folders named, in the workspace's order.
    public var projects: [String]
    /// Other folders named (local packages, folders), in the workspace's order.
    public var folders: [String]

    /// Reads the workspace at `path` (its `contents.xcworkspacedata`, relative to the analysed
    /// root) from its XML `text`. `absoluteRoot`, when given, lets absolute locations under the
    /// analysed root count as in the tree.
    public init(path: String, text: String, absoluteRoot: String? = nil) throws(XcodeProjectError) {
        var parts = path.split(separator: "/").map(String.init)
        if parts.last == "contents.xcworkspacedata" { parts.removeLast() }
        let bundle = parts.popLast() ?? ""
        let folder = parts.joined(separator: "/")
        var reader = WorkspaceLocations(folder: folder, absoluteRoot: absoluteRoot, selfProject: bundle == "project.xcworkspace" ? folder : nil)
        let events: [XMLTags.Event]
        do {
            events = try XMLTags.events(in: text)
        } catch {
            throw XcodeProjectError("not a workspace (\(error.message))")
        }
        guard case .start("Workspace", _) = events.first else { throw XcodeProjectError("not a workspace (no <Workspace> element)") }
        for event in events { reader.read(event) }
        projects = reader.locations.filter { $0.hasSuffix(".xcodeproj") }
        folders = reader.locations.filter { !$0.hasSuffix(".xcodeproj") }
    }
}

/// The locations of a workspace's `FileRef`s, with the folder of each enclosing `Group`.
private struct WorkspaceLocations {
    let absoluteRoot: String?
    let selfProject: String?
    var folders: [String]
    var locations: [String] = []

    init(folder: String, absoluteRoot: String?, selfProject: String?) {
        self.folders = [folder]
        self.absoluteRoot = absoluteRoot.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.selfProject = selfProject
    }

    mutating func read(_ event: XMLTags.Event) {
        switch event {
        case .start("Group", let attributes):
            let location = attributes["location"].flatMap(resolve)
            folders.append(location ?? folders.last ?? "")
        case .start("FileRef", let attributes):
            if let location = attributes["location"].flatMap(resolve), !locations.contains(location) { locations.append(location) }
        case .end("Group"):
            if folders.count > 1 { folders.removeLast() }
        default:
            break
        }
    }

    /// A location relative to the analysed root, or nil when outside it.
    private func resolve(_ location: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon], rest = String(location[location.index(after: colon)...])
        let path: String
        switch kind {
        case "group": path = rest.hasPrefix("/") ? absolute(rest) : Self.join(folders.last ?? "", rest)
        case "container": path = rest.hasPrefix("/") ? absolute(rest) : Self.join(folders.first ?? "", rest)
        case "absolute": path = absolute(rest)
        case "self": path = selfProject ?? ""
        default: return nil
        }
        return path.isEmpty ? nil : path
    }

    /// An absolute location: relative when under the analysed root, else as written.
    private func absolute(_ path: String) -> String {
        guard let absoluteRoot, path.hasPrefix(absoluteRoot + "/") else { return path }
        return Self.join("", String(path.dropFirst(absoluteRoot.count + 1)))
    }

    static func join(_ base: String, _ relative: String) -> String {
        var parts: [Substring] = []
        for part in (base + "/" + relative).split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
