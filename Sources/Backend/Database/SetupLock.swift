import Foundation

/// An exclusive advisory lock (`flock`) on a file beside a database, held while the database is
/// opened and migrated, so that processes starting at the same moment on one data folder set it
/// up one after another: the first creates, migrates and seeds; the others find it done.
///
/// SQLite's own locks do not cover this: GRDB's migrator reads which migrations are applied before
/// it starts each migration's transaction, so two first starts both see none and the second fails
/// on tables the first has just made. The lock file stays (removing it would race a waiter).
enum SetupLock {
    /// Runs `body` while holding the lock on `path` (created if missing); waits for another holder.
    static func withLock<T>(at path: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CocoaError.error(.fileWriteUnknown, userInfo: ["errno": errno], url: URL(fileURLWithPath: path)) }
        defer { close(descriptor) }   // closing releases the lock
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw CocoaError.error(.fileLocking, userInfo: ["errno": errno], url: URL(fileURLWithPath: path)) }
        }
        return try body()
    }
}
