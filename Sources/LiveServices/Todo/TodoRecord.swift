import Domain
import Foundation
import GRDB

/// A row of the `todoItem` table.
struct TodoRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "todoItem"

    var id: Int64?
    var name: String
    /// The due day as `YYYY-MM-DD`, so that text order is date order.
    var dueDate: String
    var createdAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let dueDate = Column(CodingKeys.dueDate)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The domain value, or `nil` for a row whose due date does not parse.
    var item: TodoItem? {
        guard let id, let day = Day(dueDate) else { return nil }
        return TodoItem(id: Int(id), name: name, dueDate: day, createdAt: createdAt)
    }
}
