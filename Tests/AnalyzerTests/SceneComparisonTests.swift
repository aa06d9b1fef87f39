import Foundation
import Testing
@testable import Analyzer

@Suite("One scene in two patterns, side by side")
struct SceneComparisonTests {
    @Test func eachSideIsItsFoldersSceneWithRolesAndHoldings() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scene-compare-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "MVP/Feed/FeedViewController.swift": "final class FeedViewController: UIViewController, FeedView { let presenter: FeedPresenter }",
            "MVP/Other/Elsewhere.swift": "struct Elsewhere {}",
            "Presenters/Feed/FeedPresenter.swift": "protocol FeedView: AnyObject {}\nfinal class FeedPresenter { weak var view: (any FeedView)? }",
            "MVVM/Feed/FeedViewController.swift": "final class FeedViewController: UIViewController { let viewModel = FeedViewModel() }",
            "ViewModels/Feed/FeedViewModel.swift": "@Observable final class FeedViewModel {\n    var rows: [String] = []\n}",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let comparison = try SceneComparison.compare(
            left: [root.appendingPathComponent("MVP"), root.appendingPathComponent("Presenters")],
            right: [root.appendingPathComponent("MVVM"), root.appendingPathComponent("ViewModels")],
            scene: "Feed"
        )
        #expect(comparison.left.name == "MVP+Presenters")
        #expect(comparison.left.files.map(\.path).sorted() == ["MVP/Feed/FeedViewController.swift", "Presenters/Feed/FeedPresenter.swift"])
        #expect(comparison.left.pattern.guess == "mvp" && comparison.right.pattern.guess == "mvvm")
        let controller = try #require(comparison.left.types.first { $0.name == "FeedViewController" })
        #expect(controller.role == "viewController" && controller.holds == ["presenter: FeedPresenter"])
        #expect(comparison.right.types.first { $0.name == "FeedViewModel" }?.lines == 3)
        let text = comparison.renderText()
        #expect(text.contains("MVP+Presenters") && text.contains("MVVM+ViewModels"))
        #expect(text.contains("class FeedViewController · viewController, 1 line — holds viewModel: FeedViewModel"))
        #expect(!text.contains("Elsewhere"))
    }

    @Test func aSceneFileThatCannotBeReadIsNamedNotDropped() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scene-skip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("MVP/Feed")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "struct Feed {}".write(to: folder.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
        try Data([0x73, 0x74, 0xFF, 0x0A]).write(to: folder.appendingPathComponent("Broken.swift"))
        let comparison = try SceneComparison.compare(left: [root.appendingPathComponent("MVP")], right: [root.appendingPathComponent("MVP")], scene: "Feed")
        #expect(comparison.left.files.map(\.path) == ["MVP/Feed/Feed.swift"])
        #expect(comparison.left.skipped.map(\.path) == ["MVP/Feed/Broken.swift"])
        #expect(comparison.renderText().contains("skipped MVP/Feed/Broken.swift: "))
    }
}
