import Domain

/// What the Add presenter asks of its interactor. Every answer comes through
/// ``AddTodoInteractorOutput``.
@MainActor
public protocol AddTodoInteractorInput: AnyObject {
    /// Works out where the date field starts (today); the day comes through the output.
    func prepareNewEntry()
    /// Works out the day ←/→ move the date written `text` to: `days` later, never before today;
    /// the day comes through the output.
    func stepDueDate(from text: String, by days: Int)
    /// Checks and saves a new item; nothing is saved when the form is wrong.
    func save(name: String, dueDateText: String) async
}

/// What the Add interactor reports to its presenter.
@MainActor
public protocol AddTodoInteractorOutput: AnyObject {
    /// The date field's day: today when the form opens, then wherever ←/→ move it.
    func interactorDidSetDueDate(_ day: Day)
    /// The item was saved (durably).
    func interactorDidSaveItem(_ item: TodoItem)
    /// The form was wrong (``Domain/AppError/invalidInput(_:)``) or the store failed; nothing
    /// was saved.
    func interactorDidFailToSaveItem(_ error: AppError)
}
