import Analyzer
import Foundation
@testable import MVXBench
import Testing

/// `mvx bench analyze PATH [--preset NAME]` times the analysis a user runs: with a preset, each
/// analysis checks the preset's rules (the result counts their violations). No timing is asserted.
@Suite struct AnalyzeBenchmarkTests {
    @Test func withAPresetTheTimedAnalysesCheckItsRules() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-bench-analyze-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "import UIKit\nfinal class ProfileViewModel { var title = \"\" { didSet {} } }\n"
            .write(to: root.appendingPathComponent("App/ProfileViewModel.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nfinal class ProfileViewController: UIViewController { let viewModel = ProfileViewModel() }\n"
            .write(to: root.appendingPathComponent("App/ProfileViewController.swift"), atomically: true, encoding: .utf8)

        let plain = try AnalyzeBenchmark.run(path: root.path, rounds: 1)
        let checked = try AnalyzeBenchmark.run(path: root.path, rounds: 1, presets: [try #require(Preset.named("mvvm"))])
        #expect(plain.files == 2 && checked.files == 2)
        #expect(plain.violations == 0)
        #expect(checked.violations == 1)   // the view model imports UIKit
        #expect(checked.analyzeSeconds > 0 && checked.floorSeconds > 0)
        #expect(checked.peakMiB.count == 3)
    }
}
