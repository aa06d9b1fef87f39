import Domain
import Foundation
@testable import MVXApp
@testable import MVXReport
import PatternKit
import TerminalUI
import TerminalUITesting
import Testing

@Suite("mvx report: the generated comparison")
struct ComparisonReportTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Measured once for the suite (the analyzer over every pattern's sources).
    static let measured = Result { try PatternMeasurer.measure(root: packageRoot) }

    @Test("docs/comparison.md, its chart and the Compare screen's figures match the code (else: swift run mvx report)")
    func generatedPartsAreCurrent() throws {
        for output in try ComparisonReport.outputs(root: Self.packageRoot, history: false, measured: Self.measured.get()) {
            let current = try String(contentsOf: Self.packageRoot.appendingPathComponent(output.path), encoding: .utf8)
            #expect(current == output.text, "\(output.path) is stale: run `swift run mvx report`")
        }
    }

    @Test("every pattern keeps its own preset's rules, each of them checked on its code")
    func everyPatternKeepsItsOwnPreset() throws {
        let cells = try PresetMeasurer.measure(root: Self.packageRoot)
        let own: [PatternID: String] = [
            .massiveMVC: "mvc", .mvc: "mvc", .mvp: "mvp", .mvvm: "mvvm", .mvi: "mvi", .viper: "viper", .mvcPlus: "mvc",
        ]
        for (pattern, preset) in own {
            let cell = try #require(cells[pattern]?[preset])
            #expect(cell.violations == 0 && cell.kept == cell.checked, "\(pattern) against \(preset): \(cell)")
            #expect(cell.skipped == 0, "\(pattern): every rule of \(preset) names something in it")
        }
        // And the baseline breaks what the decoupled patterns keep.
        #expect(cells[.massiveMVC]?["mvvm"]?.violations ?? 0 > 0)
        #expect(cells[.viper]?.values.allSatisfy { $0.kept == $0.checked } == true)
    }

    @Test func theFiguresAreEveryPatternsAndAddUp() throws {
        let figures = try Self.measured.get()
        #expect(figures.map(\.pattern) == PatternID.allCases)
        for row in figures {
            #expect(row.sceneLines.values.reduce(0, +) + row.otherLines == row.totalLines, "\(row.pattern)")
            #expect(row.types >= row.protocols && row.largestTypeLines > 0)
            for scene in row.scenes {
                #expect(scene.lines == row.sceneLines[scene.scene], "\(row.pattern) \(scene.scene)")
                // A scene's largest type is the pattern's own (an extension of a toolkit type is not).
                #expect(scene.largestTypeLines <= scene.lines, "\(row.pattern) \(scene.scene): \(scene.largestType)")
                #expect(scene.logicLines <= scene.lines)
            }
            #expect(row.scenes.map(\.scene) == PatternTargets.scenes.filter { row.sceneLines[$0] != nil })
        }
        let baseline = try #require(figures.first { $0.pattern == .massiveMVC })
        #expect(baseline.logicLines == 0 && baseline.logicShare == 0)
        #expect(figures.filter { PatternTargets.logic($0.pattern) != nil }.allSatisfy { $0.logicLines > 0 })
    }

    @Test func onlyTheTextBetweenTheMarkersIsReplaced() {
        let begin = ComparisonDocument.begin("code"), end = ComparisonDocument.end("code")
        let document = "before\n\(begin)\nold\n\(end)\nafter\n"
        #expect(ComparisonDocument.replacing("code", in: document, with: "new") == "before\n\(begin)\nnew\n\(end)\nafter\n")
        #expect(ComparisonDocument.replacing("history", in: document, with: "new") == nil)
    }
}

@MainActor
@Suite("The Compare screen")
struct CompareScreenTests {
    static let rows = [
        ComparisonRow(pattern: .massiveMVC, logicLines: 0, uiLines: 1000, types: 14, protocols: 0, largestType: "ProfileViewController", largestTypeLines: 369),
        ComparisonRow(pattern: .mvp, logicLines: 1000, uiLines: 1000, types: 42, protocols: 24, largestType: "UserListPresenter", largestTypeLines: 97),
    ]

    @Test func barsScaleToTheLargestPatternAndSplitLogicFromUI() async {
        let navigation = NavigationController(rootViewController: CompareViewController(rows: Self.rows, strings: CatalogStrings(.english)))
        let driver = await AppDriver(size: Size(width: 60, height: 12), rootViewController: navigation)
        let screen = driver.screenText
        #expect(screen.contains { $0.contains("Code lines  █ UI-free logic  ░ UI") })
        let baseline = screen.first { $0.contains("massive-mvc") } ?? ""
        let mvp = screen.first { $0.contains("mvp ") } ?? ""
        #expect(!baseline.contains("█") && baseline.contains("░") && baseline.hasSuffix("1,000"))
        #expect(mvp.contains("█") && mvp.contains("░") && mvp.hasSuffix("2,000"))
        // Half of the largest bar, to a column.
        let count = { (line: String) in line.filter { $0 == "█" || $0 == "░" }.count }
        #expect(abs(count(baseline) * 2 - count(mvp)) <= 2)
        #expect(screen.contains { $0.contains("42 types, 24 protocols, largest UserListPresenter (97)") }, "\(screen.joined(separator: "\n"))")
    }

    @Test func inChinese() async {
        let navigation = NavigationController(rootViewController: CompareViewController(rows: Self.rows, strings: CatalogStrings(.simplifiedChinese)))
        let driver = await AppDriver(size: Size(width: 60, height: 12), rootViewController: navigation)
        #expect(driver.screenText.contains { $0.contains("对比") })
        #expect(driver.screenText.contains { $0.contains("42 个类型, 24 个协议, 最大 UserListPresenter (97 行)") })
    }

    @Test func theMeasuredFiguresListEveryPattern() {
        #expect(ComparisonRow.measured.map(\.pattern) == PatternID.allCases)
    }
}
