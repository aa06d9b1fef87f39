/// The Add sheet as its presenter drives it.
@MainActor
public protocol AddTodoViewInterface: AnyObject {
    /// The sheet's title, labels, placeholder and button titles.
    func setTexts(_ texts: AddTodoDisplayTexts)
    /// Puts `text` in the date field.
    func setDueDate(_ text: String)
    /// The error line (empty: no error).
    func showError(_ message: String)
}

/// The fixed texts of the Add sheet.
public struct AddTodoDisplayTexts: Equatable, Sendable {
    /// `Add`.
    public var title: String
    /// `Name`, `Due date`, the date's placeholder `YYYY-MM-DD`.
    public var name: String, dueDate: String, dueDatePlaceholder: String
    /// `Save`, `Cancel`.
    public var save: String, cancel: String

    /// Creates the texts.
    public init(title: String, name: String, dueDate: String, dueDatePlaceholder: String, save: String, cancel: String) {
        self.title = title
        self.name = name
        self.dueDate = dueDate
        self.dueDatePlaceholder = dueDatePlaceholder
        self.save = save
        self.cancel = cancel
    }
}
