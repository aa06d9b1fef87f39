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
///   - rule: view models may not depend on view controllers
///     why: the view binds to its view model, never the other way
///     fix: expose state the view controller observes
/// preset: mvvm              # a pattern's own rules (or a list: [mvvm, mvc]), beside the rules above
/// baseline: .mvx-baseline.json       # relative to this file's folder
/// strict_baseline: true     # a baseline entry no longer found fails the run
/// large_type_lines: 400     # a type over this many code lines is a smell (500)
/// strict: true              # any file skipped fails the run
/// build_errors: true        # the build-tool plugin reports violations as errors and fails the build
/// ```
///
/// Every key is optional; an unknown key is an error naming it (a typo must not pass silently).
public struct AnalyzeConfig: Sendable, Equatable {
    /// The name looked for at the analysed tree's root.
    public static let fileName = ".mvx-analyze.yml"
    /// The keys a config file may have.
    public static let keys = ["excluded", "rules", "rules_file", "preset", "baseline", "strict_baseline", "large_type_lines", "strict", "build_errors"]

    /// A rule line of `rules:`, with its line in the config file, and its reason and remedy
    /// when written as a mapping (`rule:`, `why:`, `fix:`).
    public struct RuleLine: Sendable, Equatable {
        public var text: String
        public var line: Int
        public var why: String? = nil
        public var fix: String? = nil
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
    /// `preset:`, a name or a list of names.
    public var presets: [String]?
    /// `strict_baseline:`.
    public var strictBaseline: Bool?
    /// `build_errors:`: the build-tool plugin's violations are errors that fail the build
    /// (warnings otherwise).
    public var buildErrors: Bool?

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
            case "rules": rules = try Self.ruleLines(value, source)
            case "preset": presets = try Self.strings(value, key, source).map(\.text)
            case "strict_baseline":
                guard let flag = value.bool else { throw Self.error(source, value, "`strict_baseline` is true or false") }
                strictBaseline = flag
            case "rules_file": rulesFile = Self.resolve(try Self.string(value, key, source), against: folder)
            case "baseline": baseline = Self.resolve(try Self.string(value, key, source), against: folder)
            case "large_type_lines":
                guard let lines = value.int, lines > 0 else { throw Self.error(source, value, "`large_type_lines` is a number of lines over 0") }
                largeTypeLines = lines
            case "strict":
                guard let flag = value.bool else { throw Self.error(source, value, "`strict` is true or false") }
                strict = flag
            case "build_errors":
                guard let flag = value.bool else { throw Self.error(source, value, "`build_errors` is true or false") }
                buildErrors = flag
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

    /// `rules:`: strings, or mappings of `rule:` with `why:` and `fix:` beside it.
    private static func ruleLines(_ node: Node, _ source: String) throws(GateError) -> [RuleLine] {
        guard case .sequence(let sequence) = node else { return try strings(node, "rules", source) }
        var lines: [RuleLine] = []
        for item in sequence {
            switch item {
            case .scalar(let scalar):
                lines.append(RuleLine(text: scalar.string, line: scalar.mark?.line ?? 0))
            case .mapping(let mapping):
                var line = RuleLine(text: "", line: item.mark?.line ?? 0)
                for (keyNode, value) in mapping {
                    guard case .scalar(let scalar) = value else { throw error(source, value, "`\(keyNode.string ?? "")` is a string") }
                    switch keyNode.string ?? "" {
                    case "rule": line.text = scalar.string
                    case "why": line.why = scalar.string
                    case "fix": line.fix = scalar.string
                    default:
                        let key = keyNode.string ?? ""
                        let hint = Closest.name(to: key, among: ["rule", "why", "fix"]).map { " — did you mean `\($0)`?" } ?? ""
                        throw error(source, keyNode, "unknown key `\(key)` in a rule\(hint) (known: rule, why, fix)")
                    }
                }
                guard !line.text.isEmpty else { throw error(source, item, "a rule written as a mapping has `rule:` (and `why:`, `fix:` beside it)") }
                lines.append(line)
            default:
                throw error(source, item, "`rules` is a list of rules: strings, or mappings of rule, why and fix")
            }
        }
        return lines
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
