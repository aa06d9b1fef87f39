import Foundation

/// Architecture rules a team writes down and `mvx analyze --rules FILE` (or a config's `rules:`,
/// or a preset: ``Preset``) checks, one per line:
///
/// ```
/// # The logic targets cannot see the toolkit.
/// layer Logic = MVPPresenters, MVVMViewModels, VIPERLogic
/// Logic may not import TerminalUI
/// presenters may not import UIKit, SwiftUI
/// view controllers may not depend on LiveServices, URLSession
/// view models may not depend on view controllers
///   why: a view model knows nothing of the screen that shows it
///   fix: expose state the screen observes; let the screen call the view model
/// types named *ViewModel may not call present, pushViewController
/// only routers may call present, pushViewController, show
/// only builders may create presenters, interactors, routers
/// files in App/Features/** may not depend on URLSession.shared
/// folders in App/Features/* may not form a cycle
/// Domain may only import Foundation
/// ```
///
/// **Subjects.** A layer declared with `layer NAME = …`; a module name (`*` matches any run of
/// characters: `*ViewModels`); `files in GLOB` (paths relative to the analysed root, as
/// `excluded:` globs are); `types named GLOB` (a type's own name: `*ViewModel`); or a role word,
/// plural or singular, naming the types that play it as the analyzer proves roles (an alert
/// presenter is a helper, not a presenter): `view controllers`, `swiftui views`, `screens` (both),
/// `presenters`, `view models`, `interactors`, `routers` (`wireframes`), `builders`, `reducers`,
/// `stores`, `coordinators`, `models` (`entities`), `services`, `view protocols` (`view
/// interfaces`), `helpers`, `scene controllers`, `templates`. A role or type subject is judged type
/// by type (its extensions included, test modules left out); a module or files subject, file by file.
///
/// **Verbs and objects.**
/// - `may not import M, …` / `may only import M, …`: the files' imports (modules, layers, globs).
/// - `may not depend on O, …`: the names the code mentions, where O is a module of the tree (or a
///   layer), a role word (`view controllers`: the types of that role it mentions, never a
///   protocol a view controller implements — that is what a view interface is for), or a type
///   by name or glob, the tree's or a platform's (`URLSession`, `UI*`): a mention is enough.
/// - `may not call C, …`: calls, with or without a receiver: `present` is any call of `present`
///   (`present(…)`, `navigationController?.present(…)`); `URLSession.shared` any call made on it
///   (`URLSession.shared.dataTask(…)`) or any use of it; `Receiver.name` that call.
/// - `may not create O, …`: constructions (`ProfilePresenter(…)`) of a role's types or named ones.
/// - `only S may V O`: every type outside S that does V O breaks it (`import` and `depend on`:
///   every file and type outside S).
/// - `folders in GLOB may not form a cycle`: the folders the glob matches are slices; a mention in
///   one slice of a type declared in another is an edge; a loop of edges breaks it.
///
/// A rule may be followed by indented `why: TEXT` and `fix: TEXT` lines (in a config, a rule may
/// be a mapping with `rule:`, `why:` and `fix:`), printed beside each of its violations.
public struct LayerRules: Sendable, Equatable {
    public enum Subject: Sendable, Equatable {
        /// Module-name patterns (a layer is its list).
        case modules([String])
        /// Types of this role (a role word as written, lowercased).
        case role(String)
        /// Types whose name matches the glob.
        case types(String)
        /// Files whose path matches the glob.
        case files(String)
        /// The folders the glob matches, as slices (`may not form a cycle`).
        case folders(String)
    }

    public enum Kind: String, Sendable, Equatable {
        case mayNotImport = "may not import"
        case mayOnlyImport = "may only import"
        case mayNotDependOn = "may not depend on"
        case mayNotCall = "may not call"
        case mayNotCreate = "may not create"
        case mayNotFormCycle = "may not form a cycle"

        /// The verb after `only S may`.
        var onlyVerb: String {
            switch self {
            case .mayNotImport, .mayOnlyImport: "import"
            case .mayNotDependOn: "depend on"
            case .mayNotCall: "call"
            case .mayNotCreate: "create"
            case .mayNotFormCycle: "form a cycle"
            }
        }
    }

    public struct Rule: Sendable, Equatable {
        /// The line as written, and where.
        public var text: String
        public var line: Int
        /// The file it was written in, as given (nil for rules given as bare text); a preset's
        /// rules name the preset (`preset mvvm`).
        public var source: String?
        public var subject: Subject
        public var kind: Kind
        /// `only S may V O`: the rule binds everything outside the subject.
        public var only = false
        /// Module-name patterns of the objects, layers expanded (import and depend rules).
        public var targets: [String]
        /// The subject as written: a layer's name, a module pattern, a role word or a glob.
        public var subjectName: String
        /// The objects as written (a layer's name, not its members; a call without its `(…)`).
        public var objectNames: [String]
        /// Why the rule holds, and how to mend a violation, when given.
        public var why: String?
        public var fix: String?
        /// A preset's rule: one that names nothing in the tree is skipped and said, not an error.
        public var fromPreset = false

