import AcceptanceSupport
import Foundation
import Testing

/// `mvx analyze` as a team's CI would run it: the built binary, its JSON, its exit status.
@Suite("mvx analyze, the command")
struct AnalyzeCommandTests {
    private static func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-analyze-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func jsonOnStdoutAndExitOneWhenARuleIsBroken() throws {
        guard let mvx = ServeProcess.findMVX() else { return }
        let root = try Self.tree([
            "Logic/Presenter.swift": "import UIKit\nfinal class FeedPresenter {}",
            "UI/FeedViewController.swift": "final class FeedViewController: UIViewController { let presenter = FeedPresenter() }",
            "rules.txt": "Logic may not import UIKit\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let plain = GalleryTmuxTests.run(mvx, ["analyze", root.path, "--format", "json"])
        #expect(plain.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(plain.output.utf8)) as? [String: Any])
        #expect(report["files"] as? Int == 2)
        #expect((report["pattern"] as? [String: Any])?["guess"] as? String == "mvp")

        let checked = GalleryTmuxTests.run(mvx, ["analyze", root.path, "--rules", root.appendingPathComponent("rules.txt").path])
        #expect(checked.status == 1)
        #expect(checked.output.contains("Rules: 1 broken"))
        #expect(checked.output.contains("Logic/Presenter.swift: imports UIKit"))
    }

    @Test func aMissingPathOrABadRulesFileIsAUsageError() throws {
        guard let mvx = ServeProcess.findMVX() else { return }
        #expect(GalleryTmuxTests.run(mvx, ["analyze", "/no/such/folder"]).status == 64)
        let root = try Self.tree(["A.swift": "struct A {}", "rules.txt": "A must not import B\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(GalleryTmuxTests.run(mvx, ["analyze", root.path, "--rules", root.appendingPathComponent("rules.txt").path]).status == 64)
    }
}
