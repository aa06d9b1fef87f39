import Foundation
import Testing
@testable import Analyzer

@Suite("Nothing dropped silently")
struct SkippedFileTests {
    /// A fresh folder under the temporary directory, removed by `body`'s end.
    private func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-skipped-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    private func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func eachSkippedFileIsNamedWithItsReason() throws {
        try withFolder { root in
            try write("struct Good {}\n", root + "/Good.swift")
            // Not UTF-8: a Latin-1 "é" in a comment.
            try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A, 0x73, 0x74, 0x72, 0x75, 0x63, 0x74, 0x20, 0x42, 0x20, 0x7B, 0x7D, 0x0A])
                .write(to: URL(fileURLWithPath: root + "/Latin1.swift"))
            try Data([0xFF, 0xFE, 0x41, 0x00]).write(to: URL(fileURLWithPath: root + "/UTF16.swift"))
            try FileManager.default.createSymbolicLink(atPath: root + "/Broken.swift", withDestinationPath: root + "/Missing.swift")
            try FileManager.default.createSymbolicLink(atPath: root + "/GoneFolder", withDestinationPath: root + "/Nowhere")
            try FileManager.default.createSymbolicLink(atPath: root + "/notes.txt", withDestinationPath: root + "/Nowhere.txt")
            // Over the size limit: a sparse file, no 8 MiB written.
            let big = open(root + "/Big.swift", O_CREAT | O_WRONLY, 0o644)
            #expect(ftruncate(big, off_t(SourceReader.sizeLimit + 1)) == 0)
            close(big)
            // A FIFO named like a source: reading it would block for ever.
            #expect(mkfifo(root + "/Pipe.swift", 0o644) == 0)

