/// A file's facts with the module it belongs to.
struct ModuleFile: Sendable {
    var facts: FileFacts
    var module: ModuleLayout.Module
}

/// One type with its extensions merged: what `types` reports and what roles are read from.
struct MergedType: Sendable {
    var name: String
    var module: String
    var kind: DeclarationFacts.Kind
    var lines = 0
    var files: Set<String> = []
    var extensions = 0
    var methods = 0
    var storedProperties: [StoredProperty] = []
    var conformances: [String] = []
    var attributes: Set<String> = []
    var methodNames: Set<String> = []
    var references: Set<String> = []
    var bindingCalls: Set<String> = []
    var singletonDeclarations: [String] = []
    var globalAccesses: [String] = []
    /// Calls made in it and in its extensions, each with the file it is written in.
    var calls: [(call: CallFact, path: String)] = []
    /// Delegates, outputs and callbacks it hands out, each with its file.
    var assignments: [(assignment: AssignmentFact, path: String)] = []
    /// Its methods' signature shapes.
    var methodShapes: [FunctionShape] = []
    /// Generic arguments of what it inherits (``DeclarationFacts/inheritedArguments``).
    var inheritedArguments: [String] = []
    /// The file each of ``storedProperties`` is declared in (same order).
    var propertyPaths: [String] = []
    /// What the files holding it import: the modules its names may come from.
    var imports: Set<String> = []
    /// The part it plays (``Role/of(_:)``), read once all its extensions are in.
    var role: Role?
    /// A class's superclass as written, when it has one: the first name its declaration
    /// inherits, unless that is a protocol of the tree (see ``TypeIndex``).
    var superclass: String?
    /// What its superclass chain says of a class: it reaches a view controller base (a
    /// platform's, or a toolkit's) or not; nil when the chain leaves the tree at a name
    /// that says neither (``Role/of(_:)`` then reads the names).
    var inheritsViewController: Bool?

    /// Declared in the tree (not only extended).
    var isDeclared: Bool { kind != .extension }
    var simpleName: String {
        // Asked of every type many times over: no array of parts, and no new string for a top-level type.
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }
    /// `Outer` for `Outer.Inner`, "" for a top-level type.
    var enclosingName: String { name.split(separator: ".").dropLast().joined(separator: ".") }

    mutating func absorb(_ declaration: DeclarationFacts, file: FileFacts) {
        lines += declaration.codeLines
        files.insert(file.path)
        imports.formUnion(file.imports)
        if declaration.kind == .extension { extensions += 1 }
        methods += declaration.methods
        storedProperties += declaration.storedProperties
        propertyPaths += Array(repeating: file.path, count: declaration.storedProperties.count)
        calls += declaration.calls.map { ($0, file.path) }
        assignments += declaration.assignments.map { ($0, file.path) }
        methodShapes += declaration.methodShapes
        inheritedArguments += declaration.inheritedArguments
        if declaration.kind == .class, superclass == nil { superclass = declaration.inherited.first }
        for name in declaration.inherited where !conformances.contains(name) { conformances.append(name) }
        attributes.formUnion(declaration.attributes)
        methodNames.formUnion(declaration.methodNames)
        references.formUnion(declaration.references)
        bindingCalls.formUnion(declaration.bindingCalls)
        singletonDeclarations += declaration.singletonDeclarations.map { "\(name).\($0)" }
        globalAccesses += declaration.globalAccesses
    }
}

/// Every type of the tree, extensions merged into the type they extend, and which module
/// declares a name.
///
/// An extension joins the type of that name in its own module; else the one module that
/// declares the name (among those its file imports, when several do); else it stands for a
/// type declared outside the tree (`extension String`), kind `extension`.
struct TypeIndex: Sendable {
    struct Key: Hashable, Sendable {
        var module: String
        var name: String
    }

    private(set) var types: [MergedType] = []
    private var positions: [Key: Int] = [:]
    /// Name (qualified) → modules declaring it.
    private var declaringModules: [String: [String]] = [:]
    /// SwiftPM targets: their names reach only the files that import them.
    let targets: Set<String>

    /// Module → the last name component of each nested type it declares (`State` of
    /// `ProfileFeature.State`): code inside the module may name them so, and means its own.
    private var nestedNames: [String: Set<String>] = [:]
    /// Test modules: no other module's names resolve to them.
    let tests: Set<String>

