import Domain
import Foundation
import GRDB

/// The to-do database's schema history. Migrations only ever get appended: a
/// database written by an older build opens with a newer one, which brings it
/// up to date in one transaction per migration.
public enum TodoMigrations {
    /// v1: the `todoItem` table with a name and a due date (`YYYY-MM-DD` text).
    public static let v1 = "v1-create-todoItem"
    /// v2: adds `createdAt` (existing rows get the migration's time) and an index
    /// on `dueDate` for the `Upcoming` range query.
    public static let v2 = "v2-add-createdAt-and-dueDate-index"
    /// The latest version.
    public static let latest = v2

    /// The migrator with every migration.
    /// - Parameter now: The clock that stamps `createdAt` on rows that predate v2.
    public static func migrator(now: @escaping @Sendable () -> Date) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(v1) { db in
            try db.create(table: "todoItem") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("name", .text).notNull()
                table.column("dueDate", .text).notNull()
            }
        }
        migrator.registerMigration(v2) { db in
            try db.alter(table: "todoItem") { table in
                table.add(column: "createdAt", .datetime).notNull().defaults(to: Date(timeIntervalSince1970: 0))
            }
            try db.execute(sql: "UPDATE todoItem SET createdAt = ?", arguments: [now()])
            try db.create(index: "todoItem_on_dueDate", on: "todoItem", columns: ["dueDate", "name"])
        }
        return migrator
    }
}