        public init(
            text: String, line: Int, source: String?, subject: Subject, kind: Kind, only: Bool = false,
            targets: [String], subjectName: String, objectNames: [String], why: String? = nil, fix: String? = nil
        ) {
            self.text = text
            self.line = line
            self.source = source
            self.subject = subject
            self.kind = kind
            self.only = only
            self.targets = targets
            self.subjectName = subjectName
            self.objectNames = objectNames
            self.why = why
            self.fix = fix
        }
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

    /// Role words a rule may use, plural or singular, and the roles each names (the roles as
    /// the wiring proves them: an alert presenter is a helper, not a presenter).
    static let roleWords: [String: Set<Role>] = {
        var words = pluralRoleWords
        for (word, roles) in pluralRoleWords { words[word.hasSuffix("ies") ? String(word.dropLast(3)) + "y" : String(word.dropLast())] = roles }
        return words
    }()

    /// The role words as a rule writes its subjects: plural (what "did you mean" offers).
    static let pluralRoleWords: [String: Set<Role>] = [
        "view controllers": [.viewController], "swiftui views": [.swiftUIView], "screens": [.viewController, .swiftUIView],
        "presenters": [.presenter], "view models": [.viewModel], "interactors": [.interactor], "routers": [.router],
        "wireframes": [.router], "builders": [.builder], "reducers": [.reducer], "stores": [.store],
        "coordinators": [.coordinator], "models": [.model], "entities": [.model], "services": [.service],
        "view protocols": [.viewProtocol], "view interfaces": [.viewProtocol], "helpers": [.childController],
        "child controllers": [.childController], "scene controllers": [.sceneController], "templates": [.template],
        "view templates": [.template],
    ]

    /// The roles a role word names, or a list of them (`builders, routers`); nil if any is none.
    static func roles(named text: String) -> Set<Role>? {
        var roles = Set<Role>()
        for word in list(text.lowercased()) {
            guard let named = roleWords[word] else { return nil }
            roles.formUnion(named)
        }
        return roles.isEmpty ? nil : roles
    }

    /// The presets added (``Preset``), by name, in order.
    public var presets: [String] = []

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
    /// A line `why: …` or `fix: …` (indented, in a file) gives the rule before it its reason or
    /// its remedy.
    public mutating func append(lines: [(text: String, line: Int)], source: String?) throws(RuleError) {
        for (raw, number) in lines {
            let trimmed = Self.withoutComment(raw).trimmingWhitespace
            guard !trimmed.isEmpty else { continue }
            func error(_ reason: String) -> RuleError { RuleError(line: number, text: trimmed, reason: reason, source: source) }
            if let (key, value) = Self.note(trimmed) {
                guard let last = rules.indices.last, rules[last].source == source else { throw error("`\(key):` follows the rule it explains") }
                if key == "why" { rules[last].why = value } else { rules[last].fix = value }
                continue
            }
            if trimmed.hasPrefix("layer ") {
                let parts = trimmed.dropFirst("layer ".count).split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { throw error("write `layer NAME = Module, Module`") }
                layers[String(parts[0]).trimmingWhitespace] = Layer(modules: Self.list(String(parts[1])), line: number, source: source)
                continue
            }
            rules.append(try parse(trimmed, line: number, source: source, error: error))
        }
    }

    /// `why: TEXT` or `fix: TEXT`.
    private static func note(_ line: String) -> (String, String)? {
        for key in ["why", "fix"] where line.hasPrefix(key + ":") {
            return (key, String(line.dropFirst(key.count + 1)).trimmingWhitespace)
        }
        return nil
    }

