import Domain

/// What the voice page reports to its presenter.
@MainActor
public protocol VoiceModuleInterface: AnyObject {
    /// The asynchronous work the events below start (the view hands it to the run loop).
    var pendingWork: PendingWork { get }
    /// The view loaded.
    func viewDidLoad()
    /// Pull to refresh.
    func refresh()
    /// Enter on row `index`.
    func selectRow(at index: Int)
    /// The view went away.
    func viewDidDisappear()
}
