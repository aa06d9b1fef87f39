import Foundation
import Yams

/// The config file at the root of an analysed tree, `.mvx-analyze.yml` — named for the one
/// command it configures (the `mvx` binary has many), dotted and YAML as SwiftLint's
/// `.swiftlint.yml` and Periphery's `.periphery.yml` are:
///
/// ```yaml
/// excluded:                 # globs on paths relative to the tree's root
///   - "**/Generated/**"
///   - "*.generated.swift"
/// rules_file: docs/layer-rules.txt   # relative to this file's folder
/// rules:                    # rule lines, in the rules language; after rules_file's, if both
///   - layer Logic = Core, Networking
///   - Logic may not import UIKit
/// baseline: .mvx-baseline.json       # relative to this file's folder
/// large_type_lines: 400     # a type over this many code lines is a smell (500)
/// strict: true              # any file skipped fails the run
/// ```
///
/// Every key is optional; an unknown key is an error naming it (a typo must not pass silently).
public struct AnalyzeConfig: Sendable, Equatable {
    /// The name looked for at the analysed tree's root.
    public static let fileName = ".mvx-analyze.yml"
    /// The keys a config file may have.
    public static let keys = ["excluded", "rules", "rules_file", "baseline", "large_type_lines", "strict"]

    /// A rule line of `rules:`, with its line in the config file.
    public struct RuleLine: Sendable, Equatable {
        public var text: String
        public var line: Int
    }

    /// The file read, as given.
    public var source: String
    /// `excluded:`, the globs as written.
    public var excluded: [String]?
    /// `rules:`.
    public var rules: [RuleLine]?
    /// `rules_file:`, resolved against the config file's folder.
    public var rulesFile: String?
    /// `baseline:`, resolved against the config file's folder.
    public var baseline: String?
    /// `large_type_lines:`.
    public var largeTypeLines: Int?
    /// `strict:`.
    public var strict: Bool?

    /// Reads the YAML `text` of the config file `source` (its path as given: relative paths in
    /// it are resolved against its folder).
    public init(yaml text: String, source: String) throws(GateError) {
        self.source = source
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            // Yams words its errors `LINE:COL: error: …`; a few have no place.
            let text = "\(error)"
            throw GateError(diagnostics: [text.first?.isNumber == true ? "\(source):\(text)" : "\(source): error: \(text)"])
        }
        guard let root else { return }   // an empty file: nothing set
        guard case .mapping(let mapping) = root else {
            throw Self.error(source, root, "the config is a mapping of keys (\(Self.keys.joined(separator: ", ")))")
        }
        let folder = (source as NSString).deletingLastPathComponent
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "excluded": excluded = try Self.strings(value, key, source).map(\.text)
            case "rules": rules = try Self.strings(value, key, source)
            case "rules_file": rulesFile = Self.resolve(try Self.string(value, key, source), against: folder)
            case "baseline": baseline = Self.resolve(try Self.string(value, key, source), against: folder)
            case "large_type_lines":
                guard let lines = value.int, lines > 0 else { throw Self.error(source, value, "`large_type_lines` is a number of lines over 0") }
                largeTypeLines = lines
            case "strict":
                guard let flag = value.bool else { throw Self.error(source, value, "`strict` is true or false") }
                strict = flag
            default:
                let hint = Closest.name(to: key, among: Self.keys).map { " — did you mean `\($0)`?" } ?? ""
                throw Self.error(source, keyNode, "unknown key `\(key)`\(hint) (known: \(Self.keys.joined(separator: ", ")))")
            }
        }
    }

    /// Reads the config file at `path`; nil when there is none and `required` is false.
    public static func load(_ path: String, required: Bool) throws(GateError) -> AnalyzeConfig? {
        guard FileManager.default.fileExists(atPath: path) else {
            if required { throw GateError(message: "no config file at \(path)") }
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw GateError(message: "cannot read the config file \(path)")
        }
        return try AnalyzeConfig(yaml: text, source: path)
    }

    /// A path written in the config, relative to the config's folder unless absolute.
    static func resolve(_ path: String, against folder: String) -> String {
        path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
    }

    private static func string(_ node: Node, _ key: String, _ source: String) throws(GateError) -> String {
        guard case .scalar(let scalar) = node, !scalar.string.isEmpty else { throw error(source, node, "`\(key)` is a path") }
        return scalar.string
    }

    /// A list of strings; a single string is a list of one.
    private static func strings(_ node: Node, _ key: String, _ source: String) throws(GateError) -> [RuleLine] {
        switch node {
        case .scalar(let scalar):
            return scalar.string.isEmpty ? [] : [RuleLine(text: scalar.string, line: scalar.mark?.line ?? 0)]
        case .sequence(let sequence):
            var lines: [RuleLine] = []
            for item in sequence {
                guard case .scalar(let scalar) = item else { throw error(source, item, "`\(key)` is a list of strings") }
                lines.append(RuleLine(text: scalar.string, line: scalar.mark?.line ?? 0))
            }
            return lines
        default:
            throw error(source, node, "`\(key)` is a list of strings")
        }
    }

    private static func error(_ source: String, _ node: Node, _ message: String) -> GateError {
        let mark = node.mark.map { "\($0.line):\($0.column)" } ?? "1:1"
        return GateError(diagnostics: ["\(source):\(mark): error: \(message)"])
    }
}

/// Why `mvx analyze` cannot run as asked — a bad flag, config, rules or baseline file: the
/// command prints ``diagnostics`` on stderr and exits 64 (EX_USAGE).
public struct GateError: Error, Equatable, CustomStringConvertible {
    /// Lines for stderr, each a whole message (`FILE:LINE:COL: error: …` where there is a place).
    public var diagnostics: [String]

    /// Errors already worded as lines.
    public init(diagnostics: [String]) {
        self.diagnostics = diagnostics
    }

    /// One error with no place: `mvx analyze: error: message`.
    public init(message: String) {
        diagnostics = ["mvx analyze: error: \(message)"]
    }

    public var description: String { diagnostics.joined(separator: "\n") }
}
