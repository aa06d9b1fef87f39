import MVVMViewModels
import SceneViews
import TerminalUI

/// Draft detail: the fields of a ``DraftDetailViewModel``.
final class DraftDetailViewController: ViewController {
    private let viewModel: DraftDetailViewModel
    private let fieldList = FieldListView()

    init(viewModel: DraftDetailViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.title
    }

    override func loadView() { view = fieldList }

    override func viewDidLoad() {
        super.viewDidLoad()
        fieldList.fields = viewModel.fields
    }
}
