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
        "Domain": "unknown", "TerminalUI": "unknown", "SceneViews": "unknown", "Backend": "unknown",
    ]

    @Test func everyPatternModuleIsGuessedRight() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var sources: [String: String] = ["Package.swift": try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)]
        for module in Self.expected.keys {
            let folder = packageRoot.appendingPathComponent("Sources/\(module)")
            let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let url as URL in walker where url.pathExtension == "swift" {
                sources["Sources/\(module)/" + url.path.dropFirst(folder.path.count + 1)] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        let report = Analyzer().analyze(sources: sources, name: "MVX")
        for (module, pattern) in Self.expected {
            let guess = try #require(report.modules.first { $0.name == module }?.pattern, "\(module) was not found")
            #expect(guess.guess == pattern, "\(module): \(guess)")
            if pattern != "unknown" { #expect(guess.confidence >= 0.6, "\(module): \(guess)") }
        }
    }
}
