/// Which modules mention which others' types, the coupling figures read off it, and its cycles.
struct ModuleGraph: Sendable {
    /// from → to → the distinct names of `to` that `from` mentions.
    private(set) var names: [String: [String: Set<String>]] = [:]

    init(files: [ModuleFile], index: TypeIndex) {
        for file in files {
            let from = file.module.name
            for name in file.facts.references {
                guard let to = index.resolve(name, from: from, imports: file.facts.imports), to != from else { continue }
                names[from, default: [:]][to, default: []].insert(name)
            }
        }
    }

    var edges: [ModuleEdge] {
        names.flatMap { from, targets in
            targets.map { ModuleEdge(from: from, to: $0.key, types: $0.value.count) }
        }
        .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    /// Efferent coupling: the modules `module` depends on.
    func ce(_ module: String) -> Int { names[module]?.count ?? 0 }

    /// Afferent coupling: the modules that depend on `module`.
    func ca(_ module: String) -> Int { names.values.reduce(0) { $0 + ($1[module] == nil ? 0 : 1) } }

    /// Strongly connected groups of two or more modules (Tarjan), each sorted, sorted.
    var cycles: [[String]] {
        var order: [String: Int] = [:], low: [String: Int] = [:]
        var stack: [String] = [], onStack: Set<String> = [], found: [[String]] = []
        var counter = 0
        func visit(_ node: String) {
            order[node] = counter; low[node] = counter; counter += 1
            stack.append(node); onStack.insert(node)
            for next in (names[node]?.keys).map(Array.init)?.sorted() ?? [] {
                if order[next] == nil {
                    visit(next)
                    low[node] = min(low[node]!, low[next]!)
                } else if onStack.contains(next) {
                    low[node] = min(low[node]!, order[next]!)
                }
            }
            guard low[node] == order[node] else { return }
            var group: [String] = []
            while let top = stack.popLast() {
                onStack.remove(top)
                group.append(top)
                if top == node { break }
            }
            if group.count > 1 { found.append(group.sorted()) }
        }
        let nodes = Set(names.keys).union(names.values.flatMap(\.keys))
        for node in nodes.sorted() where order[node] == nil { visit(node) }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
