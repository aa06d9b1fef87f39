import AcceptanceSupport
import Foundation
import Testing

/// What the build-tool plugin runs (`--build-tool-stamp`, `--only-under`), on the built binary:
/// warnings and a stamp by default, errors, status 1 and no stamp with `build_errors: true`.
@Suite("mvx analyze, as the build-tool plugin runs it")
struct AnalyzeBuildToolModeTests {
    private static func package(config: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-build-tool-\(UUID().uuidString)")
        let files = [
            "App/ProfileViewController.swift": "final class ProfileViewController: UIViewController {\n    let viewModel = ProfileViewModel()\n    func bind() { viewModel.onChange = { } }\n}\n",
            "App/ProfileViewModel.swift": "final class ProfileViewModel {\n    var onChange: (() -> Void)?\n    weak var screen: ProfileViewController?\n}\n",
            "Other/Note.swift": "struct Note {}\n",
            ".mvx-analyze.yml": config,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    private static let rule = "rules:\n  - view models may not depend on view controllers\n"

    @Test func violationsAreWarningsAndTheStampIsWritten() throws {
        guard let mvx = ServeProcess.findMVX() else { return }
        let root = try Self.package(config: Self.rule)
        defer { try? FileManager.default.removeItem(at: root) }
        let stamp = root.appendingPathComponent("stamp.swift")
        let run = GalleryTmuxTests.run(mvx, ["analyze", root.path, "--only-under", root.appendingPathComponent("App").path, "--build-tool-stamp", stamp.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("\(root.path)/App/ProfileViewModel.swift:3:22: warning: ProfileViewModel mentions ProfileViewController"), "\(run.output)")
        #expect(!run.output.contains(": error: "), "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: stamp.path))

        // Another target's files: nothing to say.
        let other = GalleryTmuxTests.run(mvx, ["analyze", root.path, "--only-under", root.appendingPathComponent("Other").path, "--build-tool-stamp", stamp.path])
        #expect(other.status == 0, "\(other.output)")
        #expect(other.output.isEmpty, "\(other.output)")
    }

    @Test func buildErrorsMakesThemErrorsThatFailTheBuild() throws {
        guard let mvx = ServeProcess.findMVX() else { return }
        let root = try Self.package(config: Self.rule + "build_errors: true\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let stamp = root.appendingPathComponent("stamp.swift")
        let run = GalleryTmuxTests.run(mvx, ["analyze", root.path, "--only-under", root.appendingPathComponent("App").path, "--build-tool-stamp", stamp.path])
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("/App/ProfileViewModel.swift:3:22: error: ProfileViewModel mentions ProfileViewController"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
    }
}
