import Analyzer
import Foundation
import MVXBench
import PatternKit

/// The generated parts of docs/comparison.md, its chart, and the figures the catalog's Compare
/// screen shows — all from ``PatternFigures`` and ``DemoHistory``.
enum ComparisonDocument {
    static let codeMarker = "code"
    static let historyMarker = "history"

    static func begin(_ marker: String) -> String {
        "<!-- mvx report: \(marker) (generated from the code: edit the code, then run `swift run mvx report`) -->"
    }

    static func end(_ marker: String) -> String { "<!-- /mvx report: \(marker) -->" }

    /// The code tables: lines per scene, and types, coupling and the UI-free share.
    static func codeBlock(_ figures: [PatternFigures]) -> String {
        var out: [String] = []
        let scenes = PatternTargets.scenes
        out.append("| pattern | logic (UI-free) | UI | total | " + scenes.joined(separator: " | ") + " | other |")
        out.append("|---|---:|---:|---:|" + String(repeating: "---:|", count: scenes.count + 1))
        for row in figures {
            let logic = PatternTargets.logic(row.pattern) == nil ? "–" : row.logicLines.grouped
            let cells = scenes.map { row.sceneLines[$0].map(\.grouped) ?? "–" }
            out.append("| \(row.pattern.rawValue) | \(logic) | \(row.uiLines.grouped) | \(row.totalLines.grouped) | " + cells.joined(separator: " | ") + " | \(row.otherLines.grouped) |")
        }
        out.append("")
        out.append("Types per scene (a type counts in the scene of its first file; nested ones included):")
        out.append("")
        out.append("| pattern | " + scenes.joined(separator: " | ") + " |")
        out.append("|---|" + String(repeating: "---:|", count: scenes.count))
        for row in figures {
            out.append("| \(row.pattern.rawValue) | " + scenes.map { scene in
                row.scenes.first { $0.scene == scene }.map { String($0.types) } ?? "–"
            }.joined(separator: " | ") + " |")
        }
        out.append("")
        out.append("<details><summary>Every pattern × scene: lines, the share in the UI-free target, types, the largest type, other modules mentioned</summary>")
        out.append("")
        out.append("| pattern | scene | lines | in the UI-free target | types | largest type (code lines) | other modules mentioned |")
        out.append("|---|---|---:|---:|---:|---|---:|")
        for row in figures {
            for scene in row.scenes {
                let share = PatternTargets.logic(row.pattern) == nil || scene.lines == 0
                    ? "–" : "\(Int((Double(scene.logicLines) / Double(scene.lines) * 100).rounded()))%"
                out.append("| \(row.pattern.rawValue) | \(scene.scene) | \(scene.lines.grouped) | \(share) | \(scene.types) | `\(scene.largestType)` (\(scene.largestTypeLines)) | \(scene.mentionedModules) |")
            }
        }
        out.append("")
        out.append("</details>")
        out.append("")
        out.append("![Code lines per pattern: UI-free logic and UI](comparison-lines.svg)")
        out.append("")
        out.append("| pattern | files | types | protocols | largest type (code lines) | Ce | Ca | I | share in the UI-free target |")
        out.append("|---|---:|---:|---:|---|---:|---:|---:|---:|")
        for row in figures {
            let share = PatternTargets.logic(row.pattern) == nil ? "–" : "\(Int((row.logicShare * 100).rounded()))%"
            out.append("| \(row.pattern.rawValue) | \(row.files) | \(row.types) | \(row.protocols) | `\(row.largestType)` (\(row.largestTypeLines)) | \(row.ce) | \(row.ca) | \(String(format: "%.2f", row.instability)) | \(share) |")
        }
        return out.joined(separator: "\n")
    }

    /// What each later demo cost each pattern over the history of its folders.
    static func historyBlock(_ costs: [PatternID: [String: DemoCost]]) -> String {
        var out: [String] = []
        let demos = PatternTargets.laterDemos
        out.append("| pattern | " + demos.joined(separator: " | ") + " |")
        out.append("|---|" + String(repeating: "---:|", count: demos.count))
        for pattern in PatternID.allCases {
            let cells = demos.map { demo -> String in
                guard let cost = costs[pattern]?[demo], cost.filesTouched > 0 else { return "–" }
                return "\(cost.linesAdded.grouped) in \(cost.filesTouched) file\(cost.filesTouched == 1 ? "" : "s")"
            }
            out.append("| \(pattern.rawValue) | " + cells.joined(separator: " | ") + " |")
        }
        return out.joined(separator: "\n")
    }

