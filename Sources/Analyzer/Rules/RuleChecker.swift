/// Checks ``LayerRules`` against the files of an analysis.
struct RuleChecker {
    let rules: LayerRules
    let index: TypeIndex

    func violations(in files: [ModuleFile]) -> [RuleViolation] {
        var found: [RuleViolation] = []
        for rule in rules.rules {
            for file in files where applies(rule.subject, to: file) {
                switch rule.kind {
                case .mayNotImport:
                    for module in file.facts.imports.sorted() where rule.targets.contains(where: { LayerRules.matches(module, $0) }) {
                        found.append(violation(rule, file, "imports \(module)"))
                    }
                case .mayOnlyImport:
                    for module in file.facts.imports.sorted() where !rule.targets.contains(where: { LayerRules.matches(module, $0) }) {
                        found.append(violation(rule, file, "imports \(module)"))
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
                        found.append(violation(rule, file, "mentions \(owner)'s \(names.sorted().joined(separator: ", "))"))
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
            guard let role = LayerRules.roleWords[word], !file.module.isTest else { return false }
            return file.facts.declarations.contains { declaration in
                declaration.kind != .extension
                    && index.type(named: declaration.name, from: file.module.name, imports: [])?.role == role
            }
        }
    }

    private func violation(_ rule: LayerRules.Rule, _ file: ModuleFile, _ detail: String) -> RuleViolation {
        RuleViolation(rule: rule.text, line: rule.line, file: file.facts.path, detail: detail)
    }
}
