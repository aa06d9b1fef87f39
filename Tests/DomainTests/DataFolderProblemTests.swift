import Domain
import Foundation
import Testing

@Suite("Why a data folder cannot be used")
struct DataFolderProblemTests {
    @Test("a system error's errno names what the user can fix")
    func fromErrno() {
        #expect(DataFolderProblem.problem(errno: EACCES) == .permissionDenied)
        #expect(DataFolderProblem.problem(errno: EPERM) == .permissionDenied)
        #expect(DataFolderProblem.problem(errno: EROFS) == .readOnly)
        #expect(DataFolderProblem.problem(errno: ENOSPC) == .diskFull)
        #expect(DataFolderProblem.problem(errno: EDQUOT) == .diskFull)
        #expect(DataFolderProblem.problem(errno: ENOTDIR) == .notAFolder)
        #expect(DataFolderProblem.problem(errno: ENOENT) == .other("No such file or directory"))
    }

    @Test("a file in the folder's place, a folder that takes writes, and one that cannot be made")
    func diagnose() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-problem-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let file = base.appendingPathComponent("in-the-way")
        try Data("x".utf8).write(to: file)
        #expect(DataFolderProblem.diagnose(folder: file, failure: "open failed") == .notAFolder)
        #expect(DataFolderProblem.diagnose(folder: file.appendingPathComponent("below"), failure: "x") == .notAFolder)
        // The folder is fine: the fault is the error's own, in its words (a newer database, say).
        let fine = base.appendingPathComponent("fine/nested")
        #expect(DataFolderProblem.diagnose(folder: fine, failure: "made by a newer version")
                == .other("made by a newer version"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: fine.path).isEmpty, "the probe file is removed")
        #expect(DataFolderProblem.diagnose(folder: URL(fileURLWithPath: "/proc/mvx-cannot-be-here"), failure: "x")
                == .other("No such file or directory"))
    }
}
