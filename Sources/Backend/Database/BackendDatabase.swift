import Foundation
import GRDB
import Logging

/// Opens the backend's SQLite database, migrates it and seeds it on first run.
enum BackendDatabase {
    /// The file name of the database inside a ``DatabaseLocation/file(_:)`` directory.
    static let fileName = "backend.sqlite"

    /// Opens (creating and seeding if needed) the database at `location`.
    ///
    /// A file database is a WAL-mode `DatabasePool`, so reads run in parallel
    /// with each other and with the single writer. An in-memory database is a
    /// `DatabaseQueue`, because SQLite cannot share a private in-memory
    /// database between connections.
    ///
    /// - Parameter lastMigration: For tests: stop after this migration, leaving the
    ///   database as an earlier version of the server made it; nil runs them all.
    static func open(
        at location: DatabaseLocation,
        seed: UInt64,
        logger: Logger,
        upTo lastMigration: String? = nil
    ) throws -> any DatabaseWriter {
        var configuration = Configuration()
        configuration.label = "mvx-backend"
        configuration.foreignKeysEnabled = true
        // Another process on the same file (a second `mvx serve`) waits instead of failing.
        configuration.busyMode = .timeout(5)

        switch location {
        case .file(let directory):
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent(fileName).path
            configuration.prepareDatabase { db in
                // An acknowledged write survives power loss, not only a killed process: every
                // commit is synced (NORMAL would sync only at checkpoints). Its cost is measured
                // by `scripts/bench-increments.py` (docs/benchmarks.md, "The cost of `synchronous = FULL`").
                try db.execute(sql: "PRAGMA synchronous = FULL")
            }
            // Several processes starting on one new folder set it up one at a time.
            return try SetupLock.withLock(at: path + lockSuffix) {
                let writer = try DatabasePool(path: path, configuration: configuration)
                logger.debug("Opened database", metadata: ["path": "\(path)"])
                return try migrate(writer, seed: seed, logger: logger, upTo: lastMigration)
            }
        case .inMemory:
            let writer = try DatabaseQueue(configuration: configuration)
            logger.debug("Opened in-memory database")
            return try migrate(writer, seed: seed, logger: logger, upTo: lastMigration)
        }
    }

    /// The suffix of the set-up lock's file beside the database (`backend.sqlite-setup-lock`).
    static let lockSuffix = "-setup-lock"

    /// Brings `writer` to the current schema (seeding a new database); refuses a database that a
    /// newer version of the server has migrated further.
    private static func migrate(
        _ writer: some DatabaseWriter, seed: UInt64, logger: Logger, upTo lastMigration: String?
    ) throws -> any DatabaseWriter {
        let migrator = BackendSchema.migrator(seed: seed)
        let applied = try writer.read { db in try migrator.appliedIdentifiers(db) }
        let known = Set(migrator.migrations)
        if let unknown = applied.subtracting(known).sorted().first {
            throw NewerDatabaseError(path: writer.path, migration: unknown)
        }
        if let lastMigration {
            try migrator.migrate(writer, upTo: lastMigration)
            return writer
        }
        try migrator.migrate(writer)
        if !applied.contains(BackendSchema.seedMigration) {
            logger.info("Seeded a fresh database", metadata: ["seed": "\(seed)"])
        } else if applied.count < migrator.migrations.count {
            logger.info("Migrated the database", metadata: ["from": "\(applied.count) migrations", "to": "\(migrator.migrations.count)"])
        }
        return writer
    }
}

/// The database holds a migration this server does not know: a newer version of MVX made it.
/// Opening it would run old code on a newer schema, so the server refuses and says so.
public struct NewerDatabaseError: Error, Equatable, CustomStringConvertible {
    /// The database file.
    public var path: String
    /// The first migration this version does not know.
    public var migration: String

    public var description: String { "\(path) was made by a newer version of mvx (migration \(migration))" }
}
