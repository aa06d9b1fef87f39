/// Builds an ``XcodeProject`` from the text of its `project.pbxproj`.
extension XcodeProject {
    /// Reads the project file at `pbxprojPath` (relative to the analysed root, e.g.
    /// `App/App.xcodeproj/project.pbxproj`) from its text. `absoluteRoot`, when given, lets
    /// `<absolute>` paths under the analysed root count as in the tree.
    public init(pbxprojPath: String, text: String, absoluteRoot: String? = nil) throws(XcodeProjectError) {
        let plist: PropertyList
        do {
            plist = try PropertyListParser.parse(text)
        } catch {
            throw XcodeProjectError("not a property list (\(error.description))")
        }
        var parts = pbxprojPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.last == "project.pbxproj" { parts.removeLast() }
        let bundle = parts.popLast() ?? ""
        let name = bundle.hasSuffix(".xcodeproj") ? String(bundle.dropLast(".xcodeproj".count)) : bundle
        var reader = ProjectObjects(plist: plist, projectFolder: parts.joined(separator: "/"), absoluteRoot: absoluteRoot)
        let targets = try reader.targets()
        self.init(path: (parts + [bundle]).joined(separator: "/"), name: name, targets: targets)
    }
}

/// The project's `objects` table, and the paths its group tree gives.
struct ProjectObjects {
    /// Object id → object (a dictionary), as parsed.
    let objects: [String: PropertyList]
    let project: [String: PropertyList]
    /// The folder holding the `.xcodeproj`, with the project's `projectDirPath` applied.
    let sourceRoot: String?
    let absoluteRoot: String?
    /// Object id → path relative to the analysed root (nil: outside the tree or not a path).
    var paths: [String: String?] = [:]

    init(plist: PropertyList, projectFolder: String, absoluteRoot: String?) {
        let root = plist.dictionary ?? [:]
        let objects = root["objects"]?.dictionary ?? [:]
        self.objects = objects
        project = root["rootObject"]?.string.flatMap { objects[$0]?.dictionary } ?? [:]
        self.absoluteRoot = absoluteRoot.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let directory = project["projectDirPath"]?.string ?? ""
        sourceRoot = directory.isEmpty ? projectFolder : Self.join(projectFolder, directory)
    }

    /// The object of that id, when it is a dictionary.
    func entry(_ id: String) -> [String: PropertyList]? { objects[id]?.dictionary }

    mutating func targets() throws(XcodeProjectError) -> [XcodeProject.Target] {
        guard !project.isEmpty, project["isa"]?.string == "PBXProject" else {
            throw XcodeProjectError("no PBXProject as the rootObject")
        }
        if let main = project["mainGroup"]?.string {
            var visited: Set<String> = []
            walk(main, parentFolder: sourceRoot, visited: &visited)
        }
        // The synchronized folders, once: each target looks for the exception sets naming it.
        let synchronizedGroups = objects.keys.filter { entry($0)?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }.sorted()
        var targets: [XcodeProject.Target] = []
        for id in project["targets"]?.strings ?? [] {
            guard let object = entry(id), object["isa"]?.string == "PBXNativeTarget" else { continue }
            var files: Set<String> = []
            for phaseID in object["buildPhases"]?.strings ?? [] {
                guard let phase = entry(phaseID), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.strings ?? [] {
                    guard let reference = entry(buildFileID)?["fileRef"]?.string, let file = path(of: reference) else { continue }
                    files.insert(file)
                }
            }
            var folders: [XcodeProject.SynchronizedFolder] = []
            for groupID in object["fileSystemSynchronizedGroups"]?.strings ?? [] {
                guard let group = entry(groupID), let folder = path(of: groupID) else { continue }
                var excluded: Set<String> = []
                for set in exceptionSets(of: groupID) where set["target"]?.string == id {
                    for name in set["membershipExceptions"]?.strings ?? [] { excluded.insert(Self.member(name, of: folder)) }
                }
                let opaque = (group["explicitFolders"]?.strings ?? []).map { Self.join(folder, $0) }
                folders.append(.init(path: folder, excluded: excluded, opaque: opaque))
            }
            // A folder's exception set naming a target that does not synchronize the folder adds
            // those files to it (how Xcode shares one file of a folder with another target).
            let own = Set(object["fileSystemSynchronizedGroups"]?.strings ?? [])
            for groupID in synchronizedGroups where !own.contains(groupID) {
                guard let folder = path(of: groupID) else { continue }
                for set in exceptionSets(of: groupID) where set["target"]?.string == id {
                    for name in set["membershipExceptions"]?.strings ?? [] { files.insert(Self.member(name, of: folder)) }
                }
            }
            targets.append(XcodeProject.Target(
                name: object["name"]?.string ?? object["productName"]?.string ?? id,
                productType: object["productType"]?.string ?? "",
                files: files.sorted(), folders: folders.sorted { $0.path < $1.path }
            ))
        }
        return targets
    }

