import Domain

/// What the Add presenter asks of its interactor. Answers to ``save(name:dueDateText:)`` come
/// through ``AddTodoInteractorOutput``.
@MainActor
public protocol AddTodoInteractorInput: AnyObject {
    /// Today, where the date field starts.
    var today: Day { get }
    /// The day ←/→ move the date written `text` to: `days` later, never before today.
    func dueDate(steppingFrom text: String, by days: Int) -> Day
    /// Checks and saves a new item; nothing is saved when the form is wrong.
    func save(name: String, dueDateText: String) async
}

/// What the Add interactor reports to its presenter.
@MainActor
public protocol AddTodoInteractorOutput: AnyObject {
    /// The item was saved (durably).
    func interactorDidSaveItem(_ item: TodoItem)
    /// The form was wrong (``Domain/AppError/invalidInput(_:)``) or the store failed; nothing
    /// was saved.
    func interactorDidFailToSaveItem(_ error: AppError)
}
