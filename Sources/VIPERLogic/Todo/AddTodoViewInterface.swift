import Domain

/// The Add sheet as its presenter drives it.
@MainActor
public protocol AddTodoViewInterface: AnyObject {
    /// The sheet's title, labels, placeholder and button titles.
    func setTexts(_ texts: AddTodoTexts)
    /// Puts `text` in the date field.
    func setDueDate(_ text: String)
    /// The error line (empty: no error).
    func showFormError(_ message: String)
}
