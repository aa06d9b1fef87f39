import Domain
import Foundation
import GRDB

/// The to-do items in a SQLite database on this machine (`todo.sqlite` in the
/// app's data folder).
///
/// - The schema is versioned by ``TodoMigrations``; opening an older database
///   migrates it.
/// - The database runs in WAL mode with `synchronous = FULL`: once ``add(name:dueDate:)``
///   returns, the item survives the process being killed or the machine losing power.
/// - Every save is one transaction. A save that finds no room (`SQLITE_FULL`: the disk, or the
///   file system's quota, is full) fails with ``AppError/diskFull`` and changes nothing; the same
///   save goes through once there is room again.
/// - ``close()`` folds the write-ahead log into `todo.sqlite` itself, so the file alone holds
///   every item (what a backup or a copy of the data folder takes). The app calls it on every
///   ending but SIGKILL.
/// - The clock of ``DateProvider`` stamps `createdAt` and decides what "today" is
///   for validation.
public final class SQLiteTodoStore: TodoStore {
    /// The database file's name inside the data folder.
    public static let fileName = "todo.sqlite"

    /// The database file.
    public let path: String
    let database: DatabaseQueue
    let dates: DateProvider

    /// Opens (creating and migrating as needed) `todo.sqlite` in `directory`.
    /// - Throws: ``AppError/storage(_:)`` when the file cannot be opened or migrated.
    public convenience init(directory: URL, dates: DateProvider) throws(AppError) {
        try self.init(path: directory.appendingPathComponent(Self.fileName).path, dates: dates)
    }

    /// Opens (creating and migrating as needed) the database at `path`.
    /// - Throws: ``AppError/storage(_:)`` when the file cannot be opened or migrated.
    public init(path: String, dates: DateProvider) throws(AppError) {
        self.path = path
        self.dates = dates
        var configuration = Configuration()
        configuration.journalMode = .wal
        configuration.label = "mvx.todo"
        // Another window on the same data folder writing at this moment: wait for it, never
        // "database is locked".
        configuration.busyMode = .timeout(5)
        do {
            // Windows starting at once on a new folder create and migrate it one at a time.
            database = try TodoSetupLock.withLock(at: path + "-setup-lock") {
                let database = try DatabaseQueue(path: path, configuration: configuration)
                // GRDB sets `synchronous = NORMAL` with WAL; a returned save must be durable.
                try database.writeWithoutTransaction { db in
                    try db.execute(sql: "PRAGMA synchronous = FULL")
                }
                let migrator = TodoMigrations.migrator(now: dates.now)
                let applied = try database.read { db in try migrator.appliedIdentifiers(db) }
                if let unknown = applied.subtracting(migrator.migrations).sorted().first {
                    throw AppError.storage("\(path) was made by a newer version of mvx (migration \(unknown))")
                }
                try migrator.migrate(database)
                return database
            }
        } catch {
            throw Self.storageError(error, doing: "open \(path)")
        }
    }

    public func items(from start: Day, through end: Day) async throws(AppError) -> [TodoItem] {
        do {
            let records = try await database.read { db in
                try TodoRecord
                    .filter(TodoRecord.Columns.dueDate >= start.description && TodoRecord.Columns.dueDate <= end.description)
                    .order(TodoRecord.Columns.dueDate, TodoRecord.Columns.name, TodoRecord.Columns.id)
                    .fetchAll(db)
            }
            return records.compactMap(\.item)
        } catch {
            throw Self.storageError(error, doing: "read to-do items")
        }
    }

    public func add(name: String, dueDate: Day) async throws(AppError) -> TodoItem {
        let validName = try TodoValidation.validate(name: name, dueDate: dueDate, today: dates.today())
        let createdAt = dates.now()
        do {
            let record = try await database.write { db in
                try TodoRecord(id: nil, name: validName, dueDate: dueDate.description, createdAt: createdAt).inserted(db)
            }
            guard let item = record.item else { throw AppError.storage("The saved item has no id") }
            return item
        } catch {
            throw Self.storageError(error, doing: "save a to-do item")
        }
    }

    public func delete(id: TodoItem.ID) async throws(AppError) {
        do {
            _ = try await database.write { db in
                try TodoRecord.deleteOne(db, key: Int64(id))
            }
        } catch {
            throw Self.storageError(error, doing: "delete a to-do item")
        }
    }

    /// Folds the write-ahead log into the database file (a `TRUNCATE` checkpoint) and closes the
    /// connection; the store cannot be used afterwards (its calls fail with ``AppError/storage(_:)``).
    ///
    /// Waits for no one: when another process on the same file is reading or writing at this
    /// moment the checkpoint is left to the last one to close (SQLite folds the log in when its
    /// last connection closes), and this one closes at once. Safe to call more than once.
    /// - Throws: ``AppError/storage(_:)`` when the connection cannot be closed.
    public func close() throws(AppError) {
        do {
            try database.writeWithoutTransaction { db in
                // Another window's transaction would make the checkpoint wait for it: give up at once instead.
                try db.execute(sql: "PRAGMA busy_timeout = 0")
                do {
                    _ = try db.checkpoint(.truncate)
                } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                    // Another process reads or writes: the last one to close folds the log in.
                }
            }
            try database.close()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_MISUSE {
            // Closed already.
        } catch {
            throw Self.storageError(error, doing: "close \(path)")
        }
    }

    private static func storageError(_ error: any Error, doing action: String) -> AppError {
        if let appError = error as? AppError { return appError }
        if error is CancellationError { return .cancelled }
        if let databaseError = error as? DatabaseError, databaseError.resultCode == .SQLITE_FULL { return .diskFull }
        if let databaseError = error as? DatabaseError {
            return .storage("Cannot \(action): \(databaseError.message ?? databaseError.resultCode.description)")
        }
        return .storage("Cannot \(action): \(error)")
    }
}
