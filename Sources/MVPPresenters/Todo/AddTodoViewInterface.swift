import Domain

/// The Add sheet: what the presenter reads from it (the fields) and sets on it.
@MainActor
public protocol AddTodoViewInterface: AnyObject {
    /// The name typed.
    var enteredName: String { get }
    /// The due date field's text.
    var enteredDueDate: String { get }
    /// The sheet's title, the labels and the button titles.
    func setTexts(_ texts: AddTodoTexts)
    /// Puts `text` in the due date field.
    func setDueDate(_ text: String)
    /// The error line (empty: no error).
    func showFormError(_ message: String)
    /// Closes the sheet.
    func close()
}