    /// `document` with the text between `marker`'s comments replaced by `block`; nil when the
    /// markers are missing.
    static func replacing(_ marker: String, in document: String, with block: String) -> String? {
        guard let start = document.range(of: begin(marker)), let stop = document.range(of: end(marker)),
              start.upperBound <= stop.lowerBound else { return nil }
        return document.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: "\n" + block + "\n")
    }

    /// Stacked bars: each pattern's UI-free logic and UI code lines.
    static func chart(_ figures: [PatternFigures]) -> String {
        let rowHeight = 26.0, label = 110.0, width = 520.0, top = 30.0
        let largest = Double(figures.map(\.totalLines).max() ?? 1)
        let height = top + rowHeight * Double(figures.count) + 16
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(label + width + 90))\" height=\"\(Int(height))\" font-family=\"system-ui, sans-serif\" font-size=\"12\">\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        svg += "<rect x=\"\(f(label))\" y=\"8\" width=\"12\" height=\"12\" fill=\"#1f77b4\"/><text x=\"\(f(label + 16))\" y=\"18\">logic (UI-free target)</text>\n"
        svg += "<rect x=\"\(f(label + 170))\" y=\"8\" width=\"12\" height=\"12\" fill=\"#b0b0b0\"/><text x=\"\(f(label + 186))\" y=\"18\">UI</text>\n"
        for (index, row) in figures.enumerated() {
            let y = top + rowHeight * Double(index)
            let logic = width * Double(row.logicLines) / largest, ui = width * Double(row.uiLines) / largest
            svg += "<text x=\"\(f(label - 8))\" y=\"\(f(y + 16))\" text-anchor=\"end\">\(row.pattern.rawValue)</text>\n"
            svg += "<rect x=\"\(f(label))\" y=\"\(f(y + 4))\" width=\"\(f(logic))\" height=\"\(f(rowHeight - 8))\" fill=\"#1f77b4\"/>\n"
            svg += "<rect x=\"\(f(label + logic))\" y=\"\(f(y + 4))\" width=\"\(f(ui))\" height=\"\(f(rowHeight - 8))\" fill=\"#b0b0b0\"/>\n"
            svg += "<text x=\"\(f(label + logic + ui + 6))\" y=\"\(f(y + 16))\">\(row.totalLines.grouped)</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// The Swift source of the figures the Compare screen draws.
    static func swiftFigures(_ figures: [PatternFigures]) -> String {
        var out = """
            // Generated by `swift run mvx report` from the code; do not edit (a test checks that it is current).
            import PatternKit

            extension ComparisonRow {
                /// Every pattern's code, as measured by `mvx analyze`'s engine.
                static let measured: [ComparisonRow] = [

            """
        for row in figures {
            out += "        ComparisonRow(pattern: .\(row.pattern.caseName), logicLines: \(row.logicLines), uiLines: \(row.uiLines), types: \(row.types), protocols: \(row.protocols), largestType: \"\(row.largestType)\", largestTypeLines: \(row.largestTypeLines)),\n"
        }
        return out + "    ]\n}\n"
    }

    private static func f(_ value: Double) -> String { String(format: "%.1f", value) }
}

extension PatternID {
    /// The Swift case name (`massiveMVC`), for generated code.
    var caseName: String {
        switch self {
        case .massiveMVC: "massiveMVC"
        case .mvc: "mvc"
        case .mvp: "mvp"
        case .mvvm: "mvvm"
        case .mvi: "mvi"
        case .viper: "viper"
        case .mvcPlus: "mvcPlus"
        }
    }
}

extension ComparisonDocument {
    static let speedMarker = "speed"

    /// The speed table from `mvx bench patterns --json`: per pattern and blog count the median
    /// and p99 of key → finished frame, the peak memory, and whether the difference from
    /// massive-mvc is real.
    static func speedBlock(_ results: [PatternSessionBenchmark.Result]) -> String {
        let counts = Array(Set(results.map(\.blogCount))).sorted()
        var header = "| pattern |", rule = "|---|"
        for count in counts {
            header += " median, \(count.grouped) blogs | p99 | against massive-mvc |"
            rule += "---:|---:|---|"
        }
        header += " peak RSS, \(counts.last?.grouped ?? "–") blogs |"
        rule += "---:|"
        var out = [header, rule]
        for pattern in PatternID.allCases {
            let own = results.filter { $0.pattern == pattern && !$0.keyMicros.isEmpty }
            guard !own.isEmpty else { continue }
            var line = "| \(pattern.rawValue) |"
            for count in counts {
                guard let result = own.first(where: { $0.blogCount == count }) else { line += " – | – | – |"; continue }
                let summary = SampleSummary(result.keyMicros)
                var against = "–"
                if pattern != .massiveMVC,
                   let baseline = results.first(where: { $0.pattern == .massiveMVC && $0.blogCount == count }),
                   let comparison = MedianComparison.between(result, baseline) {
                    against = comparison.text
                }
                line += String(format: " %.2f ms | %.2f ms | ", summary.median / 1_000, summary.p99 / 1_000) + against + " |"
            }
            let peak = own.first(where: { $0.blogCount == counts.last })?.peakResidentKiB ?? 0
            line += " \(peak / 1024) MiB |"
            out.append(line)
        }
        return out.joined(separator: "\n")
    }
}

