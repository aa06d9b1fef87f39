import Domain
import Foundation

/// An exclusive advisory lock (`flock`) on `todo.sqlite-setup-lock`, held while the to-do
/// database is opened and migrated: windows started at the same moment on one data folder migrate
/// it one after another (GRDB's migrator reads what is applied outside its transactions, so two
/// first starts would both create the tables). The backend's database has the same guard
/// (`Backend/Database/SetupLock.swift`); the two layers share no module, so each keeps its own.
enum TodoSetupLock {
    /// Runs `body` while holding the lock on `path` (created if missing); waits for another holder.
    static func withLock<T>(at path: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw AppError.storage("Cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw AppError.storage("Cannot lock \(path): \(String(cString: strerror(errno)))") }
        }
        return try body()
    }
}
