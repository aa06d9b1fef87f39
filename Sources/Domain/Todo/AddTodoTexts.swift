/// The fixed texts of the Add sheet, in the screen's language: every pattern's sheet shows
/// these six.
public struct AddTodoTexts: Equatable, Sendable {
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

    /// The texts in `strings`' language.
    public init(strings: Localizer) {
        self.init(title: strings(.add), name: strings(.name), dueDate: strings(.dueDate),
                  dueDatePlaceholder: strings(.dueDatePlaceholder), save: strings(.save), cancel: strings(.cancel))
    }
}
