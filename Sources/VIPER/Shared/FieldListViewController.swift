import SceneViews
import TerminalUI
import VIPERLogic

/// A page of label / value rows (user detail, draft detail); it only shows what it is told.
final class FieldListViewController: ViewController, FieldListViewInterface {
    private let fieldList = FieldListView()
    private let onLoad: @MainActor () -> Void

    /// - Parameter onLoad: Tells the presenter the view loaded (and keeps it alive).
    init(title: String, onLoad: @escaping @MainActor () -> Void) {
        self.onLoad = onLoad
        super.init()
        self.title = title
    }

    override func loadView() { view = fieldList }

    override func viewDidLoad() {
        super.viewDidLoad()
        onLoad()
    }

    func showFields(_ fields: [(label: String, value: String)]) { fieldList.fields = fields }
}
