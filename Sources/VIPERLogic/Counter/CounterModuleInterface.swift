import Domain

/// What the counter page reports to its presenter.
@MainActor
public protocol CounterModuleInterface: AnyObject {
    /// The asynchronous work the events below start (the view hands it to the run loop).
    var pendingWork: PendingWork { get }
    /// The view loaded.
    func viewDidLoad()
    /// Pull to refresh.
    func refresh()
    /// A row's `+` (its button, routed up as `increment`, or the `+` key on the selected row).
    func plus(counterID: Counter.ID)
}
