import Analyzer
import Foundation
import PatternKit

/// How one pattern fares against one preset (``Preset``): of the preset's rules that name
/// something in the pattern's code, how many it keeps; the others are skipped (no view models
/// in MVP, say) and counted apart.
struct PresetCell: Equatable, Sendable {
    var kept: Int
    var checked: Int
    var skipped: Int
    /// Violations in the pattern's own targets.
    var violations: Int
}

/// Every pattern checked against every preset, with the toolkit MVX draws with as the presets'
/// `toolkit` layer: the articles' "VIPER decouples everything" as a count.
enum PresetMeasurer {
    /// The presets' `toolkit` for MVX: the terminal toolkit beside the platforms'.
    static let toolkit = "layer toolkit = UIKit, AppKit, SwiftUI, TerminalUI"

    /// The targets every pattern builds on, analysed with each so that roles and names resolve.
    static let shared = ["Domain", "PatternKit", "SceneViews", "TerminalUI", "LiveServices"]

    /// The targets a pattern's library plays the part of (not counted: TCA's store, Vizzle's kit).
    static func kit(_ pattern: PatternID) -> [String] {
        switch pattern {
        case .mvi: ["MVICore"]
        case .mvcPlus: ["MVCPlusKit"]
        default: []
        }
    }

    /// Each pattern's cell for each preset, patterns in catalog order and presets in ``Preset/all``'s.
    static func measure(root: URL) throws -> [PatternID: [String: PresetCell]] {
        let sources = root.appendingPathComponent("Sources")
        let scanned = try SourceTree(scanning: sources)
        let read: @Sendable (String) -> String? = { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
        var cells: [PatternID: [String: PresetCell]] = [:]
        for pattern in PatternID.allCases {
            let own = Set(PatternTargets.all(pattern))
            let analysed = own.union(kit(pattern)).union(shared)
            let files = scanned.files.filter { analysed.contains(String($0.split(separator: "/").first ?? "")) }
            let tree = SourceTree(root: root, files: files.map { "Sources/" + $0 }, manifests: ["Package.swift"], sizes: scanned.sizes)
            // Every preset at once: each rule names its preset as its source.
            var rules = try LayerRules(text: toolkit, source: "mvx")
            for preset in Preset.all { rules.add(preset) }
            let report = Analyzer().analyze(tree: tree, rules: rules, read: read)
            for preset in Preset.all {
                let source = "preset \(preset.name)"
                let violations = (report.violations ?? []).filter {
                    $0.rulesFile == source && own.contains(String($0.file.split(separator: "/").dropFirst().first ?? ""))
                }
                let skipped = (report.rules?.skipped ?? []).filter { $0.rulesFile == source }.count
                let checked = rules.rules.filter { $0.source == source }.count - skipped
                cells[pattern, default: [:]][preset.name] = PresetCell(
                    kept: checked - Set(violations.map(\.ruleLine)).count, checked: checked, skipped: skipped, violations: violations.count
                )
            }
        }
        return cells
    }
}

extension ComparisonDocument {
    static let presetsMarker = "presets"

    /// The pattern × preset table: `kept/checked`, with the rules that name nothing in the
    /// pattern (skipped) and the violations beside.
    static func presetsBlock(_ cells: [PatternID: [String: PresetCell]]) -> String {
        var lines: [String] = []
        lines.append("| pattern | " + Preset.all.map { "`\($0.name)`" }.joined(separator: " | ") + " |")
        lines.append("|---|" + Preset.all.map { _ in "---:" }.joined(separator: "|") + "|")
        for pattern in PatternID.allCases {
            let row = Preset.all.map { preset -> String in
                guard let cell = cells[pattern]?[preset.name] else { return "–" }
                var text = cell.checked == 0 ? "–" : "\(cell.kept)/\(cell.checked)"
                if cell.violations > 0 { text += " (\(cell.violations) v.)" }
                if cell.skipped > 0 { text += " · \(cell.skipped) n/a" }
                return text
            }
            lines.append("| \(pattern.rawValue) | " + row.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