extension ComparisonDocument {
    static let mutationMarker = "mutation"

    /// The mutation tables from the committed `mvx mutate` results: per pattern the mutants of its
    /// targets, how many its own tests caught (before and after the survivors were read, when
    /// the earlier run is kept), the score of its logic and of its UI target apart, and the test
    /// code it took; then, from sampled runs, how many the acceptance suite catches.
    static func mutationBlock(_ figures: [MutationFigures], acceptance: [AcceptanceMutationFigures] = []) -> String {
        func percent(_ score: Double?) -> String { score.map { String(format: "%.0f %%", $0 * 100) } ?? "–" }
        func minutes(_ seconds: Double) -> String { seconds == 0 ? "–" : String(format: "%.1f min", seconds / 60) }
        func change(_ before: MutationFigures.Counts?, _ after: MutationFigures.Counts) -> String {
            guard let before, before.score != after.score else { return percent(after.score) }
            return "\(percent(before.score)) → \(percent(after.score))"
        }
        func part(_ counts: MutationFigures.Counts?, before: MutationFigures.Counts?) -> String {
            guard let counts else { return "–" }
            return "\(change(before, counts)) of \(counts.valid.grouped)"
        }
        let hasBefore = figures.contains { $0.before != nil }
        var out = [
            "| pattern | mutants | caught | survived | no test reaches | equivalent | score\(hasBefore ? " (before → after the survivors were read)" : "") | logic target | UI target | own tests | test lines | test lines per caught mutant | mutants' test time |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|",
        ]
        for row in figures {
            let total = row.total
            let tests = row.testTargets.isEmpty ? "none" : "\(row.tests) in " + row.testTargets.map { "`\($0)`" }.joined(separator: ", ")
            let perCaught = row.testLinesPerDetected.map { String(format: "%.1f", $0) } ?? "–"
            out.append("| \(row.pattern.rawValue) | \(total.valid.grouped) | \(total.detected.grouped) | \(total.survived.grouped) | "
                + "\(total.noCoverage.grouped) | \(total.equivalent.grouped) | \(change(row.before, total)) | "
                + "\(part(row.logic, before: row.logicBefore)) | \(part(row.ui, before: nil)) | \(tests) | "
                + "\(row.testLines.grouped) | \(perCaught) | \(minutes(total.testSeconds)) |")
        }
        let notRun = figures.reduce(MutationFigures.Counts()) { $0 + $1.total }
        out.append("")
        out.append("A mutant's test time is its test process's, from start to exit; they are added up per pattern "
            + "(the run has --jobs of them at once), so the build and the unmutated run, shared by all patterns, are not in it.")
        out.append("")
        out.append("Not in the score: \(notRun.compileErrors) mutants that did not compile, \(notRun.equivalent) marked equivalent "
            + "(a comment beside each says why no test could tell), and \(notRun.ignored - notRun.equivalent) that cannot "
            + "be switched at run time (in a pattern, a `#if`, a suppressed line). Made by:")
        out.append("")
        out.append("```sh")
        out.append(MutationResults.command)
        out.append("```")
        guard !acceptance.isEmpty else { return out.joined(separator: "\n") }
        out.append("")
        out.append("The acceptance suite, on a random sample of \(AcceptanceMutationResults.sample) of each pattern's mutants "
            + "(logic and UI targets together), each run against the acceptance tests that reach it, narrowed to the pattern:")
        out.append("")
        out.append("| pattern | sampled | caught | survived | no test reaches | acceptance score (95 % interval) | own tests, the same mutants | caught by either |")
        out.append("|---|---:|---:|---:|---:|---:|---:|---:|")
        for row in acceptance {
            let counts = row.counts
            let interval = row.interval.map { " (\(percent($0.lowerBound))–\(percent($0.upperBound)))" } ?? ""
            let share: (Int) -> String = { row.matched == 0 ? "–" : "\($0) of \(row.matched) (\(percent(Double($0) / Double(row.matched))))" }
            out.append("| \(row.pattern.rawValue) | \(counts.valid) | \(counts.detected) | \(counts.survived) | \(counts.noCoverage) | "
                + "\(percent(counts.score))\(interval) | \(share(row.ownDetected)) | \(share(row.eitherDetected)) |")
        }
        out.append("")
        out.append("Made by, one pattern at a time:")
        out.append("")
        out.append("```sh")
        for row in acceptance { out.append(AcceptanceMutationResults.command(row.pattern)) }
        out.append("```")
        return out.joined(separator: "\n")
    }
}
