import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

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
    /// root) from its XML `data`. `absoluteRoot`, when given, lets absolute locations under the
    /// analysed root count as in the tree.
    public init(path: String, data: Data, absoluteRoot: String? = nil) throws(XcodeProjectError) {
        var parts = path.split(separator: "/").map(String.init)
        if parts.last == "contents.xcworkspacedata" { parts.removeLast() }
        let bundle = parts.popLast() ?? ""
        let folder = parts.joined(separator: "/")
        let delegate = WorkspaceXML(folder: folder, absoluteRoot: absoluteRoot, selfProject: bundle == "project.xcworkspace" ? folder : nil)
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse(), delegate.sawWorkspace else {
            throw XcodeProjectError("not a workspace (\(parser.parserError.map { "\($0)" } ?? "no <Workspace> element"))")
        }
        projects = delegate.locations.filter { $0.hasSuffix(".xcodeproj") }
        folders = delegate.locations.filter { !$0.hasSuffix(".xcodeproj") && !$0.isEmpty }
    }
}

private final class WorkspaceXML: NSObject, XMLParserDelegate {
    let absoluteRoot: String?
    let selfProject: String?
    var folders: [String]
    var locations: [String] = []
    var sawWorkspace = false

    init(folder: String, absoluteRoot: String?, selfProject: String?) {
        self.folders = [folder]
        self.absoluteRoot = absoluteRoot.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.selfProject = selfProject
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "Workspace":
            sawWorkspace = true
        case "Group":
            let location = attributes["location"].flatMap(resolve)
            folders.append(location ?? folders.last ?? "")
        case "FileRef":
            if let location = attributes["location"].flatMap(resolve), !locations.contains(location) { locations.append(location) }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "Group", folders.count > 1 { folders.removeLast() }
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
