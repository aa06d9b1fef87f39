/// `folders in GLOB may not form a cycle`: the folders the glob matches are slices (a file belongs
/// to the shallowest folder of its path that matches); a file of one slice that mentions a type
/// declared in another — and only there — is an edge between them; a loop of edges is a cycle,
/// named with one edge's place each way round.
struct SliceCycles {
    /// One slice's mention of another's type, at its first place (files in path order).
    struct Edge {
        var from: String, to: String
        var file: String
        var location: SourceLocation
        var name: String
    }

    /// The slices found, sorted.
    let slices: [String]
    /// Edges by their slices.
    let edges: [String: [String: Edge]]

    init(glob text: String, files: [ModuleFile]) {
        let glob = PathGlob(text)
        var sliceOfPath: [String: String] = [:]
        for file in files {
            let parts = file.facts.path.split(separator: "/")
            guard parts.count > 1 else { continue }
            for depth in 1..<parts.count {
                let folder = parts[..<depth].joined(separator: "/")
                if glob.matches(folder) {
                    sliceOfPath[file.facts.path] = folder
                    break
                }
            }
        }
        // Which slices declare each name: an edge needs one owner.
        var declaring: [String: Set<String>] = [:]
        for file in files {
            guard let slice = sliceOfPath[file.facts.path] else { continue }
            for declaration in file.facts.declarations where declaration.kind != .extension {
                declaring[declaration.name, default: []].insert(slice)
            }
        }
        var edges: [String: [String: Edge]] = [:]
        for file in files.sorted(by: { $0.facts.path < $1.facts.path }) {
            guard let slice = sliceOfPath[file.facts.path] else { continue }
            let mentions = file.facts.references.compactMap { name -> (String, SourceLocation)? in
                file.facts.referenceLocations[name].map { (name, $0) }
            }.sorted { ($0.1.line, $0.1.column) < ($1.1.line, $1.1.column) }
            for (name, location) in mentions {
                guard let owners = declaring[name], owners.count == 1, let owner = owners.first, owner != slice,
                      edges[slice]?[owner] == nil else { continue }
                edges[slice, default: [:]][owner] = Edge(from: slice, to: owner, file: file.facts.path, location: location, name: name)
            }
        }
        slices = Set(sliceOfPath.values).sorted()
        self.edges = edges
    }

    /// Each cycle among the slices, shortest first from each strongly connected group's first
    /// slice, as one violation at its first edge.
    func violations(of rule: LayerRules.Rule) -> [RuleViolation] {
        components().compactMap { group -> RuleViolation? in
            guard group.count > 1, let path = loop(in: Set(group), from: group[0]) else { return nil }
            let steps = zip(path, path.dropFirst()).compactMap { edges[$0.0]?[$0.1] }
            guard let first = steps.first else { return nil }
            let named = path.joined(separator: " → ")
            let places = steps.map { "\($0.file):\($0.location.line) mentions \($0.name)" }.joined(separator: "; ")
            return RuleViolation(
                rule: rule.text, ruleLine: rule.line, rulesFile: rule.source, file: first.file,
                line: first.location.line, column: first.location.column, module: named,
                detail: "\(named) (\(places))", baselined: false, why: rule.why, fix: rule.fix
            )
        }
    }

    /// The shortest loop from `start` back to it inside `group` (breadth first, slices in order).
    private func loop(in group: Set<String>, from start: String) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start], head = 0
        while head < queue.count {
            let slice = queue[head]
            head += 1
            for next in (edges[slice]?.keys.sorted() ?? []) where group.contains(next) {
                if next == start {
                    var back = [slice], step = slice
                    while step != start, let before = previous[step] {
                        back.append(before)
                        step = before
                    }
                    return back.reversed() + [start]
                }
                if previous[next] == nil, next != start {
                    previous[next] = slice
                    queue.append(next)
                }
            }
        }
        return nil
    }

    /// The strongly connected groups of slices (Tarjan's algorithm), each sorted, in order.
    private func components() -> [[String]] {
        var indexOf: [String: Int] = [:], low: [String: Int] = [:], onStack = Set<String>()
        var stack: [String] = [], groups: [[String]] = [], counter = 0
        func visit(_ slice: String) {
            indexOf[slice] = counter
            low[slice] = counter
            counter += 1
            stack.append(slice)
            onStack.insert(slice)
            for next in edges[slice]?.keys.sorted() ?? [] {
                if indexOf[next] == nil {
                    visit(next)
                    low[slice] = min(low[slice]!, low[next]!)
                } else if onStack.contains(next) {
                    low[slice] = min(low[slice]!, indexOf[next]!)
                }
            }
            if low[slice] == indexOf[slice] {
                var group: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    group.append(top)
                    if top == slice { break }
                }
                groups.append(group.sorted())
            }
        }
        for slice in slices where indexOf[slice] == nil { visit(slice) }
        return groups.sorted { $0[0] < $1[0] }
    }
}
