import Domain
import Foundation
import GRDB
import Testing
@testable import LiveServices

/// Two windows on one data folder: their to-do stores opened at the same moment on a new folder,
/// then saving at once.
@Suite("Several to-do stores on one folder")
struct SharedTodoStoreTests {
    let dates = DateProvider.fixed(SQLiteTodoStoreTests.now, calendar: Language.english.calendar(timeZone: TimeZone(identifier: "UTC")!))

    @Test("stores opened at the same moment on a new folder all open, migrated once, and every save lands")
    func simultaneousOpensAndSaves() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let dates = dates
        // Opened on threads of their own, so the opens overlap as separate processes' would.
        let stores = try await withThrowingTaskGroup(of: SQLiteTodoStore.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await withCheckedThrowingContinuation { continuation in
                        Thread { continuation.resume(with: Result { try SQLiteTodoStore(directory: folder.url, dates: dates) }) }.start()
                    }
                }
            }
            return try await group.reduce(into: [SQLiteTodoStore]()) { $0.append($1) }
        }
        #expect(stores.count == 4)
        let today = dates.today()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, store) in stores.enumerated() {
                group.addTask {
                    for item in 0..<25 { _ = try await store.add(name: "Window \(index) item \(item)", dueDate: today) }
                }
            }
            try await group.waitForAll()
        }
        let saved = try await stores[0].items(from: today, through: today)
        #expect(saved.count == 100)
        #expect(Set(saved.map(\.name)).count == 100)
    }

    @Test("a to-do database made by a newer version is refused, naming it")
    func newerDatabase() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = try SQLiteTodoStore(directory: folder.url, dates: dates)
        try await store.database.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')") }
        try store.database.close()
        #expect(throws: AppError.storage("\(store.path) was made by a newer version of mvx (migration v9-from-the-future)")) {
            _ = try SQLiteTodoStore(directory: folder.url, dates: dates)
        }
    }
}
