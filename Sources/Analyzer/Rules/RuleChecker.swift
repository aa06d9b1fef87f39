/// Checks ``LayerRules`` against the files of an analysis: each rule's subject picks the code it
/// binds (files, or types one by one), its verb reads that code's imports, mentions, calls or
/// constructions, and its objects say which of those break it.
struct RuleChecker {
    let rules: LayerRules
    let index: TypeIndex
    /// The tree's module names: an object naming one is a module, else a type.
    let modules: Set<String>

    init(rules: LayerRules, index: TypeIndex, files: [ModuleFile]) {
        self.rules = rules
        self.index = index
        modules = Set(files.map(\.module.name))
    }

    /// The code a rule binds: a whole file, or one type declaration in it.
    struct Scope {
        var file: ModuleFile
        /// nil for the whole file.
        var declaration: DeclarationFacts?

        var references: Set<String> { declaration?.references ?? file.facts.references }
        func location(of name: String) -> SourceLocation? {
            declaration.map { $0.referenceLocations[name] } ?? file.facts.referenceLocations[name]
        }
        var calls: [CallFact] { declaration?.calls ?? file.facts.declarations.flatMap(\.calls) }
        var globalAccesses: [String] { declaration?.globalAccesses ?? file.facts.declarations.flatMap(\.globalAccesses) }
        /// The names this code declares itself: mentioning them is depending on nothing.
        var ownNames: Set<String> {
            let names = declaration.map { [$0.name] } ?? file.facts.declarations.map(\.name)
            return Set(names.flatMap { name in [name, name.split(separator: ".").last.map(String.init) ?? name] })
        }
        /// Who breaks the rule, in words: the type, or nothing for a file (its path says it).
        var who: String { declaration.map { "\($0.name) " } ?? "" }
    }

    /// What an object list of a depend-on or create rule names, read against the tree.
    struct Objects {
        var modulePatterns: [String] = []
        var roles: Set<Role> = []
        var roleWords: [Role: String] = [:]
        var typeGlobs: [String] = []
    }

    func violations(in files: [ModuleFile]) -> [RuleViolation] {
        var found: [RuleViolation] = []
        let appFiles = files.filter { !$0.module.isTest }
        for rule in rules.rules {
            if rule.kind == .mayNotFormCycle {
                if case .folders(let glob) = rule.subject { found += SliceCycles(glob: glob, files: appFiles).violations(of: rule) }
                continue
            }
            // What the rule names, read once for all of its scopes.
            let objects = objects(of: rule)
            for scope in scopes(of: rule, files: files) {
                found += check(rule, objects, scope)
            }
        }
        // A mention seen from a type and from the file, or from a type and its nested one, once.
        var seen = Set<String>()
        return found.filter { seen.insert("\($0.rulesFile ?? ""):\($0.ruleLine) \($0.file):\($0.line):\($0.column) \($0.module)").inserted }
    }

    // MARK: Subjects

    /// The scopes a rule binds: the subject's, or for `only S may …` everything else.
    func scopes(of rule: LayerRules.Rule, files: [ModuleFile]) -> [Scope] {
        let typeLevel = rule.kind != .mayNotImport && rule.kind != .mayOnlyImport
        // A role subject's words, read once for the rule rather than once per type.
        let subject = Subject(rule.subject)
        guard rule.only else {
            switch rule.subject {
            case .modules(let patterns):
                return files.filter { file in patterns.contains { LayerRules.matches(file.module.name, $0) } }.map { Scope(file: $0) }
            case .files(let glob):
                let glob = PathGlob(glob)
                return files.filter { glob.matches($0.facts.path) }.map { Scope(file: $0) }
            case .role, .types:
                return files.filter { !$0.module.isTest }.flatMap { file in
                    file.facts.declarations.filter { subject.holds($0, in: file, checker: self) }.map { Scope(file: file, declaration: $0) }
                }
            case .folders:
                return []
            }
        }
        // `only S may V O`: every file (imports) or type (the rest) of the app outside S.
        let app = files.filter { !$0.module.isTest }
        switch rule.subject {
        case .modules(let patterns):
            let outside = app.filter { file in !patterns.contains { LayerRules.matches(file.module.name, $0) } }
            return typeLevel ? outside.flatMap(typeScopes) : outside.map { Scope(file: $0) }
        case .files(let glob):
            let glob = PathGlob(glob)
            let outside = app.filter { !glob.matches($0.facts.path) }
            return typeLevel ? outside.flatMap(typeScopes) : outside.map { Scope(file: $0) }
        case .role, .types:
            if !typeLevel {
                return app.filter { file in !file.facts.declarations.contains { subject.holds($0, in: file, checker: self) } }.map { Scope(file: $0) }
            }
            return app.flatMap { file in
                let subjects = file.facts.declarations.filter { subject.holds($0, in: file, checker: self) }.map(\.name)
                // A subject's nested types are its own: a router's helper enum navigates for it.
                return file.facts.declarations.filter { declaration in
                    !subjects.contains { declaration.name == $0 || declaration.name.hasPrefix($0 + ".") }
                }.map { Scope(file: file, declaration: $0) }
            }
        case .folders:
            return []
        }
    }

