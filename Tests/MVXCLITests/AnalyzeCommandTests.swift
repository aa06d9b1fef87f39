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

    @Test func aPresetItsListingAStrictBaselineAndAnUnknownPreset() throws {
        guard let mvx = ServeProcess.findMVX() else { return }
        let root = try Self.tree([
            "App/ProfileViewController.swift": "import UIKit\nfinal class ProfileViewController: UIViewController {\n    let viewModel = ProfileViewModel()\n    func tap() { viewModel.onChange = { } }\n}\n",
            "App/ProfileViewModel.swift": "import UIKit\nfinal class ProfileViewModel {\n    var onChange: (() -> Void)?\n    var title = \"\" { didSet { onChange?() } }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let listing = GalleryTmuxTests.run(mvx, ["analyze", "--preset", "mvvm", "--list"])
        #expect(listing.status == 0)
        #expect(listing.output.contains("view models may not import toolkit\n  why: "))

        let checked = GalleryTmuxTests.run(mvx, ["analyze", root.path, "--preset", "mvvm", "--format", "xcode"])
        #expect(checked.status == 1)
        #expect(checked.output.contains("/App/ProfileViewModel.swift:1:8: error: imports UIKit, against the rule \"view models may not import toolkit\" (preset mvvm:1)"))
        #expect(checked.output.contains("/App/ProfileViewModel.swift:1:8: note: fix: "))

        // Known, then fixed: a strict baseline fails on the entry no longer found.
        let baseline = root.appendingPathComponent("baseline.json").path
        #expect(GalleryTmuxTests.run(mvx, ["analyze", root.path, "--preset", "mvvm", "--write-baseline", baseline]).status == 0)
        #expect(GalleryTmuxTests.run(mvx, ["analyze", root.path, "--preset", "mvvm", "--baseline", baseline, "--strict-baseline"]).status == 0)
        try "import Foundation\nfinal class ProfileViewModel {\n    var onChange: (() -> Void)?\n    var title = \"\" { didSet { onChange?() } }\n}\n"
            .write(to: root.appendingPathComponent("App/ProfileViewModel.swift"), atomically: true, encoding: .utf8)
        #expect(GalleryTmuxTests.run(mvx, ["analyze", root.path, "--preset", "mvvm", "--baseline", baseline]).status == 0)
        #expect(GalleryTmuxTests.run(mvx, ["analyze", root.path, "--preset", "mvvm", "--baseline", baseline, "--strict-baseline"]).status == 1)

        #expect(GalleryTmuxTests.run(mvx, ["analyze", root.path, "--preset", "mvvn"]).status == 64)
    }

    @Test func aMissingPathOrABadRulesFileIsAUsageError() throws {
        guard let mvx = ServeProcess.findMVX() else { return }
        #expect(GalleryTmuxTests.run(mvx, ["analyze", "/no/such/folder"]).status == 64)
        let root = try Self.tree(["A.swift": "struct A {}", "rules.txt": "A must not import B\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(GalleryTmuxTests.run(mvx, ["analyze", root.path, "--rules", root.appendingPathComponent("rules.txt").path]).status == 64)
    }

    /// Files added, rewritten, removed and renamed the whole time `mvx analyze` reads the tree,
    /// beside a 50 MB file: the run ends with a report (status 0, valid JSON), the big file named
    /// as skipped with its reason, and every other skipped file with one.
    @Test func aTreeThatChangesWhileItIsReadAndAFiftyMegabyteFile() throws {
        guard let mvx = ServeProcess.findMVX() else { return }
        var files: [String: String] = [:]
        for index in 0..<300 { files["Churn/File\(index).swift"] = "struct Type\(index) { var value = \(index) }\n" }
        files["Stable/Kept.swift"] = "final class KeptViewController: UIViewController {}\n"
        let root = try Self.tree(files)
        defer { try? FileManager.default.removeItem(at: root) }
        // 50 MB of Swift source, sparse on disk.
        let huge = FileManager.default.createFile(atPath: root.appendingPathComponent("Huge.swift").path, contents: nil)
        try #require(huge)
        let handle = try FileHandle(forWritingTo: root.appendingPathComponent("Huge.swift"))
        try handle.truncate(atOffset: 50_000_000)
        try handle.close()

        let churn = Churn(folder: root.appendingPathComponent("Churn"))
        let thread = Thread { churn.run() }
        thread.start()
        var runs: [(status: Int32, output: String)] = []
        for _ in 0..<3 { runs.append(GalleryTmuxTests.run(mvx, ["analyze", root.path, "--format", "json"])) }
        churn.stop()
        #expect(churn.changes > 0, "the tree never changed while it was read")

        for run in runs {
            #expect(run.status == 0, "no report: \(run.output.prefix(500))")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let skipped = report["skipped"] as? [[String: Any]] ?? []
            let hugeSkip = skipped.first { $0["path"] as? String == "Huge.swift" }
            #expect((hugeSkip?["reason"] as? String)?.hasPrefix("over the 8 MiB size limit (50000000 bytes)") == true, "\(skipped)")
            for entry in skipped { #expect(!((entry["reason"] as? String) ?? "").isEmpty, "\(entry)") }
            #expect((report["files"] as? Int ?? 0) >= 1, "Kept.swift at least")
        }
    }
}

/// Changes a folder of Swift files until stopped: rewrites, removes and adds files, and renames a
/// subfolder back and forth.
private final class Churn: @unchecked Sendable {
    private let folder: URL
    private let lock = NSLock()
    private var stopped = false
    private var count = 0

    init(folder: URL) { self.folder = folder }

    var changes: Int { lock.withLock { count } }

    func stop() { lock.withLock { stopped = true } }

    func run() {
        let manager = FileManager.default
        var round = 0
        while !lock.withLock({ stopped }) {
            round += 1
            let index = round % 300
            let file = folder.appendingPathComponent("File\(index).swift")
            if round % 3 == 0 {
                try? manager.removeItem(at: file)
            } else {
                try? "struct Type\(index) { var round = \(round) }\n".write(to: file, atomically: round % 2 == 0, encoding: .utf8)
            }
            let sub = folder.appendingPathComponent("Sub"), moved = folder.appendingPathComponent("Moved")
            if round % 50 == 0 {
                try? manager.createDirectory(at: sub, withIntermediateDirectories: true)
                try? "struct Nested\(round) {}\n".write(to: sub.appendingPathComponent("N.swift"), atomically: true, encoding: .utf8)
            } else if round % 50 == 25 {
                try? manager.moveItem(at: sub, to: moved)
                try? manager.removeItem(at: moved)
            }
            lock.withLock { count += 1 }
        }
    }
}
