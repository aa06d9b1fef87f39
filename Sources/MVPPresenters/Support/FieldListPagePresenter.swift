/// The presenter of a ``FieldListPageViewInterface``: one view class serves every such page
/// (``UserDetailPresenter``, ``DraftDetailPresenter``).
@MainActor
public protocol FieldListPagePresenter: AnyObject {
    /// The page, held weakly.
    var view: (any FieldListPageViewInterface)? { get set }
    /// The view loaded: fill in the title and the lines.
    func viewDidLoad()
}
