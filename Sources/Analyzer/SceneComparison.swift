import Foundation
import Synchronization

/// One scene in two codebases (or two patterns) side by side: `mvx analyze --compare A B --scene S`.
///
/// A side is one or more folders (a pattern's UI target and its logic target, say); its scene is
/// the files under `<folder>/<scene>/` in each. Each side is analysed on its own and reported as
/// its files, its types with their roles, and who holds whom.
public struct SceneComparison: Sendable, Equatable, Codable {
    public struct Side: Sendable, Equatable, Codable {
        /// The folders, as given.
        public var folders: [String]
        /// The folders' names joined by `+` (`MVP+MVPPresenters`).
        public var name: String
        /// Files with their code lines, relative to the side's folders' parent.
        public var files: [FileLines]
        public var types: [TypeReport]
        public var lines: Int
        public var pattern: PatternGuess
        /// Files of the scene that could not be read, with why (as the report's `skipped`).
        public var skipped: [SkippedFile]
    }

    public struct FileLines: Sendable, Equatable, Codable {
        public var path: String
        public var lines: Int
    }

    public var scene: String?
    public var left: Side
    public var right: Side

    /// Compares `scene` (every file when nil) in the folders of `left` and of `right`.
    public static func compare(left: [URL], right: [URL], scene: String?) throws(AnalyzerError) -> SceneComparison {
        SceneComparison(scene: scene, left: try side(left, scene: scene), right: try side(right, scene: scene))
    }

    private static func side(_ folders: [URL], scene: String?) throws(AnalyzerError) -> Side {
        var files: [String] = [], texts: [String: URL] = [:], skippedInScan: [SkippedFile] = []
        for folder in folders {
            let tree = try SourceTree(scanning: folder)
            let name = tree.root.lastPathComponent
            let inScene = { (file: String) in scene.map { file.hasPrefix($0 + "/") } ?? true }
            for file in tree.files where inScene(file) {
                files.append(name + "/" + file)
                texts[name + "/" + file] = tree.root.appendingPathComponent(file)
            }
            skippedInScan += tree.skipped.filter { inScene($0.path) }.map { SkippedFile(path: name + "/" + $0.path, reason: $0.reason) }
        }
        let paths = texts
        let tree = SourceTree(root: URL(fileURLWithPath: "/"), files: files)
        // Nothing leaves the comparison without a word: a file that cannot be read is named.
        let unread = Mutex<[SkippedFile]>([])
        let facts = Analyzer().facts(of: tree) { path in
            guard let url = paths[path] else { return nil }
            switch SourceReader.text(at: url.path) {
            case .success(let text): return text
            case .failure(let reason):
                unread.withLock { $0.append(SkippedFile(path: path, reason: reason.description)) }
                return nil
            }
        }
        // One module per side: a pattern's UI and logic targets read as one scene.
        let name = folders.map(\.lastPathComponent).joined(separator: "+")
        let report = Analyzer.measure(files: facts.map { ModuleFile(facts: $0, module: .init(name: name, isTest: false)) })
        return Side(
            folders: folders.map(\.path), name: name,
            files: facts.map { FileLines(path: $0.path, lines: $0.codeLines) },
            types: report.types,
            lines: report.lines,
            pattern: report.modules.first?.pattern ?? .unknown,
            skipped: (skippedInScan + unread.withLock { $0 }).sorted { $0.path < $1.path }
        )
    }

    /// The comparison as JSON (`--format json`).
    public func renderJSON() -> String { JSONReport.render(self) }

    /// Two columns: the summary, then each side's files and types with roles and holdings.
    public func renderText() -> String {
        var out: [String] = []
        out.append("Scene \(scene ?? "(all files)"): \(left.folders.joined(separator: " + ")) against \(right.folders.joined(separator: " + "))")
        out.append("")
        func roles(_ side: Side) -> String {
            let counts = Dictionary(grouping: side.types.compactMap(\.role), by: { $0 }).mapValues(\.count)
            return counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        }
        let rows: [[String]] = [
            ["", left.name, right.name],
            ["files", "\(left.files.count)", "\(right.files.count)"],
            ["code lines", "\(left.lines)", "\(right.lines)"],
            ["types", "\(left.types.count)", "\(right.types.count)"],
            ["protocols", "\(left.types.filter { $0.kind == "protocol" }.count)", "\(right.types.filter { $0.kind == "protocol" }.count)"],
            ["largest type", left.types.first.map { "\($0.name) (\($0.lines))" } ?? "–", right.types.first.map { "\($0.name) (\($0.lines))" } ?? "–"],
            ["roles", roles(left), roles(right)],
            ["pattern", "\(left.pattern.guess) \(left.pattern.confidence.twoDecimals)", "\(right.pattern.guess) \(right.pattern.confidence.twoDecimals)"],
        ]
        out += TextReport.table(rows, rightAligned: 99...99)
        for side in [left, right] {
            out.append("")
            out.append("\(side.name): \(side.folders.joined(separator: " + "))")
            for file in side.skipped { out.append("  skipped \(file.path): \(file.reason)") }
            for file in side.files.sorted(by: { $0.path < $1.path }) {
                out.append("  \(file.path)  \(file.lines)")
                for type in side.types where type.paths.first == file.path {
                    let role = type.role.map { " · \($0)" } ?? ""
                    let holds = type.holds.isEmpty ? "" : " — holds \(type.holds.joined(separator: ", "))"
                    out.append("      \(type.kind) \(type.name)\(role), \(type.lines) line\(type.lines == 1 ? "" : "s")\(holds)")
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
