import Foundation

/// Why the app could not use its data folder, in terms a user can act on: the folder's
/// permissions, a full disk, a file in the way, or the underlying error's own words (a database
/// made by a newer version of mvx, say).
public enum DataFolderProblem: Sendable, Hashable {
    /// A file (not a folder) is at the path.
    case notAFolder
    /// The folder, or one above it, may not be written by this user.
    case permissionDenied
    /// The folder is on a read-only file system.
    case readOnly
    /// The disk (or the user's quota) is full.
    case diskFull
    /// Anything else, in the words of the error or the system.
    case other(String)

    /// Finds out why `folder` could not be used after a failure described by `failure`: it tries
    /// to create the folder and write a small probe file in it (removed at once), and names what
    /// that trips on; when the folder takes a write, the fault is the failure's own, in its words.
    public static func diagnose(folder: URL, failure: String) -> DataFolderProblem {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return .notAFolder
        }
        if mkdirs(folder.path) != 0 { return problem(errno: errno) }
        let probe = folder.appendingPathComponent(".mvx-probe-\(getpid())").path
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return problem(errno: errno) }
        defer { close(descriptor); unlink(probe) }
        let block = [UInt8](repeating: 0, count: 4096)
        if block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) != block.count || fsync(descriptor) != 0 {
            return problem(errno: errno)
        }
        return .other(failure)
    }

    /// The problem a failed system call's `errno` names.
    public static func problem(errno code: Int32) -> DataFolderProblem {
        switch code {
        case EACCES, EPERM: .permissionDenied
        case EROFS: .readOnly
        case ENOSPC, EDQUOT: .diskFull
        case ENOTDIR, EEXIST: .notAFolder
        default: .other(String(cString: strerror(code)))
        }
    }

    /// `mkdir -p`: 0, or -1 with `errno` set.
    private static func mkdirs(_ path: String) -> Int32 {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return 0 }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, mkdirs(parent) != 0 { return -1 }
        if mkdir(path, 0o755) != 0, errno != EEXIST { return -1 }
        return 0
    }
}
