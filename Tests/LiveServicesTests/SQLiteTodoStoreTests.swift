import Domain
import Foundation
import GRDB
import Testing
@testable import LiveServices

@Suite("SQLite to-do store")
struct SQLiteTodoStoreTests {
    /// 2025-06-04 10:00 UTC, a Wednesday.
    static let now = Date(timeIntervalSince1970: 1_749_031_200)
    let dates = DateProvider.fixed(SQLiteTodoStoreTests.now, calendar: Language.english.calendar(timeZone: TimeZone(identifier: "UTC")!))
    var today: Day { dates.today() }

    @Test("a new database is created, migrated to the latest version, in WAL mode with synchronous = FULL")
    func freshDatabase() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = try SQLiteTodoStore(directory: folder.url, dates: dates)
        #expect(store.path == folder.url.appendingPathComponent("todo.sqlite").path)
        let (applied, journalMode, synchronous, indexes) = try await store.database.read { db in
            (
                try TodoMigrations.migrator(now: { Self.now }).appliedIdentifiers(db),
                try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                try Int.fetchOne(db, sql: "PRAGMA synchronous"),
                try db.indexes(on: "todoItem").map(\.name)
            )
        }
        #expect(applied == [TodoMigrations.v1, TodoMigrations.v2])
        #expect(journalMode == "wal")
        #expect(synchronous == 2, "2 is FULL")
        #expect(indexes.contains("todoItem_on_dueDate"))
    }

    @Test("adds, lists by range in date-then-name order, deletes, and keeps items across reopening")
    func roundTrip() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = try SQLiteTodoStore(directory: folder.url, dates: dates)
        let milk = try await store.add(name: "  Milk ", dueDate: today)
        let bread = try await store.add(name: "Bread", dueDate: today)
        let later = try await store.add(name: "Later", dueDate: today.adding(days: 20))
        #expect(milk.name == "Milk")
        #expect(milk.createdAt == Self.now)
        #expect(Set([milk.id, bread.id, later.id]).count == 3)

        #expect(try await store.items(from: today, through: today.adding(days: 13)) == [bread, milk])
        #expect(try await store.items(in: dates.upcomingSchedule()).map(\.name) == ["Bread", "Milk"])

        try await store.delete(id: bread.id)
        try await store.delete(id: bread.id)  // deleting again is fine

        let reopened = try SQLiteTodoStore(directory: folder.url, dates: dates)
        #expect(try await reopened.items(from: today, through: today.adding(days: 30)) == [milk, later])
    }

    @Test("rejects an empty name and a past due date, saving nothing")
    func validation() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = try SQLiteTodoStore(directory: folder.url, dates: dates)
        await #expect(throws: AppError.invalidInput(.emptyName)) { try await store.add(name: " \t", dueDate: today) }
        await #expect(throws: AppError.invalidInput(.dueDateInPast)) { try await store.add(name: "Yesterday", dueDate: today.adding(days: -1)) }
        #expect(try await store.items(from: today.adding(days: -30), through: today.adding(days: 30)).isEmpty)
        let count = try await store.database.read { db in try TodoRecord.fetchCount(db) }
        #expect(count == 0)
    }

    @Test("validation follows the injected clock, not the machine's")
    func injectedClock() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // A clock in 2031: 2030 dates are in the past for it.
        let future = DateProvider.fixed(Date(timeIntervalSince1970: 1_930_000_000), calendar: Language.english.calendar(timeZone: TimeZone(identifier: "UTC")!))
        let store = try SQLiteTodoStore(directory: folder.url, dates: future)
        await #expect(throws: AppError.invalidInput(.dueDateInPast)) { try await store.add(name: "x", dueDate: Day(year: 2030, month: 1, day: 1)!) }
        #expect(try await store.add(name: "x", dueDate: future.today()).createdAt == future.now())
    }

    @Test("concurrent saves each get their own row")
    func concurrentSaves() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = try SQLiteTodoStore(directory: folder.url, dates: dates)
        let today = today
        let ids = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<40 {
                group.addTask { try await store.add(name: "Task \(index)", dueDate: today.adding(days: index % 14)).id }
            }
            return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(ids.count == 40)
        #expect(try await store.items(from: today, through: today.adding(days: 13)).count == 40)
    }

    @Test("a v1 database keeps its rows when the current build opens it")
    func migrationFromV1() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent(SQLiteTodoStore.fileName).path
        // What the previous version of the app left behind.
        do {
            let old = try DatabaseQueue(path: path)
            try TodoMigrations.migrator(now: { Self.now }).migrate(old, upTo: TodoMigrations.v1)
            let columns = try await old.write { db in
                try db.execute(sql: "INSERT INTO todoItem (name, dueDate) VALUES (?, ?), (?, ?)",
                               arguments: ["Old one", "2025-06-05", "Old two", "2025-06-09"])
                return try db.columns(in: "todoItem").map(\.name)
            }
            #expect(columns == ["id", "name", "dueDate"])
            try old.close()
        }

        let migrationTime = Date(timeIntervalSince1970: 1_749_000_000)
        let store = try SQLiteTodoStore(path: path, dates: .fixed(migrationTime, calendar: dates.calendar))
        let items = try await store.items(from: today, through: today.adding(days: 13))
        #expect(items.map(\.name) == ["Old one", "Old two"])
        #expect(items.map(\.dueDate.description) == ["2025-06-05", "2025-06-09"])
        #expect(items.allSatisfy { $0.createdAt == migrationTime })
        let applied = try await store.database.read { db in
            try TodoMigrations.migrator(now: { migrationTime }).appliedIdentifiers(db)
        }
        #expect(applied.count == 2)
        // And the migrated database takes new items as usual.
        let added = try await store.add(name: "New", dueDate: Day(year: 2025, month: 6, day: 6)!)
        #expect(try await store.items(from: today, through: today.adding(days: 13)).map(\.id).contains(added.id))
    }

    @Test("a file that is not a database is a storage error, not a crash")
    func corruptFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data(repeating: 0x42, count: 4096).write(to: folder.url.appendingPathComponent(SQLiteTodoStore.fileName))
        #expect {
            try SQLiteTodoStore(directory: folder.url, dates: dates)
        } throws: { error in
            guard case .storage = error as? AppError else { return false }
            return true
        }
    }
}
