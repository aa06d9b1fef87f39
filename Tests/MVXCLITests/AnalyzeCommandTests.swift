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
        #expect(checked.output.contains("Rules: 1 of 1 broken, 1 violation"))
        #expect(checked.output.contains("Logic/Presenter.swift:1:8: imports UIKit"))

        let xcode = GalleryTmuxTests.run(mvx, ["analyze", root.path, "--rules", root.appendingPathComponent("rules.txt").path, "--format", "xcode"])
        #expect(xcode.status == 1)
        #expect(xcode.output.contains("\(root.path)/Logic/Presenter.swift:1:8: error: imports UIKit"))
    }

    @Test func aRuleThatNamesNothingInTheTreeIsAUsageError() throws {
        guard let mvx = ServeProcess.findMVX() else { return }
        let root = try Self.tree(["Logic/A.swift": "import UIKit\nstruct A {}", "rules.txt": "MVVMViewModel may not import UIKit\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = GalleryTmuxTests.run(mvx, ["analyze", root.path, "--rules", root.appendingPathComponent("rules.txt").path])
        #expect(run.status == 64)   // the error, naming the rule, is on stderr
        #expect(run.output.isEmpty)
    }

    @Test func aMissingPathOrABadRulesFileIsAUsageError() throws {
        guard let mvx = ServeProcess.findMVX() else { return }
        #expect(GalleryTmuxTests.run(mvx, ["analyze", "/no/such/folder"]).status == 64)
        let root = try Self.tree(["A.swift": "struct A {}", "rules.txt": "A must not import B\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(GalleryTmuxTests.run(mvx, ["analyze", root.path, "--rules", root.appendingPathComponent("rules.txt").path]).status == 64)
    }
}