    /// A line without its `#` comment (a `#` inside backquotes stays).
    private static func withoutComment(_ line: String) -> String {
        line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    private func parse(_ trimmed: String, line number: Int, source: String?, error: (String) -> RuleError) throws(RuleError) -> Rule {
        let padded = trimmed + " "
        if trimmed.hasPrefix("folders in "), trimmed.hasSuffix(" may not form a cycle") {
            let glob = String(trimmed.dropFirst("folders in ".count).dropLast(" may not form a cycle".count)).trimmingWhitespace
            guard !glob.isEmpty else { throw error("write `folders in GLOB may not form a cycle`") }
            return Rule(text: trimmed, line: number, source: source, subject: .folders(glob), kind: .mayNotFormCycle,
                        targets: [], subjectName: glob, objectNames: [])
        }
        var only = false, body = padded
        if body.hasPrefix("only ") {
            only = true
            body = String(body.dropFirst("only ".count))
        }
        let kinds: [Kind] = [.mayNotImport, .mayOnlyImport, .mayNotDependOn, .mayNotCall, .mayNotCreate]
        let found: (kind: Kind, phrase: String)?
        if only {
            found = [Kind.mayNotImport, .mayNotDependOn, .mayNotCall, .mayNotCreate].lazy
                .map { ($0, " may \($0.onlyVerb) ") }.first { body.contains($0.1) }
        } else {
            found = kinds.lazy.map { ($0, " \($0.rawValue) ") }.first { body.contains($0.1) }
        }
        guard let (kind, phrase) = found else {
            throw error(only
                ? "an `only` rule says `only SUBJECT may import`, `may depend on`, `may call` or `may create`"
                : "a rule says `may not import`, `may only import`, `may not depend on`, `may not call` or `may not create`")
        }
        let halves = body.components(separatedBy: phrase)
        let subjectText = halves[0].trimmingWhitespace, objectText = halves.dropFirst().joined(separator: phrase)
        let subject = try subject(subjectText, error: error)
        var objects = Self.list(objectText)
        if kind == .mayNotCall { objects = objects.map(Self.callName) }
        guard !objects.isEmpty else { throw error("name what comes after `\(phrase.trimmingWhitespace)`") }
        if kind == .mayNotCall, let bad = objects.first(where: { !Self.isCallPattern($0) }) {
            throw error("`\(bad)` is no call: write a function's name (`present`), a receiver and name (`URLSession.shared.dataTask`) or a receiver (`URLSession.shared`)")
        }
        for object in objects where object.contains(" ") && layers[object] == nil && Self.roleWords[object.lowercased()] == nil {
            throw error("`\(object)` is no layer, module, type or role" + (Closest.name(to: object.lowercased(), among: Self.pluralRoleWords.keys).map { " — did you mean `\($0)`?" } ?? ""))
        }
        let targets = objects.flatMap { layers[$0]?.modules ?? [$0] }
        return Rule(text: trimmed, line: number, source: source, subject: subject, kind: kind, only: only, targets: targets,
                    subjectName: subjectText, objectNames: objects)
    }

    private func subject(_ text: String, error: (String) -> RuleError) throws(RuleError) -> Subject {
        if let layer = layers[text] { return .modules(layer.modules) }
        if Self.roles(named: text) != nil { return .role(Self.list(text.lowercased()).joined(separator: ", ")) }
        if text == "types named" || text.hasPrefix("types named ") {
            let glob = String(text.dropFirst("types named ".count)).trimmingWhitespace
            guard !glob.isEmpty, !glob.contains(" ") else { throw error("write `types named GLOB` (`types named *ViewModel`)") }
            return .types(glob)
        }
        if text == "files in" || text.hasPrefix("files in ") {
            let glob = String(text.dropFirst("files in ".count)).trimmingWhitespace
            guard !glob.isEmpty, !glob.contains(" ") else { throw error("write `files in GLOB` (`files in App/Features/**`)") }
            return .files(glob)
        }
        if !text.contains(" "), !text.isEmpty { return .modules([text]) }
        let hint = Closest.name(to: text.lowercased(), among: Self.pluralRoleWords.keys).map { " — did you mean `\($0)`?" } ?? ""
        throw error("`\(text)` is no layer, module, role, `types named GLOB` or `files in GLOB`\(hint)")
    }

    /// `present` for `present(…)`, `present()` and `present`.
    private static func callName(_ text: String) -> String {
        guard let paren = text.firstIndex(of: "(") else { return text }
        return String(text[..<paren]).trimmingWhitespace
    }

    /// Names joined by dots, each a Swift identifier (or `*` globs).
    private static func isCallPattern(_ text: String) -> Bool {
        !text.isEmpty && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "*" }
        }
    }

    static func list(_ text: String) -> [String] {
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
public struct RuleError: Error, Sendable, Equatable, CustomStringConvertible {
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
    /// Where: the `import` line for an import rule; the first mention of a forbidden name in the
    /// type (or file) for `may not depend on`; the call for `may not call` and `may not create`;
    /// one edge of the cycle (1-based; the column counts UTF-8 bytes, as compilers do).
    public var line: Int
    public var column: Int
    /// What the rule forbids that the file has, in one word: the module imported or depended
    /// on, the type mentioned or created, the call made (`present`, `URLSession.shared.dataTask`),
    /// the cycle (`A → B → A`). With the rule and the file, what a baseline keys on.
    public var module: String
    /// What it imports or mentions that the rule forbids, in words.
    public var detail: String
    /// Whether the baseline (`--baseline`) lists it: known, so it does not fail the run.
    public var baselined: Bool
    /// The rule's reason and remedy, when it gives them (a preset's always do).
    public var why: String? = nil
    public var fix: String? = nil
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
