/// Checks ``LayerRules`` against the files of an analysis.
struct RuleChecker {
    let rules: LayerRules
    let index: TypeIndex

    func violations(in files: [ModuleFile]) -> [RuleViolation] {
        var found: [RuleViolation] = []
        for rule in rules.rules {
            for file in files where applies(rule.subject, to: file) {
                switch rule.kind {
                case .mayNotImport, .mayOnlyImport:
                    let forbids = rule.kind == .mayNotImport
                    for module in file.facts.imports.sorted()
                    where rule.targets.contains(where: { LayerRules.matches(module, $0) }) == forbids {
                        found.append(violation(rule, file, module, "imports \(module)", at: file.facts.importLocations[module]))
                    }
                case .mayNotDependOn:
                    var mentioned: [String: [String]] = [:]
                    for name in file.facts.references {
                        guard let owner = index.resolve(name, from: file.module.name, imports: file.facts.imports),
                              owner != file.module.name,
                              rule.targets.contains(where: { LayerRules.matches(owner, $0) }) else { continue }
                        mentioned[owner, default: []].append(name)
                    }
                    for (owner, names) in mentioned.sorted(by: { $0.key < $1.key }) {
                        // The first mention of any of the owner's names: where the dependency starts.
                        let first = names.compactMap { file.facts.referenceLocations[$0] }.min { ($0.line, $0.column) < ($1.line, $1.column) }
                        found.append(violation(rule, file, owner, "mentions \(owner)'s \(names.sorted().joined(separator: ", "))", at: first))
                    }
                }
            }
        }
        return found
    }

    private func applies(_ subject: LayerRules.Subject, to file: ModuleFile) -> Bool {
        switch subject {
        case .modules(let patterns):
            return patterns.contains { LayerRules.matches(file.module.name, $0) }
        case .role(let word):
            // A test's fake presenter is no presenter of the app.
            guard let roles = LayerRules.roleWords[word], !file.module.isTest else { return false }
            return file.facts.declarations.contains { declaration in
                guard declaration.kind != .extension,
                      let role = index.type(named: declaration.name, from: file.module.name, imports: [])?.role else { return false }
                return roles.contains(role)
            }
        }
    }

    private func violation(_ rule: LayerRules.Rule, _ file: ModuleFile, _ module: String, _ detail: String, at location: SourceLocation?) -> RuleViolation {
        let location = location ?? SourceLocation(line: 1, column: 1)
        return RuleViolation(
            rule: rule.text, ruleLine: rule.line, rulesFile: rule.source, file: file.facts.path,
            line: location.line, column: location.column, module: module, detail: detail, baselined: false
        )
    }
}
