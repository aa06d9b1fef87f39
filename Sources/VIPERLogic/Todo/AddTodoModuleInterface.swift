import Domain

/// What the Add sheet reports to its presenter.
@MainActor
public protocol AddTodoModuleInterface: AnyObject {
    /// The asynchronous work the events below start (the view hands it to the run loop).
    var pendingWork: PendingWork { get }
    /// The view loaded.
    func viewDidLoad()
    /// ←/→ in the date field, which holds `text`.
    func stepDueDate(from text: String, by days: Int)
    /// Save (Enter in a field, or the button) with what the form holds.
    func save(name: String, dueDateText: String)
    /// Cancel (the button, or Esc).
    func cancel()
}

/// What the Add module tells the module that opened it (VIPER-TODO's `AddModuleDelegate`).
@MainActor
public protocol AddTodoModuleDelegate: AnyObject {
    /// An item was saved and the sheet closed.
    func addModuleDidSaveItem(_ item: TodoItem)
    /// The sheet was cancelled; nothing was saved.
    func addModuleDidCancel()
}
