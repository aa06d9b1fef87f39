import Foundation

/// Layer rules a team writes down and `mvx analyze --rules FILE` checks, one per line:
///
/// ```
/// # The logic targets cannot see the toolkit.
/// layer Logic = MVPPresenters, MVVMViewModels, VIPERLogic
/// Logic may not import TerminalUI
/// presenters may not import UIKit, SwiftUI
/// view controllers may not depend on LiveServices
/// Domain may only import Foundation
/// ```
///
/// A subject is a layer declared with `layer NAME = …`, a module name (`*` matches any run of
/// characters: `*ViewModels`), or the files outside test modules that declare a role, plural or
/// singular: `view controllers`, `swiftui views`, `screens` (both), `presenters`, `view models`,
/// `interactors`, `routers`, `builders`, `reducers`, `stores`, `coordinators`, `models`,
/// `services`, `view protocols`, `helpers`, `scene controllers`, `templates`. `may not import` and
/// `may only import` read the files' imports; `may not depend on` reads the types they mention.
public struct LayerRules: Sendable, Equatable {
    public enum Subject: Sendable, Equatable {
        /// Module-name patterns (a layer is its list).
        case modules([String])
        /// Files declaring a type of this role.
        case role(String)
    }

    public enum Kind: String, Sendable, Equatable {
        case mayNotImport = "may not import"
        case mayOnlyImport = "may only import"
        case mayNotDependOn = "may not depend on"
    }

    public struct Rule: Sendable, Equatable {
        /// The line as written, and where.
        public var text: String
        public var line: Int
        /// The file it was written in, as given (nil for rules given as bare text).
        public var source: String?
        public var subject: Subject
        public var kind: Kind
        /// Module-name patterns.
        public var targets: [String]
        /// The subject as written: a layer's name, a module pattern or a role word.
        public var subjectName: String
        /// The objects as written (a layer's name, not its members).
        public var objectNames: [String]
    }

    /// A `layer NAME = …` line: its modules, and where it was written.
    public struct Layer: Sendable, Equatable {
        public var modules: [String]
        public var line: Int
        public var source: String?
    }

    public var rules: [Rule] = []
    /// The layers declared, by name.
    public var layers: [String: Layer] = [:]

    /// Role words a rule's subject may use, plural or singular, and the roles each names (the
    /// roles as the wiring proves them: an alert presenter is a helper, not a presenter).
    static let roleWords: [String: Set<Role>] = {
        let plural: [String: Set<Role>] = [
            "view controllers": [.viewController], "swiftui views": [.swiftUIView], "screens": [.viewController, .swiftUIView],
            "presenters": [.presenter], "view models": [.viewModel], "interactors": [.interactor], "routers": [.router],
            "wireframes": [.router], "builders": [.builder], "reducers": [.reducer], "stores": [.store],
            "coordinators": [.coordinator], "models": [.model], "services": [.service], "view protocols": [.viewProtocol],
            "view interfaces": [.viewProtocol], "helpers": [.childController], "child controllers": [.childController],
            "scene controllers": [.sceneController], "templates": [.template], "view templates": [.template],
        ]
        var words = plural
        for (word, roles) in plural { words[String(word.dropLast())] = roles }
        return words
    }()

    /// No rules.
    public init() {}

    /// Parses the rules' text; a line it cannot read is an error naming the line. `source`
    /// names the file the text came from, for messages.
    public init(text: String, source: String? = nil) throws(RuleError) {
        try append(text: text, source: source)
    }

    /// Adds the rules of `text` (written in `source`); layers declared before are known to it.
    public mutating func append(text: String, source: String? = nil) throws(RuleError) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { (String($1), $0 + 1) }
        try append(lines: lines, source: source)
    }

    /// Adds rule lines, each with its line number in `source` (a config file's list of rules).
    public mutating func append(lines: [(text: String, line: Int)], source: String?) throws(RuleError) {
        for (raw, number) in lines {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingWhitespace
            guard !trimmed.isEmpty else { continue }
            func error(_ reason: String) -> RuleError { RuleError(line: number, text: trimmed, reason: reason, source: source) }
            if trimmed.hasPrefix("layer ") {
                let parts = trimmed.dropFirst("layer ".count).split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { throw error("write `layer NAME = Module, Module`") }
                layers[String(parts[0]).trimmingWhitespace] = Layer(modules: Self.list(String(parts[1])), line: number, source: source)
                continue
            }
            let padded = trimmed + " "
            guard let kind = [Kind.mayNotImport, .mayOnlyImport, .mayNotDependOn].first(where: { padded.contains(" \($0.rawValue) ") }) else {
                throw error("a rule says `may not import`, `may only import` or `may not depend on`")
            }
            let halves = padded.components(separatedBy: " \(kind.rawValue) ")
            let subjectText = halves[0].trimmingWhitespace, targetText = halves[1]
            let subject: Subject
            if let layer = layers[subjectText] {
                subject = .modules(layer.modules)
            } else if Self.roleWords[subjectText.lowercased()] != nil {
                subject = .role(subjectText.lowercased())
            } else if !subjectText.contains(" ") {
                subject = .modules([subjectText])
            } else {
                throw error("`\(subjectText)` is no layer, module or role")
            }
            let objects = Self.list(targetText)
            let targets = objects.flatMap { layers[$0]?.modules ?? [$0] }
            guard !targets.isEmpty else { throw error("name the modules after `\(kind.rawValue)`") }
            rules.append(Rule(
                text: trimmed, line: number, source: source, subject: subject, kind: kind, targets: targets,
                subjectName: subjectText, objectNames: objects
            ))
        }
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }

    /// Whether `name` matches `pattern`, where `*` matches any run of characters.
    static func matches(_ name: String, _ pattern: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return name == pattern }
        var rest = Substring(name)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for (index, part) in parts.enumerated().dropFirst() {
            if index == parts.count - 1 { return rest.hasSuffix(part) && rest.count >= part.count }
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}

/// A rules line that cannot be read, or that names nothing in the tree.
public struct RuleError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var text: String
    public var reason: String
    /// The file it was written in, as given (nil for rules given as bare text).
    public var source: String?

    /// A problem with the rule `text` on `line` of `source`.
    public init(line: Int, text: String, reason: String, source: String? = nil) {
        self.line = line
        self.text = text
        self.reason = reason
        self.source = source
    }

    /// `line 3: reason: text`, with the file first when known.
    public var description: String { "\(source.map { "\($0), " } ?? "")line \(line): \(reason): \(text)" }

    /// As a compiler prints an error, `FILE:LINE:1: error: text: reason`, so that an editor jumps
    /// to the rule (`rules:LINE:1:` when the rules came from no file).
    public var diagnostic: String { "\(source ?? "rules"):\(line):1: error: \(text): \(reason)" }
}

/// A rule broken, and where.
public struct RuleViolation: Codable, Sendable, Equatable {
    /// The rule as written, with its line in the rules file (or config file) and that file.
    public var rule: String
    public var ruleLine: Int
    public var rulesFile: String?
    /// The file breaking it, relative to the analysed root.
    public var file: String
    /// Where: the `import` line for an import rule; the first mention of a forbidden name for
    /// `may not depend on` (1-based; the column counts UTF-8 bytes, as compilers do).
    public var line: Int
    public var column: Int
    /// The module imported or depended on: with the rule and the file, what a baseline keys on.
    public var module: String
    /// What it imports or mentions that the rule forbids, in words.
    public var detail: String
    /// Whether the baseline (`--baseline`) lists it: known, so it does not fail the run.
    public var baselined: Bool
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
