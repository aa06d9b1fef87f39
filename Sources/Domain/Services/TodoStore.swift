/// The to-do items stored on this machine.
public protocol TodoStore: Sendable {
    /// The items due from `start` through `end` (both included), by due date,
    /// then name.
    func items(from start: Day, through end: Day) async throws(AppError) -> [TodoItem]
    /// Validates and saves a new item; when this returns, the item is stored
    /// durably.
    ///
    /// - Throws: ``AppError/invalidInput(_:)`` for an empty name or a due date
    ///   before today (see ``TodoValidation``); nothing is saved then.
    /// - Returns: The saved item with its identifier and creation time.
    func add(name: String, dueDate: Day) async throws(AppError) -> TodoItem
    /// Deletes the item with `id`; deleting a missing item does nothing.
    func delete(id: TodoItem.ID) async throws(AppError)
}

extension TodoStore {
    /// The items the `Upcoming` list of `schedule` shows.
    public func items(in schedule: UpcomingSchedule) async throws(AppError) -> [TodoItem] {
        try await items(from: schedule.visibleDays.lowerBound, through: schedule.visibleDays.upperBound)
    }

    /// The items due in `days`.
    public func items(in days: ClosedRange<Day>) async throws(AppError) -> [TodoItem] {
        try await items(from: days.lowerBound, through: days.upperBound)
    }
}
