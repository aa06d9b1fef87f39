import MVPPresenters
import SceneViews
import TerminalUI

/// Draft detail as a passive ``FieldListPageView``.
final class DraftDetailViewController: ViewController, FieldListPageView {
    private let presenter: DraftDetailPresenter
    private let fieldList = FieldListView()

    init(presenter: DraftDetailPresenter) {
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
