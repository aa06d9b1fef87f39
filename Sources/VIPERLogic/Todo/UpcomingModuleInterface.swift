import Domain

/// What the `Upcoming` page reports to its presenter.
@MainActor
public protocol UpcomingModuleInterface: AnyObject {
    /// The asynchronous work the events below start (the view hands it to the run loop).
    var pendingWork: PendingWork { get }
    /// The view loaded.
    func viewDidLoad()
    /// Pull to refresh (`r`).
    func refresh()
    /// `a` / `+`: add an item.
    func addNewItem()
    /// `d` / Delete on the row of item `id`.
    func deleteItem(id: TodoItem.ID)
}
