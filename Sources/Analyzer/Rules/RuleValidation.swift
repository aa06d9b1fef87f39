/// Whether rules name what the analysed tree has. A gate whose rules name nothing passes
/// everything, so a team's rule that names a module the tree lacks is an error, not a rule kept;
/// a rule whose subject or every object names nothing the tree has (no presenters, no file
/// importing SwiftUI) cannot be broken, and is skipped and said — never silently kept.
///
/// A team's rule is an error when:
/// - a module subject (a module pattern, or each module of a layer) or a `files in` glob matches
///   nothing;
/// - an object of `may not import` or `may only import` is neither a module of the tree nor one
///   some file imports (`UIKit`);
/// - an object of `may not depend on` is a layer's module the tree lacks, names a module only
///   imported (`may not import` is the rule for that), or is a type name nobody mentions that is
///   close to one somebody does (a typo).
///
/// A preset's rules are never errors: what one names that the tree lacks is left out of it, and
/// a rule left with nothing to bind is skipped, with the reason.
struct RuleResolution {
    /// The rules to check: the team's as written, a preset's without what names nothing.
    var rules: LayerRules
    var skipped: [SkippedRule]
    var problems: [RuleError]
}

/// A rule not checked, and why: it names nothing the tree has.
public struct SkippedRule: Codable, Sendable, Equatable {
    public var rule: String
    public var ruleLine: Int
    public var rulesFile: String?
    public var reason: String
}

extension LayerRules {
    /// These rules read against the tree of `files`.
    func resolved(files: [ModuleFile], index: TypeIndex) -> RuleResolution {
        let modules = Set(files.map(\.module.name))
        let imports = Set(files.flatMap(\.facts.imports))
        let app = files.filter { !$0.module.isTest }
        let roles = Set(index.types.filter { $0.isDeclared && !index.tests.contains($0.module) }.compactMap(\.role))
        var mentioned = Set<String>()
        for file in files { mentioned.formUnion(file.facts.references) }
        for type in index.types { mentioned.insert(type.simpleName) }

        var kept = self
        kept.rules = []
        var skipped: [SkippedRule] = [], problems: [RuleError] = []
        for var rule in rules {
            var problemsOfRule: [String] = [], nothing: [String] = [], subjectNamesNothing = false
            // The subject.
            switch rule.subject {
            case .modules:
                for (pattern, layer) in expanded(rule.subjectName) where !modules.contains(where: { Self.matches($0, pattern) }) {
                    problemsOfRule.append(Self.missing(pattern, layer: layer, what: "module of the tree", among: modules))
                }
            case .role(let word):
                // `only routers may …` with no routers still binds everything else.
                if !rule.only, (Self.roles(named: word) ?? []).isDisjoint(with: roles) { subjectNamesNothing = true; nothing.append("no \(Self.plural(word)) in the tree") }
            case .types(let glob):
                if !rule.only, !index.types.contains(where: { $0.isDeclared && !index.tests.contains($0.module) && Self.matches($0.simpleName, glob) }) {
                    subjectNamesNothing = true
                    nothing.append("no type of the tree is named `\(glob)`")
                }
            case .files(let glob):
                let matcher = PathGlob(glob)
                if !files.contains(where: { matcher.matches($0.facts.path) }) { problemsOfRule.append("`files in \(glob)` matches no file of the tree") }
            case .folders(let glob):
                let slices = SliceCycles(glob: glob, files: app).slices.count
                if slices < 2 { subjectNamesNothing = true; nothing.append("`\(glob)` matches \(slices == 0 ? "no folder" : "one folder") with Swift files: no cycle can form") }
            }
            // The objects.
            var keptObjects: [String] = [], droppedObjects: [String] = []
            for object in rule.objectNames {
                var fault: String?, namesNothing: String?
                switch rule.kind {
                case .mayNotImport, .mayOnlyImport:
                    let all = modules.union(imports)
                    let missing = expanded(object).filter { entry in !all.contains { Self.matches($0, entry.pattern) } }
                    if rule.fromPreset {
                        // A preset's layer (`toolkit`) is kept while one of its modules is imported.
                        if missing.count == expanded(object).count {
                            namesNothing = "no file imports \(missing.map(\.pattern).joined(separator: ", "))"
                        }
                    } else if let (pattern, layer) = missing.first {
                        fault = Self.missing(pattern, layer: layer, what: "module of the tree nor anything it imports", among: all)
                    }
                case .mayNotDependOn, .mayNotCreate:
                    if let layer = layers[object] {
                        for pattern in layer.modules where !modules.contains(where: { Self.matches($0, pattern) }) {
                            fault = Self.missing(pattern, layer: object, what: "module of the tree", among: modules)
                        }
                    } else if let objectRoles = Self.roleWords[object.lowercased()] {
                        if objectRoles.isDisjoint(with: roles) { namesNothing = "no \(Self.plural(object.lowercased())) in the tree" }
                    } else if modules.contains(where: { Self.matches($0, object) }) {
                        if rule.kind == .mayNotCreate { fault = "`\(object)` is a module: a rule creates types (a role, or a type's name)" }
                    } else if !mentioned.contains(where: { Self.matches($0, object) }) {
                        if imports.contains(where: { Self.matches($0, object) }) {
                            fault = "`\(object)` names no module of the tree (`may not depend on` reads the tree's own modules and the names its code mentions: for a module it imports, write `may not import`)"
                        } else if !object.contains("*"), let close = Closest.name(to: object, among: modules) {
                            fault = "`\(object)` names no module of the tree — did you mean `\(close)`?"
                        } else if !object.contains("*"), let close = Closest.name(to: object, among: mentioned) {
                            fault = "`\(object)` is mentioned nowhere in the tree — did you mean `\(close)`?"
                        } else {
                            namesNothing = "`\(object)` is mentioned nowhere in the tree"
                        }
                    }
                case .mayNotCall, .mayNotFormCycle:
                    break
                }
                if let fault {
                    if rule.fromPreset { droppedObjects.append(object); nothing.append(fault) } else { problemsOfRule.append(fault) }
                } else if let namesNothing {
                    droppedObjects.append(object)
                    nothing.append(namesNothing)
                } else {
                    keptObjects.append(object)
                }
            }
            if rule.fromPreset, !problemsOfRule.isEmpty {
                nothing += problemsOfRule
                subjectNamesNothing = true
                problemsOfRule = []
            }
            for reason in problemsOfRule {
                let error = RuleError(line: rule.line, text: rule.text, reason: reason, source: rule.source)
                if !problems.contains(error) { problems.append(error) }
            }
            guard problemsOfRule.isEmpty else { continue }
            let everyObjectDropped = !rule.objectNames.isEmpty && keptObjects.isEmpty
            if subjectNamesNothing || everyObjectDropped {
                skipped.append(SkippedRule(rule: rule.text, ruleLine: rule.line, rulesFile: rule.source, reason: nothing.joined(separator: "; ")))
                continue
            }
            if !droppedObjects.isEmpty, rule.kind != .mayOnlyImport {
                // Only what names something is checked (a type nobody mentions cannot be depended on).
                rule.objectNames = keptObjects
                rule.targets = keptObjects.flatMap { layers[$0]?.modules ?? [$0] }
            }
            kept.rules.append(rule)
        }
        return RuleResolution(rules: kept, skipped: skipped, problems: problems)
    }

