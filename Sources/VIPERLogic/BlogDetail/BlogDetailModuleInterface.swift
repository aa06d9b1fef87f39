import Domain

/// What the blog detail page reports to its presenter.
@MainActor
public protocol BlogDetailModuleInterface: AnyObject {
    /// The asynchronous work the events below start (the view hands it to the run loop).
    var pendingWork: PendingWork { get }
    /// The view loaded.
    func viewDidLoad()
    /// The page is about to show again (back from another screen).
    func viewWillAppear()
    /// The like button.
    func toggleLike()
    /// The share button.
    func share()
}
