import Foundation

/// An entry of the VIPER to-do list, stored on this machine.
public struct TodoItem: Identifiable, Codable, Hashable, Sendable {
    /// The item's identifier, assigned by the store.
    public typealias ID = Int

    /// The item's identifier.
    public var id: ID
    /// What is to be done (never empty).
    public var name: String
    /// The day it is due.
    public var dueDate: Day
    /// When it was added.
    public var createdAt: Date

    /// Creates an item.
    public init(id: ID, name: String, dueDate: Day, createdAt: Date) {
        self.id = id
        self.name = name
        self.dueDate = dueDate
        self.createdAt = createdAt
    }
}
