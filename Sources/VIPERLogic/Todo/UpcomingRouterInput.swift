import Domain

/// Where the `Upcoming` list goes: the Add module, and the delete question.
@MainActor
public protocol UpcomingRouterInput: AnyObject {
    /// Presents the Add module; it reports to `delegate`.
    func presentAddInterface(delegate: any AddTodoModuleDelegate)
}
