import Domain

/// What a user list page reports to its presenter.
@MainActor
public protocol UserListModuleInterface: AnyObject {
    /// The asynchronous work the events below start (the view hands it to the run loop).
    var pendingWork: PendingWork { get }
    /// The view loaded.
    func viewDidLoad()
    /// Pull to refresh.
    func refresh()
    /// A row's follow button (routed up the responder chain as `follow`).
    func follow(userID: User.ID)
}
