import Analyzer
import Foundation
import PatternKit

/// One pattern's code measured by the analyzer: what docs/comparison.md's generated tables and
/// the catalog's Compare screen show.
public struct PatternFigures: Equatable, Sendable {
    var pattern: PatternID
    /// Code lines of the UI-free logic target (0 when the pattern has none).
    var logicLines: Int
    var uiLines: Int
    /// Code lines per scene folder (logic and UI targets together); files outside the scene
    /// folders (entry points, models, shared folders) are in `otherLines`.
    var sceneLines: [String: Int]
    var otherLines: Int
    var files: Int
    var types: Int
    var protocols: Int
    var largestType: String
    var largestTypeLines: Int
    /// Modules outside the pattern that its targets mention, and that mention them.
    var ce: Int
    var ca: Int
    /// Per scene folder: what the pattern × demo table shows.
    var scenes: [SceneFigures] = []

    var totalLines: Int { logicLines + uiLines }
    var instability: Double { ca + ce == 0 ? 0 : Double(ce) / Double(ca + ce) }
    /// The share of the pattern's code that sits in its UI-free target.
    var logicShare: Double { totalLines == 0 ? 0 : Double(logicLines) / Double(totalLines) }
}

/// One scene of one pattern (its folder in the pattern's logic and UI targets).
struct SceneFigures: Equatable, Sendable {
    var scene: String
    var lines: Int
    var logicLines: Int
    var types: Int
    var largestType: String
    var largestTypeLines: Int
    /// Modules outside the pattern whose types the scene's files mention.
    var mentionedModules: Int
}

/// Which targets hold each pattern, and the scene folders every pattern shares.
enum PatternTargets {
    static func logic(_ pattern: PatternID) -> String? {
        switch pattern {
        case .massiveMVC, .mvc: nil
        case .mvp: "MVPPresenters"
        case .mvvm: "MVVMViewModels"
        case .mvi: "MVIFeatures"
        case .viper: "VIPERLogic"
        case .mvcPlus: "MVCPlusLogic"
        }
    }

    static func ui(_ pattern: PatternID) -> String {
        switch pattern {
        case .massiveMVC: "MassiveMVC"
        case .mvc: "MVC"
        case .mvp: "MVP"
        case .mvvm: "MVVM"
        case .mvi: "MVI"
        case .viper: "VIPER"
        case .mvcPlus: "MVCPlus"
        }
    }

    static func all(_ pattern: PatternID) -> [String] { [logic(pattern), ui(pattern)].compactMap(\.self) }

    /// The scene folders, in the order the app shows them; `Support` is each pattern's shared folder.
    static let scenes = ["Profile", "BlogDetail", "UserDetail", "DraftDetail", "UserList", "Counter", "Login", "Todo", "Voice", "Support"]
    /// The demos added after the profile, whose cost the history shows.
    static let laterDemos = ["Counter", "Login", "Todo", "Voice"]
}

/// Measures every pattern of the package at `root` with the analyzer.
enum PatternMeasurer {
    static func measure(root: URL) throws -> [PatternFigures] {
        let sources = root.appendingPathComponent("Sources")
        let scanned = try SourceTree(scanning: sources)
        let tree = SourceTree(root: root, files: scanned.files.map { "Sources/" + $0 }, manifests: ["Package.swift"], sizes: scanned.sizes)
        let read: @Sendable (String) -> String? = { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
        let report = Analyzer().analyze(tree: tree, read: read)
        let facts = Analyzer().facts(of: tree, read: read)
        var declaring: [String: Set<String>] = [:]
        for type in report.types where type.kind != "extension" { declaring[type.name, default: []].insert(type.module) }
        return PatternID.allCases.map { pattern in
            let targets = PatternTargets.all(pattern)
            var figures = PatternFigures(
                pattern: pattern, logicLines: 0, uiLines: 0, sceneLines: [:], otherLines: 0, files: 0, types: 0,
                protocols: 0, largestType: "–", largestTypeLines: 0, ce: 0, ca: 0
            )
            for file in facts {
                let parts = file.path.split(separator: "/").map(String.init)
                guard parts.count >= 3, targets.contains(parts[1]) else { continue }
                figures.files += 1
                if parts[1] == PatternTargets.logic(pattern) { figures.logicLines += file.codeLines } else { figures.uiLines += file.codeLines }
                if parts.count >= 4, PatternTargets.scenes.contains(parts[2]) {
                    figures.sceneLines[parts[2], default: 0] += file.codeLines
                } else {
                    figures.otherLines += file.codeLines
                }
            }
            let types = report.types.filter { targets.contains($0.module) && $0.kind != "extension" }
            figures.types = types.count
            figures.protocols = types.filter { $0.kind == "protocol" }.count
            if let largest = types.first {
                figures.largestType = largest.name
                figures.largestTypeLines = largest.lines
            }
            figures.scenes = PatternTargets.scenes.compactMap { scene in
                sceneFigures(scene, pattern: pattern, facts: facts, report: report, declaring: declaring)
            }
            figures.ce = Set(report.edges.filter { targets.contains($0.from) && !targets.contains($0.to) }.map(\.to)).count
            figures.ca = Set(report.edges.filter { targets.contains($0.to) && !targets.contains($0.from) }.map(\.from)).count
            return figures
        }
    }

    /// `scene`'s figures in `pattern`, or nil when the pattern has no such folder.
    private static func sceneFigures(
        _ scene: String, pattern: PatternID, facts: [FileFacts], report: AnalysisReport, declaring: [String: Set<String>]
    ) -> SceneFigures? {
        let targets = PatternTargets.all(pattern)
        let folders = targets.map { "Sources/\($0)/\(scene)/" }
        let files = facts.filter { file in folders.contains { file.path.hasPrefix($0) } }
        guard !files.isEmpty else { return nil }
        let logic = PatternTargets.logic(pattern).map { "Sources/\($0)/\(scene)/" }
        let types = report.types.filter { type in
            type.kind != "extension" && targets.contains(type.module)
                && type.paths.first.map { path in folders.contains { path.hasPrefix($0) } } == true
        }
        var mentioned: Set<String> = []
        for file in files {
            for name in file.references {
                // A name declared by exactly one module outside the pattern (no type-checking: a
                // name several modules declare is left out).
                guard let owners = declaring[name], owners.count == 1, let owner = owners.first,
                      !targets.contains(owner) else { continue }
                mentioned.insert(owner)
            }
        }
        return SceneFigures(
            scene: scene, lines: files.reduce(0) { $0 + $1.codeLines },
            logicLines: files.filter { file in logic.map { file.path.hasPrefix($0) } ?? false }.reduce(0) { $0 + $1.codeLines },
            types: types.count, largestType: types.first?.name ?? "–", largestTypeLines: types.first?.lines ?? 0,
            mentionedModules: mentioned.count
        )
    }
}
