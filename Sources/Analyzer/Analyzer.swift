import Dispatch
import Foundation
import Synchronization

/// Reads a Swift tree and measures it: types with their extensions, modules and their coupling,
/// the smells the classic articles name, and a pattern guess.
///
/// Files are parsed in parallel, one parse per file; each tree is dropped as soon as its
/// ``FileFacts`` are read, so memory follows the number of declarations, not the source size.
public struct Analyzer: Sendable {
    /// A type over this many code lines counts as large.
    public static let largeTypeLines = 500

    /// Globs of files left out (``PathGlob``): not read, counted in ``AnalysisReport/excluded``.
    public var excluded: [PathGlob] = []
    /// The code lines over which a type counts as large here.
    public var largeTypeThreshold = Analyzer.largeTypeLines

    /// An analyzer with the defaults: nothing excluded, types over 500 lines large.
    public init() {}

    /// An analyzer that leaves out the files `excluded` matches and counts types over
    /// `largeTypeLines` as large.
    public init(excluded: [PathGlob], largeTypeLines: Int = Analyzer.largeTypeLines) {
        self.excluded = excluded
        self.largeTypeThreshold = largeTypeLines
    }

    /// Analyses the folder (or single file) at `url`. Files that cannot be read (not UTF-8,
    /// unreadable, over ``SourceReader/sizeLimit``, broken links) are named in the report's
    /// `skipped`; a tree without any Swift file is ``AnalyzerError/noSwiftFiles(path:)``.
    public func analyze(_ url: URL, rules: LayerRules? = nil) throws(AnalyzerError) -> AnalysisReport {
        let started = ContinuousClock.now
        let tree = try SourceTree(scanning: url)
        guard !tree.files.isEmpty || !tree.skipped.isEmpty else { throw .noSwiftFiles(path: url.path) }
        let root = tree.root.path
        let skipped = Mutex<[SkippedFile]>([])
        var report = analyze(tree: tree, name: url.path, rules: rules, started: started) { path in
            switch SourceReader.text(at: root + "/" + path) {
            case .success(let text):
                return text
            case .failure(let reason):
                skipped.withLock { $0.append(SkippedFile(path: path, reason: reason.description)) }
                return nil
            }
        }
        report.skipped = (report.skipped + skipped.withLock { $0 }).sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }
        return report
    }

    /// Analyses sources held in memory: path (relative, `/`-separated) → text. Paths ending in
    /// `.swift` are sources, but `Package.swift`, read as a manifest; `….xcodeproj/project.pbxproj`
    /// paths are read as Xcode projects and `….xcworkspace/contents.xcworkspacedata` as workspaces;
    /// any other path is left out.
    public func analyze(sources: [String: String], name: String = "sources", rules: LayerRules? = nil) -> AnalysisReport {
        let started = ContinuousClock.now
        let manifests = sources.keys.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }
        let projects = sources.keys.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
        let workspaces = sources.keys.filter { $0.hasSuffix(".xcworkspace/contents.xcworkspacedata") }
        let files = sources.keys.filter { $0.hasSuffix(".swift") && !manifests.contains($0) }
        let tree = SourceTree(
            root: URL(fileURLWithPath: "/"), files: files, manifests: manifests,
            sizes: Dictionary(uniqueKeysWithValues: files.map { ($0, sources[$0]?.utf8.count ?? 0) }),
            projects: projects, workspaces: workspaces
        )
        return analyze(tree: tree, name: name, rules: rules, started: started) { sources[$0] }
    }

    /// Analyses the files of `tree`, read with `read` (a path relative to the tree's root → its
    /// text, or nil to skip it).
    public func analyze(tree: SourceTree, rules: LayerRules? = nil, read: @Sendable (String) -> String?) -> AnalysisReport {
        analyze(tree: tree, name: tree.root.path, rules: rules, started: .now, read: read)
    }

    /// The facts of every file (in the tree's order), read in parallel
    /// (`DispatchQueue.concurrentPerform`), largest files first.
    public func facts(of tree: SourceTree, read: @Sendable (String) -> String?) -> [FileFacts] {
        let results = Mutex<[FileFacts?]>(Array(repeating: nil, count: tree.files.count))
        let order = tree.files.indices.sorted { (tree.sizes[tree.files[$0]] ?? 0) > (tree.sizes[tree.files[$1]] ?? 0) }
        DispatchQueue.concurrentPerform(iterations: order.count) { turn in
            let position = order[turn]
            let path = tree.files[position]
            guard let text = read(path) else { return }
            let facts = FactCollector.facts(path: path, text: text)
            results.withLock { $0[position] = facts }
        }
        return results.withLock { $0.compactMap(\.self) }
    }

    private func analyze(
        tree: SourceTree, name: String, rules: LayerRules?, started: ContinuousClock.Instant, read: @Sendable (String) -> String?
    ) -> AnalysisReport {
        let (tree, excludedCount) = tree.excluding(excluded)
        let manifests = tree.manifests.compactMap { path -> PackageManifest? in
            guard let text = read(path) else { return nil }
            let directory = path.split(separator: "/").dropLast().joined(separator: "/")
            return PackageManifest(text: text, directory: directory)
        }
        let rootName = tree.root.lastPathComponent.isEmpty || tree.root.path == "/" ? name : tree.root.lastPathComponent
        // Project files (a large app's is a megabyte) are read beside the Swift files' parse.
        let (xcode, allFacts) = withoutActuallyEscaping(read) { read in
            let xcode = Mutex<XcodeInputs?>(nil)
            let group = DispatchGroup()
            if !tree.projects.isEmpty || !tree.workspaces.isEmpty {
                DispatchQueue.global().async(group: group) { xcode.withLock { $0 = XcodeInputs(tree: tree, read: read) } }
            }
            let allFacts = facts(of: tree, read: read)
            group.wait()
            return (xcode.withLock { $0 } ?? XcodeInputs(tree: tree, read: read), allFacts)
        }
        let layout = ModuleLayout(manifests: manifests, projects: xcode.projects, rootName: rootName)
        var files: [ModuleFile] = []
        for facts in allFacts {
            let modules = layout.modules(for: facts.path)
            var facts = facts
            // `import NetNewsWire_iOS` names the Xcode target `NetNewsWire-iOS`.
            for imported in facts.imports { facts.imports.formUnion(layout.importNames[imported] ?? []) }
            for module in modules { files.append(ModuleFile(facts: facts, module: module)) }
        }
        var report = Self.measure(files: files, rules: rules, largeTypeLines: largeTypeThreshold)
        report.root = name
        report.excluded = excludedCount
        report.skipped = (tree.skipped + xcode.skipped).sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }
        let elapsed = ContinuousClock.now - started
        report.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return report
    }

    /// Everything measured from the files' facts.
    static func measure(files: [ModuleFile], rules: LayerRules? = nil, largeTypeLines: Int = Analyzer.largeTypeLines) -> AnalysisReport {
        var index = TypeIndex(files: files)
        var wiring = Wiring.prove(&index)
        wiring.readFreeReducers(files)
        let graph = ModuleGraph(files: files, index: index)
        let testModules = Set(files.filter(\.module.isTest).map(\.module.name))
        // A file with a ``ModuleFile`` for each of several modules (Xcode targets sharing it).
        var modulesOfPath: [String: [String]] = [:]
        for file in files { modulesOfPath[file.facts.path, default: []].append(file.module.name) }
        let smells = SmellFinder(index: index, testModules: testModules)
        let guesser = PatternGuesser(index: index, smells: smells, wiring: wiring)

        let byModule = Dictionary(grouping: files, by: \.module.name)
        // Each module's declared types and protocols, counted in one pass over the types.
        var declaredCounts: [String: (types: Int, protocols: Int)] = [:]
        for type in index.types where type.isDeclared {
            declaredCounts[type.module, default: (0, 0)].types += 1
            if type.kind == .protocol { declaredCounts[type.module, default: (0, 0)].protocols += 1 }
        }
        // The rules read the index and the files alone: they are checked beside the modules'
        // reports (a preset on duckduckgo's app: a fifth of what follows the parse). With
        // `concurrentPerform` the calling thread takes a part itself: nothing waits for a free thread.
        let counts = declaredCounts, shared = modulesOfPath, frozen = index
        let parts = Mutex<(modules: [ModuleReport], checked: (resolution: RuleResolution, violations: [RuleViolation])?)>(([], nil))
        DispatchQueue.concurrentPerform(iterations: rules == nil ? 1 : 2) { part in
            if part == 1, let rules {
                let resolution = rules.resolved(files: files, index: frozen)
                let violations = RuleChecker(rules: resolution.rules, index: frozen, files: files).violations(in: files)
                parts.withLock { $0.checked = (resolution, violations) }
                return
            }
            var modules: [ModuleReport] = []
            for (name, members) in byModule {
                let (declared, protocols) = counts[name] ?? (0, 0)
                let ca = graph.ca(name), ce = graph.ce(name)
                let instability = ca + ce == 0 ? 0 : Double(ce) / Double(ca + ce)
                let abstractness = declared == 0 ? 0 : Double(protocols) / Double(declared)
                let isTest = members[0].module.isTest
                let sharedFiles = members.count { shared[$0.facts.path, default: []].count > 1 }
                modules.append(ModuleReport(
                    name: name, test: isTest, files: members.count, sharedFiles: sharedFiles,
                    types: declared, protocols: protocols,
                    lines: members.reduce(0) { $0 + $1.facts.codeLines }, ca: ca, ce: ce,
                    instability: rounded(instability), abstractness: rounded(abstractness),
                    distance: rounded(abs(abstractness + instability - 1)),
                    pattern: isTest ? .unknown : guesser.guess(module: name)
                ))
            }
            parts.withLock { $0.modules = modules }
        }
        var modules = parts.withLock { $0.modules }
        modules.sort { $0.name < $1.name }

        let types = index.types.map { type in
            TypeReport(
                name: type.name, module: type.module, kind: type.kind.rawValue, lines: type.lines,
                files: type.files.count, paths: type.files.sorted(), extensions: type.extensions, methods: type.methods,
                storedProperties: type.storedProperties.count, conformances: type.conformances,
                role: type.role?.rawValue,
                holds: type.storedProperties.compactMap { property in
                    guard let name = property.typeName,
                          index.type(named: name, from: type.module, imports: type.imports) != nil else { return nil }
                    return "\(property.name): \(name)"
                }
            )
        }
        .sorted { ($1.lines, $0.module, $0.name) < ($0.lines, $1.module, $1.name) }

        var smellReport = smells.report(largeTypeLines: largeTypeLines)
        // A file compiled into several modules counts once in the totals.
        var distinct: [String: FileFacts] = [:], appDistinct: [String: FileFacts] = [:]
        for file in files {
            distinct[file.facts.path] = file.facts
            if !file.module.isTest { appDistinct[file.facts.path] = file.facts }
        }
        let sharedModules = modulesOfPath.filter { $0.value.count > 1 }
        smellReport.globalVariables = appDistinct.values.reduce(0) { $0 + $1.globalVariables }
        smellReport.largeTypeThreshold = largeTypeLines
        let checked = parts.withLock { $0.checked }
        let resolution = checked?.resolution, violations = checked?.violations
        // How many files import each module (a shared file once).
        var importCounts: [String: Int] = [:]
        for file in distinct.values { for module in file.imports { importCounts[module, default: 0] += 1 } }
        return AnalysisReport(
            root: "", files: distinct.count, lines: distinct.values.reduce(0) { $0 + $1.codeLines }, seconds: 0,
            pattern: PatternGuesser.overall(modules), modules: modules, types: types,
            edges: graph.edges, cycles: graph.cycles, smells: smellReport,
            imports: importCounts.map { NamedCount(name: $0.key, count: $0.value) }.sorted { $0.name < $1.name },
            violations: violations,
            shared: sharedModules.map { SharedFile(path: $0.key, modules: $0.value.sorted()) }.sorted { $0.path < $1.path },
            rules: resolution.map { RulesSummary(resolution: $0, violations: violations ?? []) }
        )
    }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