    private func typeScopes(_ file: ModuleFile) -> [Scope] {
        file.facts.declarations.map { Scope(file: file, declaration: $0) }
    }

    /// Whether a declaration (a type, or an extension of one in the type's own module) is of a
    /// role or type subject. An extension another module writes (a UI target's `extension
    /// Destination { var viewController … }`) is that module's code, not the type's.
    /// A rule's subject ready to test types against: its role words read into roles.
    private struct Subject {
        var subject: LayerRules.Subject
        var roles: Set<Role>?

        init(_ subject: LayerRules.Subject) {
            self.subject = subject
            if case .role(let words) = subject { roles = LayerRules.roles(named: words) }
        }

        func holds(_ declaration: DeclarationFacts, in file: ModuleFile, checker: RuleChecker) -> Bool {
            if declaration.kind == .extension,
               checker.index.resolve(declaration.name, from: file.module.name, imports: file.facts.imports) != file.module.name { return false }
            switch subject {
            case .role:
                guard let roles, let role = checker.role(of: declaration.name, in: file) else { return false }
                return roles.contains(role)
            case .types(let glob):
                let simple = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
                return LayerRules.matches(simple, glob) || LayerRules.matches(declaration.name, glob)
            default:
                return false
            }
        }
    }

    fileprivate func role(of name: String, in file: ModuleFile) -> Role? {
        index.type(named: name, from: file.module.name, imports: file.facts.imports)?.role
    }

    // MARK: Verbs

    private func check(_ rule: LayerRules.Rule, _ objects: Objects, _ scope: Scope) -> [RuleViolation] {
        let file = scope.file
        switch rule.kind {
        case .mayNotImport, .mayOnlyImport:
            let forbids = rule.kind == .mayNotImport
            return file.facts.imports.sorted().filter { module in
                rule.targets.contains { LayerRules.matches(module, $0) } == forbids
            }.map { module in
                violation(rule, file, module, "imports \(module)", at: file.facts.importLocations[module])
            }
        case .mayNotDependOn:
            return dependencies(rule, objects, scope)
        case .mayNotCall:
            return calls(rule, scope)
        case .mayNotCreate:
            return constructions(rule, objects, scope)
        case .mayNotFormCycle:
            return []
        }
    }

    func objects(of rule: LayerRules.Rule) -> Objects {
        var objects = Objects()
        for name in rule.objectNames {
            if let layer = rules.layers[name] {
                objects.modulePatterns += layer.modules
            } else if let roles = LayerRules.roleWords[name.lowercased()] {
                objects.roles.formUnion(roles)
                for role in roles { objects.roleWords[role] = role.word }
            } else if modules.contains(where: { LayerRules.matches($0, name) }) {
                objects.modulePatterns.append(name)
            } else {
                objects.typeGlobs.append(name)
            }
        }
        return objects
    }

    private func dependencies(_ rule: LayerRules.Rule, _ objects: Objects, _ scope: Scope) -> [RuleViolation] {
        let file = scope.file, own = scope.ownNames
        var byModule: [String: [String]] = [:]
        var found: [RuleViolation] = []
        for name in scope.references.sorted() where !own.contains(name) {
            let owner = index.resolve(name, from: file.module.name, imports: file.facts.imports)
            if let owner, owner != file.module.name, objects.modulePatterns.contains(where: { LayerRules.matches(owner, $0) }) {
                byModule[owner, default: []].append(name)
                continue
            }
            if !objects.roles.isEmpty, let role = role(of: name, in: file), objects.roles.contains(role) {
                found.append(violation(rule, file, name, "\(scope.who)mentions \(name), \(role.article) \(role.word)", at: scope.location(of: name)))
                continue
            }
            if objects.typeGlobs.contains(where: { LayerRules.matches(name, $0) }) {
                found.append(violation(rule, file, name, "\(scope.who)mentions \(name)", at: scope.location(of: name)))
            }
        }
        for (owner, names) in byModule.sorted(by: { $0.key < $1.key }) {
            // The first mention of any of the owner's names: where the dependency starts.
            let first = names.compactMap { scope.location(of: $0) }.min { ($0.line, $0.column) < ($1.line, $1.column) }
            found.append(violation(rule, file, owner, "\(scope.who)mentions \(owner)'s \(names.joined(separator: ", "))", at: first))
        }
        return found
    }

