import Foundation
import Testing
@testable import Analyzer

/// The analyzer on MVX itself: every pattern's modules must be guessed as that pattern.
@Suite("MVX's own patterns, guessed")
struct MVXPatternsTests {
    static let expected: [String: String] = [
        "MassiveMVC": "massive-mvc", "MVC": "mvc", "MVP": "mvp", "MVPPresenters": "mvp",
        "MVVM": "mvvm", "MVVMViewModels": "mvvm", "MVI": "mvi", "MVIFeatures": "mvi",
        "VIPER": "viper", "VIPERLogic": "viper", "MVCPlus": "mvc-plus", "MVCPlusLogic": "mvc-plus",
        // No screens: no UI. The toolkit and the shared views have screens (an alert, a field
        // list) but no pattern's parts.
        "Domain": "no-ui", "Backend": "no-ui", "LiveServices": "no-ui", "TerminalUI": "unknown", "SceneViews": "unknown",
    ]

    /// MVX's sources and manifest, analysed once for the suite, with its own layer rules.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let report: AnalysisReport? = {
        let packageRoot = Self.packageRoot
        guard let rulesText = try? String(contentsOf: packageRoot.appendingPathComponent("docs/layer-rules.txt"), encoding: .utf8),
              let rules = try? LayerRules(text: rulesText),
              let tree = try? SourceTree(scanning: packageRoot.appendingPathComponent("Sources")) else { return nil }
        // The manifest from the package root, the files under Sources: target folders line up.
        let prefixed = SourceTree(root: packageRoot, files: tree.files.map { "Sources/" + $0 }, manifests: ["Package.swift"])
        return Analyzer().analyze(tree: prefixed, rules: rules) { path in
            try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        }
    }()

    @Test func everyPatternModuleIsGuessedRight() throws {
        let report = try #require(Self.report)
        for (module, pattern) in Self.expected {
            let guess = try #require(report.modules.first { $0.name == module }?.pattern, "\(module) was not found")
            #expect(guess.guess == pattern, "\(module): \(guess)")
            if pattern != "unknown", pattern != PatternGuesser.noUI { #expect(guess.confidence >= 0.6, "\(module): \(guess)") }
        }
    }

    @Test func mvxKeepsItsOwnLayerRules() throws {
        let report = try #require(Self.report)
        #expect(report.violations == [])
        // And every rule names what MVX has: none is kept by naming nothing.
        let rulesText = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/layer-rules.txt"), encoding: .utf8)
        #expect(try LayerRules(text: rulesText).problems(in: report) == [])
        #expect(report.smells.largeTypes.count <= 1, "\(report.smells.largeTypes)")
    }
}