    init(files: [ModuleFile]) {
        targets = Set(files.filter(\.module.isTarget).map(\.module.name))
        tests = Set(files.filter(\.module.isTest).map(\.module.name))
        for file in files {
            for declaration in file.facts.declarations where declaration.kind != .extension {
                let key = Key(module: file.module.name, name: declaration.name)
                if positions[key] == nil {
                    positions[key] = types.count
                    types.append(MergedType(name: declaration.name, module: key.module, kind: declaration.kind))
                    declaringModules[declaration.name, default: []].append(key.module)
                    if let dot = declaration.name.lastIndex(of: ".") {
                        nestedNames[key.module, default: []].insert(String(declaration.name[declaration.name.index(after: dot)...]))
                    }
                }
                types[positions[key]!].absorb(declaration, file: file.facts)
            }
        }
        for file in files {
            for declaration in file.facts.declarations where declaration.kind == .extension {
                // Test code never adds to an app type: a test module's extension of one stays in
                // the test module, listed as an extension there.
                let module = file.module.isTest
                    ? file.module.name
                    : resolve(declaration.name, from: file.module.name, imports: file.facts.imports) ?? file.module.name
                let key = Key(module: module, name: declaration.name)
                if positions[key] == nil {
                    positions[key] = types.count
                    types.append(MergedType(name: declaration.name, module: module, kind: .extension))
                }
                types[positions[key]!].absorb(declaration, file: file.facts)
            }
        }
        var chains: [Int: Bool?] = [:]
        for position in types.indices where types[position].kind == .class {
            types[position].inheritsViewController = inheritsViewController(position, seen: [], memo: &chains)
        }
        for position in types.indices { types[position].role = Role.of(types[position]) }
    }

    /// Whether the class at `position` descends from a view controller base: its superclass is
    /// a known base (``Role/viewControllerBases``), or a class of the tree that descends from one
    /// (resolved as any name is, so across modules). A first inherited name that is a protocol of
    /// the tree, or a struct's, is no superclass: conformances never make a view controller. False
    /// at a platform class that is no view controller (`NSObject`, `UIView`); nil when the chain
    /// leaves the tree at a name that is neither a base nor says `ViewController`.
    private mutating func inheritsViewController(_ position: Int, seen: Set<Int>, memo: inout [Int: Bool?]) -> Bool? {
        if let known = memo[position] { return known }
        let type = types[position]
        var answer: Bool?
        if let name = type.superclass {
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            if Role.viewControllerBases.contains(simple) {
                answer = true
            } else if let owner = resolve(name, from: type.module, imports: type.imports),
                      let parent = positions[Key(module: owner, name: name)] ?? positions[Key(module: owner, name: "\(type.enclosingName).\(name)")],
                      parent != position, !seen.contains(parent) {
                if types[parent].kind == .class {
                    answer = inheritsViewController(parent, seen: seen.union([position]), memo: &memo)
                } else {
                    answer = false
                    types[position].superclass = nil   // a protocol (or a struct): no superclass
                }
            } else {
                answer = Role.otherPlatformBases.contains(simple) ? false : simple.hasSuffix("ViewController") ? true : nil
            }
        } else {
            answer = false
        }
        memo[position] = answer
        return answer
    }

    /// The module that declares `name` as seen from `module`: itself if it declares it, else
    /// the one other module that does (a SwiftPM target only if the file imports it; a test
    /// module only for another test module).
    func resolve(_ name: String, from module: String, imports: Set<String>) -> String? {
        if nestedNames[module]?.contains(name) == true { return module }
        guard let modules = declaringModules[name] else { return nil }
        if modules.contains(module) { return module }
        let fromTests = tests.contains(module)
        let candidates = modules.filter { (!targets.contains($0) || imports.contains($0)) && (fromTests || !tests.contains($0)) }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// Where the type `name` names (seen from `module`) sits in ``types``.
    func position(named name: String, from module: String, imports: Set<String>) -> Int? {
        guard let owner = resolve(name, from: module, imports: imports) else { return nil }
        return positions[Key(module: owner, name: name)]
    }

    /// Gives the type at `position` the role its wiring proves.
    mutating func assign(_ role: Role?, at position: Int) { types[position].role = role }

    func type(named name: String, from module: String, imports: Set<String>) -> MergedType? {
        guard let owner = resolve(name, from: module, imports: imports),
              let position = positions[Key(module: owner, name: name)] else { return nil }
        return types[position]
    }

    func declares(_ name: String, in module: String) -> Bool {
        positions[Key(module: module, name: name)].map { types[$0].isDeclared } ?? false
    }
}