            let report = try Analyzer().analyze(URL(fileURLWithPath: root))
            #expect(report.files == 1)
            #expect(report.skipped == [
                SkippedFile(path: "Big.swift", reason: "over the 8 MiB size limit (8388609 bytes)"),
                SkippedFile(path: "Broken.swift", reason: "broken symbolic link"),
                SkippedFile(path: "GoneFolder", reason: "broken symbolic link"),
                SkippedFile(path: "Latin1.swift", reason: "not valid UTF-8 (first bad byte at offset 3)"),
                SkippedFile(path: "Pipe.swift", reason: "not a regular file"),
                SkippedFile(path: "UTF16.swift", reason: "not valid UTF-8 (UTF-16)"),
            ])
        }
    }

    @Test func anUnreadableFileIsNamed() throws {
        // Tests may run as root, whom a mode of 000 does not stop: the case is checked only
        // when the mode does keep the file from being opened.
        try withFolder { root in
            try write("struct Secret {}\n", root + "/Secret.swift")
            chmod(root + "/Secret.swift", 0)
            let blocked = open(root + "/Secret.swift", O_RDONLY)
            if blocked >= 0 {
                close(blocked)
                return
            }
            let report = try Analyzer().analyze(URL(fileURLWithPath: root))
            #expect(report.skipped == [SkippedFile(path: "Secret.swift", reason: "unreadable (Permission denied)")])
        }
    }

    @Test func linkedFilesAndFoldersAreFollowedAndEachRealFileReadOnce() throws {
        try withFolder { root in
            try write("struct A {}\n", root + "/Real/A.swift")
            try write("struct B {}\n", root + "/Outside/B.swift")
            let tree = root + "/Tree"
            try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
            try write("struct C {}\n", tree + "/Own/C.swift")
            // A folder of linked sources (outside the tree), a linked folder, a second link to
            // a file already in the tree, and a loop back to the tree's root.
            try FileManager.default.createSymbolicLink(atPath: tree + "/Linked", withDestinationPath: root + "/Outside")
            try FileManager.default.createSymbolicLink(atPath: tree + "/Alias", withDestinationPath: tree + "/Own")
            try FileManager.default.createSymbolicLink(atPath: tree + "/Own/Again.swift", withDestinationPath: tree + "/Own/C.swift")
            try FileManager.default.createSymbolicLink(atPath: tree + "/Own/Loop", withDestinationPath: tree)
            try FileManager.default.createSymbolicLink(atPath: tree + "/A.swift", withDestinationPath: root + "/Real/A.swift")

            let scanned = try SourceTree(scanning: URL(fileURLWithPath: tree))
            // C.swift is listed under its own path, not through `Alias` or `Again.swift`.
            #expect(scanned.files == ["A.swift", "Linked/B.swift", "Own/C.swift"])
            #expect(scanned.skipped.isEmpty)
            let report = try Analyzer().analyze(URL(fileURLWithPath: tree))
            #expect(report.files == 3)
            #expect(report.types.map(\.name).sorted() == ["A", "B", "C"])
        }
    }

    @Test func aSymlinkLoopIsNamedNotFollowedForever() throws {
        try withFolder { root in
            try write("struct A {}\n", root + "/A.swift")
            try FileManager.default.createSymbolicLink(atPath: root + "/Ping", withDestinationPath: root + "/Pong")
            try FileManager.default.createSymbolicLink(atPath: root + "/Pong", withDestinationPath: root + "/Ping")
            let report = try Analyzer().analyze(URL(fileURLWithPath: root))
            #expect(report.files == 1)
            #expect(report.skipped == [
                SkippedFile(path: "Ping", reason: "symbolic link loop"), SkippedFile(path: "Pong", reason: "symbolic link loop"),
            ])
        }
    }

    @Test func aLinkUpToAFolderHoldingTheTreeIsNamedNotWalked() throws {
        try withFolder { root in
            try write("struct Beside {}\n", root + "/Beside.swift")
            try write("struct A {}\n", root + "/Tree/A.swift")
            try FileManager.default.createSymbolicLink(atPath: root + "/Tree/Up", withDestinationPath: root)
            try FileManager.default.createSymbolicLink(atPath: root + "/Tree/Top", withDestinationPath: "/")
            let report = try Analyzer().analyze(URL(fileURLWithPath: root + "/Tree"))
            #expect(report.files == 1)
            let reason = "symbolic link to a folder holding the analysed folder, not followed"
            #expect(report.skipped == [SkippedFile(path: "Top", reason: reason), SkippedFile(path: "Up", reason: reason)])
        }
    }

    @Test func aFileThatVanishesBetweenTheListingAndTheReadIsNamed() throws {
        try withFolder { root in
            try write("struct Kept {}", root + "/Kept.swift")
            try write("struct Gone {}", root + "/Gone.swift")
            let tree = try SourceTree(scanning: URL(fileURLWithPath: root))
            #expect(tree.files == ["Gone.swift", "Kept.swift"])
            try FileManager.default.removeItem(atPath: root + "/Gone.swift")
            // What `analyze(_:)` does with each listed file: the read names why it failed.
            #expect(SourceReader.text(at: root + "/Gone.swift") == .failure(.unreadable(errno: ENOENT)))
            #expect(SourceReader.SkipReason.unreadable(errno: ENOENT).description == "unreadable (No such file or directory)")
            let report = try Analyzer().analyze(URL(fileURLWithPath: root))
            #expect(report.files == 1 && report.skipped.isEmpty, "a file gone before the listing is simply not there")
        }
    }

    @Test func anEmptyTreeSaysSo() throws {
        try withFolder { root in
            try write("# nothing here\n", root + "/README.md")
            #expect(throws: AnalyzerError.noSwiftFiles(path: root)) { try Analyzer().analyze(URL(fileURLWithPath: root)) }
            #expect(AnalyzerError.noSwiftFiles(path: root).description == "No Swift files under \(root)")
        }
    }

    @Test func aTreeWhoseOnlyFileIsSkippedIsAReportThatNamesIt() throws {
        try withFolder { root in
            try Data([0xC3, 0x28]).write(to: URL(fileURLWithPath: root + "/Bad.swift"))
            let report = try Analyzer().analyze(URL(fileURLWithPath: root))
            #expect(report.files == 0)
            #expect(report.skipped.map(\.path) == ["Bad.swift"])
        }
    }

    @Test func projectsAndWorkspacesAreFoundAndAWorkspacesMissingProjectIsNamed() throws {
        try withFolder { root in
            try write(XcodeFixtures.synchronized, root + "/App.xcodeproj/project.pbxproj")
            try write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:App.xcodeproj"></FileRef>
                   <FileRef location = "group:Gone/Gone.xcodeproj"></FileRef>
                   <FileRef location = "group:../Outside/Lib"></FileRef>
                   <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
                </Workspace>
                """, root + "/App.xcworkspace/contents.xcworkspacedata")
            try write("struct ContentView {}\n", root + "/Apps/App/ContentView.swift")
            try write("struct Entry {}\n", root + "/Apps/App/Widget/Entry.swift")
            try write("struct LaunchTests {}\n", root + "/Apps/AppUITests/LaunchTests.swift")
            let tree = try SourceTree(scanning: URL(fileURLWithPath: root))
            #expect(tree.projects == ["App.xcodeproj/project.pbxproj"])
            #expect(tree.workspaces == ["App.xcworkspace/contents.xcworkspacedata"])
            let report = try Analyzer().analyze(URL(fileURLWithPath: root))
            #expect(report.modules.map(\.name) == ["App", "AppUITests", "Widget"])
            #expect(report.modules.map(\.test) == [false, true, false])
            #expect(report.skipped == [
                SkippedFile(path: "../Outside/Lib", reason: "named by App.xcworkspace, outside the analysed folder"),
                SkippedFile(path: "Gone/Gone.xcodeproj", reason: "named by App.xcworkspace, not found"),
            ])
        }
    }

    @Test func theReportsJSONCarriesSharedAndSkipped() throws {
        var report = Analyzer().analyze(sources: XcodeProjectTests.sharing)
        report.skipped = [SkippedFile(path: "Bad.swift", reason: "not valid UTF-8 (first bad byte at offset 0)")]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try #require(String(data: try encoder.encode(report), encoding: .utf8))
        #expect(json.contains(#""skipped":[{"path":"Bad.swift","reason":"not valid UTF-8 (first bad byte at offset 0)"}]"#))
        #expect(json.contains(#""shared":[{"modules":["App","App Widget"],"path":"App\/Shared Code\/Shared.swift"}]"#))
        #expect(json.contains(#""sharedFiles":1"#))
        #expect(try JSONDecoder().decode(AnalysisReport.self, from: Data(json.utf8)) == report)
    }
}
