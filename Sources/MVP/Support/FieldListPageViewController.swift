import Domain
import MVPPresenters
import SceneViews
import TerminalUI

/// User detail and Draft detail: a passive ``MVPPresenters/FieldListPageViewInterface``
/// that its presenter fills in.
final class FieldListPageViewController: ViewController, FieldListPageViewInterface {
    private let presenter: any FieldListPagePresenter
    private let fieldList = FieldListView()

    init(presenter: any FieldListPagePresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() { view = fieldList }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.view = self
        presenter.viewDidLoad()
    }

    func setTitle(_ title: String) { self.title = title }

    func setFields(_ fields: [DetailField]) { fieldList.fields = fields.map { ($0.label, $0.value) } }
}