    /// Problems with these rules in an analysed tree (what ``Analyzer`` found reading them).
    public func problems(in report: AnalysisReport) -> [RuleError] {
        report.rules?.problems ?? []
    }

    /// A role word as a plural (`view models`).
    private static func plural(_ word: String) -> String {
        if word.hasSuffix("s") { return word }
        return word.hasSuffix("y") ? String(word.dropLast()) + "ies" : word + "s"
    }

    /// A name as written: a layer's modules (each with the layer's name), or itself.
    private func expanded(_ name: String) -> [(pattern: String, layer: String?)] {
        layers[name].map { layer in layer.modules.map { ($0, name) } } ?? [(name, nil)]
    }

    private static func missing(_ pattern: String, layer: String?, what: String, among names: Set<String>) -> String {
        let inLayer = layer.map { " (in layer `\($0)`)" } ?? ""
        let verb = pattern.contains("*") ? "matches no" : "names no"
        let hint = pattern.contains("*") ? nil : Closest.name(to: pattern, among: names)
        return "`\(pattern)`\(inLayer) \(verb) \(what)" + (hint.map { " — did you mean `\($0)`?" } ?? "")
    }
}

/// The known name closest to a misspelt one, for "did you mean" hints.
enum Closest {
    /// The name at the smallest edit distance from `name`, if that is at most a third of its
    /// length (and at least 1); ties go to the first in sorted order. Case is ignored.
    static func name(to name: String, among names: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().utf8)
        let limit = max(1, target.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in names.sorted() {
            let distance = editDistance(target, Array(candidate.lowercased().utf8))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (distance, candidate) }
        }
        return best?.name
    }

    /// Levenshtein distance (insertions, deletions, substitutions).
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
