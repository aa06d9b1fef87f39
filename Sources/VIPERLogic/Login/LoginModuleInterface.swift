import Domain

/// What a role's login form reports to its presenter.
@MainActor
public protocol LoginModuleInterface: AnyObject {
    /// The asynchronous work the events below start (the view hands it to the run loop).
    var pendingWork: PendingWork { get }
    /// The view loaded.
    func viewDidLoad()
    /// Enter in a field, or the button, with what was typed.
    func submit(username: String, password: String)
}