    private func calls(_ rule: LayerRules.Rule, _ scope: Scope) -> [RuleViolation] {
        var found: [RuleViolation] = []
        var matchedPatterns = Set<String>()
        // `dismiss()` that a view model declares itself (to send an event) is its own method, not
        // the toolkit's: a call on nothing or on `self` of a name the type declares is skipped.
        let ownMethods = scope.declaration.flatMap {
            index.type(named: $0.name, from: scope.file.module.name, imports: scope.file.facts.imports)?.methodNames
        } ?? []
        for call in scope.calls {
            if call.receiver == nil || call.receiver == "self", ownMethods.contains(call.name) { continue }
            guard let pattern = rule.objectNames.first(where: { Self.call(call, matches: $0) }) else { continue }
            matchedPatterns.insert(pattern)
            let written = (call.receiver.map { "\($0)." } ?? "") + call.name
            found.append(violation(rule, scope.file, written, "\(scope.who)calls \(written)(…)", at: call.location))
        }
        // `let session = URLSession.shared` uses it without calling on it.
        for access in Set(scope.globalAccesses).sorted() {
            guard let pattern = rule.objectNames.first(where: { access == $0 || access.hasPrefix($0 + ".") }),
                  !matchedPatterns.contains(pattern) else { continue }
            let base = String(access.prefix { $0 != "." })
            found.append(violation(rule, scope.file, access, "\(scope.who)uses \(access)", at: scope.location(of: base)))
        }
        return found
    }

    /// Whether a call is one a `may not call` object names: `present` any call of that name (or
    /// made on `present`); `URLSession.shared` any call made on it; `A.b` the call `b` on `A`.
    static func call(_ call: CallFact, matches pattern: String) -> Bool {
        let receiver = call.receiver
        if let receiver, receiver == pattern || receiver.hasPrefix(pattern + ".") { return true }
        if !pattern.contains(".") { return LayerRules.matches(call.name, pattern) }
        guard let receiver else { return false }
        return LayerRules.matches(receiver + "." + call.name, pattern)
    }

    private func constructions(_ rule: LayerRules.Rule, _ objects: Objects, _ scope: Scope) -> [RuleViolation] {
        let file = scope.file
        var found: [RuleViolation] = []
        for call in scope.calls where call.isConstruction {
            if !objects.roles.isEmpty, let role = role(of: call.name, in: file), objects.roles.contains(role) {
                found.append(violation(rule, file, call.name, "\(scope.who)creates \(call.name), \(role.article) \(role.word)", at: call.location))
            } else if objects.typeGlobs.contains(where: { LayerRules.matches(call.name, $0) }) {
                found.append(violation(rule, file, call.name, "\(scope.who)creates \(call.name)", at: call.location))
            }
        }
        return found
    }

    private func violation(_ rule: LayerRules.Rule, _ file: ModuleFile, _ module: String, _ detail: String, at location: SourceLocation?) -> RuleViolation {
        let location = location ?? SourceLocation(line: 1, column: 1)
        return RuleViolation(
            rule: rule.text, ruleLine: rule.line, rulesFile: rule.source, file: file.facts.path,
            line: location.line, column: location.column, module: module, detail: detail, baselined: false,
            why: rule.why, fix: rule.fix
        )
    }
}

extension Role {
    /// The role in words, as a rule writes it (singular).
    var word: String {
        switch self {
        case .viewController: "view controller"
        case .swiftUIView: "SwiftUI view"
        case .presenter: "presenter"
        case .interactor: "interactor"
        case .router: "router"
        case .builder: "builder"
        case .viewModel: "view model"
        case .viewProtocol: "view protocol"
        case .reducer: "reducer"
        case .store: "store"
        case .model: "model"
        case .childController: "helper"
        case .sceneController: "scene controller"
        case .template: "template"
        case .service: "service"
        case .coordinator: "coordinator"
        }
    }

    /// `a` or `an`, for ``word``.
    var article: String { ["a", "e", "i", "o", "u"].contains(word.prefix(1)) ? "an" : "a" }
}
