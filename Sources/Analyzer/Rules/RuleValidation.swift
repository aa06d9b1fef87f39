/// Whether rules name what the analysed tree has: a gate whose rules name nothing passes
/// everything, so such a rule is an error, not a rule kept.
extension LayerRules {
    /// Every name in the rules that the tree lacks, one error each (empty when all is well):
    ///
    /// - a subject (a module pattern, or each module of a layer) must match a module of the tree;
    ///   role words (`presenters`) need not, since a pattern may have no presenters;
    /// - an object of `may not import` or `may only import` must match a module of the tree or
    ///   a module some file imports (`UIKit`);
    /// - an object of `may not depend on` must match a module of the tree: only the tree's own
    ///   names are resolved, so an outside module could never break it.
    ///
    /// `*` patterns are held to the same: one that matches nothing is an error too.
    public func problems(modules: some Sequence<String>, imports: some Sequence<String>) -> [RuleError] {
        let modules = Set(modules), imports = Set(imports)
        var found: [RuleError] = []
        for rule in rules {
            func problem(_ reason: String) {
                let error = RuleError(line: rule.line, text: rule.text, reason: reason, source: rule.source)
                if !found.contains(error) { found.append(error) }
            }
            if case .modules = rule.subject {
                for (pattern, layer) in expanded(rule.subjectName) where !modules.contains(where: { Self.matches($0, pattern) }) {
                    problem(Self.missing(pattern, layer: layer, what: "module of the tree", among: modules))
                }
            }
            for object in rule.objectNames {
                for (pattern, layer) in expanded(object) {
                    if modules.contains(where: { Self.matches($0, pattern) }) { continue }
                    if rule.kind == .mayNotDependOn {
                        let imported = imports.contains { Self.matches($0, pattern) }
                        problem(Self.missing(pattern, layer: layer, what: "module of the tree", among: modules)
                            + (imported ? " (`may not depend on` reads the tree's own modules: for one it imports, write `may not import`)" : ""))
                    } else if !imports.contains(where: { Self.matches($0, pattern) }) {
                        problem(Self.missing(pattern, layer: layer, what: "module of the tree nor anything it imports", among: modules.union(imports)))
                    }
                }
            }
        }
        return found
    }

    /// Problems with these rules in an analysed tree: its modules and everything it imports.
    public func problems(in report: AnalysisReport) -> [RuleError] {
        problems(modules: report.modules.map(\.name), imports: report.imports.map(\.name))
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
