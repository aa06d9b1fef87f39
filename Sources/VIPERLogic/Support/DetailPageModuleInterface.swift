/// What the view of a fields-only module (user detail, draft detail) reports to its presenter.
@MainActor
public protocol DetailPageModuleInterface: AnyObject {
    /// The view loaded: fill in the title and the lines.
    func viewDidLoad()
}
