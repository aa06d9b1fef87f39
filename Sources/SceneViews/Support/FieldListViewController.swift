import TerminalUI

/// A screen of `label   value` lines under a title: User detail and Draft detail in
/// every pattern that has nothing more to do there than show the fields.
@MainActor
open class FieldListViewController: ViewController {
    private let fieldList = FieldListView()
    private let fields: [(label: String, value: String)]

    public init(title: String, fields: [(label: String, value: String)]) {
        self.fields = fields
        super.init()
        self.title = title
    }

    open override func loadView() { view = fieldList }

    open override func viewDidLoad() {
        super.viewDidLoad()
        fieldList.fields = fields
    }
}
