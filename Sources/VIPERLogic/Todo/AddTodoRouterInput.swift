/// Where the Add module goes: away.
@MainActor
public protocol AddTodoRouterInput: AnyObject {
    /// Closes the sheet.
    func dismissAddInterface()
}
