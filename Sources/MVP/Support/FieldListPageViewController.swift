import MVPPresenters
import SceneViews
import TerminalUI

/// User detail and draft detail: a passive ``FieldListPageView`` that its presenter fills in.
final class FieldListPageViewController: ViewController, FieldListPageView {
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

    func setFields(_ fields: [FieldViewData]) { fieldList.fields = fields.map { ($0.label, $0.value) } }
}
