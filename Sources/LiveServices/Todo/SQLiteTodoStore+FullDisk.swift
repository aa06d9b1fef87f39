import Domain
import Foundation
import GRDB

/// A full disk, for tests: the store's own connection is capped at the file's size
/// (`PRAGMA max_page_count`), so that a save needing one more page fails with SQLite's real
/// `SQLITE_FULL`, as it does when the file system has no room left.
extension SQLiteTodoStore {
    /// Leaves the database as full as a full disk would for the save of `name` due `day`: caps the
    /// file at its size now, then fills the room left in its pages with items due `fillerDay` (a
    /// day before today, so no list shows them) until that save — tried and rolled back — fails
    /// for lack of room.
    /// - Throws: the database's error, or ``AppError/storage(_:)`` when no filling makes the save fail.
    func fillDisk(forSaving name: String, dueOn day: Day, fillerDay: Day) throws {
        let createdAt = dates.now()
        func record(_ dueDate: Day) -> TodoRecord {
            TodoRecord(id: nil, name: name, dueDate: dueDate.description, createdAt: createdAt)
        }
        try database.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
            for _ in 0..<100_000 {
                do {
                    try db.inTransaction {
                        _ = try record(day).inserted(db)
                        return .rollback
                    }
                } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
                    return   // the save would fail: the disk is full for it
                }
                do {
                    try db.inTransaction {
                        _ = try record(fillerDay).inserted(db)
                        return .commit
                    }
                } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
                    throw AppError.storage("the filler filled its own pages before the save's")
                }
            }
            throw AppError.storage("no filling made the save fail")
        }
    }

    /// Lifts the cap of ``fillDisk(forSaving:dueOn:fillerDay:)``: there is room again.
    func makeRoom() throws {
        try database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA max_page_count = 4294967294")
        }
    }
}