    private func exceptionSets(of groupID: String) -> [[String: PropertyList]] {
        (entry(groupID)?["exceptions"]?.strings ?? []).compactMap { id in
            guard let set = entry(id), set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" else { return nil }
            return set
        }
    }

    /// Records the path of `id` and of every group and file below it.
    private mutating func walk(_ id: String, parentFolder: String?, visited: inout Set<String>) {
        guard visited.insert(id).inserted, let object = entry(id) else { return }
        let own = resolve(object, parentFolder: parentFolder)
        paths[id] = own
        for child in object["children"]?.strings ?? [] {
            walk(child, parentFolder: own, visited: &visited)
        }
    }

    /// The path of a group or file reference: its `path` resolved by its `sourceTree`.
    private func resolve(_ object: [String: PropertyList], parentFolder: String?) -> String? {
        let path = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            return parentFolder.map { Self.join($0, path) }
        case "SOURCE_ROOT":
            return sourceRoot.map { Self.join($0, path) }
        case "<absolute>":
            guard let absoluteRoot, path.hasPrefix(absoluteRoot + "/") || path == absoluteRoot else { return nil }
            return Self.join("", String(path.dropFirst(absoluteRoot.count)))
        default:
            // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR, a build setting: not in the tree.
            return nil
        }
    }

    /// The path of an object, whether or not the group tree reached it (a synchronized folder
    /// missing from the tree is taken relative to the project's folder).
    private mutating func path(of id: String) -> String? {
        if let known = paths[id] { return known }
        guard let object = entry(id) else { return nil }
        let resolved = resolve(object, parentFolder: sourceRoot)
        paths[id] = resolved
        return resolved
    }

    /// A membership exception's file: relative to the folder (a leading `/` too, as Xcode
    /// writes localized files).
    static func member(_ name: String, of folder: String) -> String {
        join(folder, String(name.drop { $0 == "/" }))
    }

    /// `base` and `relative` joined, `.` and `..` folded; nil-free: a path leaving the root
    /// keeps a leading `..` (and so matches no file of the tree).
    static func join(_ base: String, _ relative: String) -> String {
        // Most joins are a folder and a plain name: nothing to fold, no parts to split.
        if isPlain(relative), base.isEmpty || isPlain(base) {
            return base.isEmpty ? relative : relative.isEmpty ? base : base + "/" + relative
        }
        var parts: [Substring] = []
        let absolute = relative.hasPrefix("/")
        for part in (absolute ? relative : base + "/" + relative).split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Whether `path` is already what ``join(_:_:)`` makes of it: empty, or parts without a
    /// leading, trailing or doubled `/` and none of them `.` or `..`.
    static func isPlain(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var partLength = 0, dotsOnly = true
        for byte in path.utf8 {
            if byte == slash {
                if partLength == 0 || (dotsOnly && partLength <= 2) { return false }
                partLength = 0
                dotsOnly = true
            } else {
                partLength += 1
                if byte != dot { dotsOnly = false }
            }
        }
        if path.utf8.isEmpty { return true }
        return partLength > 0 && !(dotsOnly && partLength <= 2)
    }
}
