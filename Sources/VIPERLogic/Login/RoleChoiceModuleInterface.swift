/// What `Who are you?` reports to its presenter.
@MainActor
public protocol RoleChoiceModuleInterface: AnyObject {
    /// The view loaded.
    func viewDidLoad()
    /// Row `index` was chosen.
    func selectRow(at index: Int)
}

