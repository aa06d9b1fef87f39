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
/// characters: `*ViewModels`), or the files outside test modules that declare a role: `view controllers`, `presenters`,
/// `interactors`, `routers`, `view models`, `reducers`, `swiftui views`. `may not import` and
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
        public var subject: Subject
        public var kind: Kind
        /// Module-name patterns.
        public var targets: [String]
    }

    public var rules: [Rule]

    /// Role words a rule's subject may use, and the role each names.
    static let roleWords: [String: Role] = [
        "view controllers": .viewController, "presenters": .presenter, "interactors": .interactor,
        "routers": .router, "wireframes": .router, "view models": .viewModel, "reducers": .reducer,
        "swiftui views": .swiftUIView, "scene controllers": .sceneController, "models": .model,
    ]

    /// Parses the rules' text; a line it cannot read is an error naming the line.
    public init(text: String) throws(RuleError) {
        var layers: [String: [String]] = [:]
        var rules: [Rule] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingWhitespace
            guard !trimmed.isEmpty else { continue }
            if trimmed.hasPrefix("layer ") {
                let parts = trimmed.dropFirst("layer ".count).split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { throw RuleError(line: offset + 1, text: trimmed, reason: "write `layer NAME = Module, Module`") }
                layers[String(parts[0]).trimmingWhitespace] = Self.list(String(parts[1]))
                continue
            }
            let padded = trimmed + " "
            guard let kind = [Kind.mayNotImport, .mayOnlyImport, .mayNotDependOn].first(where: { padded.contains(" \($0.rawValue) ") }) else {
                throw RuleError(line: offset + 1, text: trimmed, reason: "a rule says `may not import`, `may only import` or `may not depend on`")
            }
            let halves = padded.components(separatedBy: " \(kind.rawValue) ")
            let subjectText = halves[0].trimmingWhitespace, targetText = halves[1]
            let subject: Subject
            if let modules = layers[subjectText] {
                subject = .modules(modules)
            } else if Self.roleWords[subjectText.lowercased()] != nil {
                subject = .role(subjectText.lowercased())
            } else if !subjectText.contains(" ") {
                subject = .modules([subjectText])
            } else {
                throw RuleError(line: offset + 1, text: trimmed, reason: "`\(subjectText)` is no layer, module or role")
            }
            let targets = Self.list(targetText).flatMap { layers[$0] ?? [$0] }
            guard !targets.isEmpty else { throw RuleError(line: offset + 1, text: trimmed, reason: "name the modules after `\(kind.rawValue)`") }
            rules.append(Rule(text: trimmed, line: offset + 1, subject: subject, kind: kind, targets: targets))
        }
        self.rules = rules
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

/// A rules file line that cannot be read.
public struct RuleError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var text: String
    public var reason: String

    public var description: String { "line \(line): \(reason): \(text)" }
}

/// A rule broken, and where.
public struct RuleViolation: Codable, Sendable, Equatable {
    /// The rule as written, with its line in the rules file.
    public var rule: String
    public var line: Int
    /// The file breaking it, relative to the analysed root.
    public var file: String
    /// What it imports or mentions that the rule forbids.
    public var detail: String
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
