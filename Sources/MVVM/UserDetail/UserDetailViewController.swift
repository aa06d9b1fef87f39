import MVVMViewModels
import SceneViews
import TerminalUI

/// User detail: the fields of a ``UserDetailViewModel``.
final class UserDetailViewController: ViewController {
    private let viewModel: UserDetailViewModel
    private let fieldList = FieldListView()

    init(viewModel: UserDetailViewModel) {
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
