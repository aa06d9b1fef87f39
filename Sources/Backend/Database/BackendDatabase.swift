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

        let writer: any DatabaseWriter
        switch location {
        case .file(let directory):
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent(fileName).path
            configuration.prepareDatabase { db in
                // An acknowledged write survives power loss, not only a killed process: every
                // commit is synced (NORMAL would sync only at checkpoints). Its cost is measured
                // by `mvx bench backend` (docs/benchmarks.md).
                try db.execute(sql: "PRAGMA synchronous = FULL")
            }
            writer = try DatabasePool(path: path, configuration: configuration)
            logger.debug("Opened database", metadata: ["path": "\(path)"])
        case .inMemory:
            writer = try DatabaseQueue(configuration: configuration)
            logger.debug("Opened in-memory database")
        }

        let migrator = BackendSchema.migrator(seed: seed)
        let applied = try writer.read { db in try migrator.appliedIdentifiers(db) }
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
