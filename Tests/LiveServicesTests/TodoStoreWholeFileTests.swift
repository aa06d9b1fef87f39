import Domain
import Foundation
import GRDB
import Testing
@testable import LiveServices

/// `todo.sqlite` alone is the data once the store is closed (what a backup or a copy of the data
/// folder takes), and a full disk loses nothing.
@Suite("To-do store: the file is the data")
struct TodoStoreWholeFileTests {
    let dates = DateProvider.fixed(SQLiteTodoStoreTests.now, calendar: Language.english.calendar(timeZone: TimeZone(identifier: "UTC")!))
    var today: Day { dates.today() }

    /// The names in the `todoItem` table of a copy of `todo.sqlite` alone (no `-wal` beside it),
    /// or nil when the copy has no such table.
    static func namesInCopy(of folder: URL) throws -> [String]? {
        let copy = try TemporaryDirectory("mvx-todo-copy")
        defer { copy.remove() }
        let file = copy.url.appendingPathComponent(SQLiteTodoStore.fileName)
        try FileManager.default.copyItem(at: folder.appendingPathComponent(SQLiteTodoStore.fileName), to: file)
        let database = try DatabaseQueue(path: file.path)
        defer { try? database.close() }
        return try database.read { db in
            guard try db.tableExists("todoItem") else { return nil }
            return try String.fetchAll(db, sql: "SELECT name FROM todoItem ORDER BY id")
        }
    }

    @Test("before close the saves are in the write-ahead log only; after close todo.sqlite alone has every one")
    func closeFoldsTheLogIn() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = try SQLiteTodoStore(directory: folder.url, dates: dates)
        for name in ["Milk", "Bread", "Eggs"] { _ = try await store.add(name: name, dueDate: today) }
        #expect(try Self.namesInCopy(of: folder.url) ?? [] == [], "the issue's finding: the file alone held none of them")
        try store.close()
        #expect(try Self.namesInCopy(of: folder.url) == ["Milk", "Bread", "Eggs"])
        let wal = folder.url.appendingPathComponent(SQLiteTodoStore.fileName + "-wal").path
        #expect(((try? FileManager.default.attributesOfItem(atPath: wal))?[.size] as? Int ?? 0) == 0)
        try store.close()   // a second close is harmless
        await #expect(throws: AppError.self) { _ = try await store.add(name: "After", dueDate: today) }
    }

    @Test("a window that closes while another reads neither waits nor fails; the last to close folds everything in")
    func earlierCloseDoesNotWait() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let first = try SQLiteTodoStore(directory: folder.url, dates: dates)
        let second = try SQLiteTodoStore(directory: folder.url, dates: dates)
        _ = try await first.add(name: "From the first", dueDate: today)
        // The second window is in the middle of a read while the first closes.
        func closeFirstWhileSecondReads() throws -> (Result<Void, AppError>, Duration) {
            try second.database.read { db in
                _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM todoItem")
                let started = ContinuousClock.now
                let result = Result { () throws(AppError) in try first.close() }
                return (result, ContinuousClock.now - started)
            }
        }
        let closing = try closeFirstWhileSecondReads()
        #expect(throws: Never.self) { try closing.0.get() }
        #expect(closing.1 < .seconds(2), "the close waited \(closing.1) (the busy timeout is 5 s)")
        _ = try await second.add(name: "From the second", dueDate: today)
        try second.close()
        #expect(try Self.namesInCopy(of: folder.url) == ["From the first", "From the second"])
    }

    @Test("a full disk: the save fails as .diskFull, nothing before it is lost, and the same save goes through once there is room")
    func fullDisk() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = try SQLiteTodoStore(directory: folder.url, dates: dates)
        for name in ["Milk", "Bread"] { _ = try await store.add(name: name, dueDate: today) }
        try store.fillDisk(forSaving: "Pay the rent", dueOn: today.adding(days: 1), fillerDay: today.adding(days: -1))

        await #expect(throws: AppError.diskFull) { _ = try await store.add(name: "Pay the rent", dueDate: today.adding(days: 1)) }
        #expect(AppError.diskFull.message(in: .english) == "The disk is full: nothing was saved.")
        #expect(AppError.diskFull.message(in: .simplifiedChinese) == "磁盘已满: 没有保存任何内容")
        let visible = try await store.items(from: today, through: today.adding(days: 13))
        #expect(visible.map(\.name) == ["Bread", "Milk"], "what was saved before stays; the failed save left nothing")

        try store.makeRoom()
        let saved = try await store.add(name: "Pay the rent", dueDate: today.adding(days: 1))
        #expect(try await store.items(from: today, through: today.adding(days: 13)).map(\.id).contains(saved.id))
        try store.close()
        let copied = try #require(try Self.namesInCopy(of: folder.url))
        #expect(Array(copied.prefix(2)) == ["Milk", "Bread"] && copied.last == "Pay the rent")
    }
}
