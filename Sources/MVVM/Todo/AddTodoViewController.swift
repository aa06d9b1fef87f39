import Domain
import MVVMViewModels
import PatternKit
import SceneViews
import TerminalUI

/// The Add sheet, bound both ways to an ``AddTodoViewModel``: what is typed goes to its
/// inputs, its name, date and error show in the form, and it closes when the view model is
/// finished.
final class AddTodoViewController: SheetController {
    private let viewModel: AddTodoViewModel
    private let form = AddTodoFormView()
    private var bindings: [ObservationToken] = []

    init(viewModel: AddTodoViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.texts.title
    }

    override func loadView() { view = form }

    override var preferredFocusedView: View? { form.nameField }

    override func viewDidLoad() {
        super.viewDidLoad()
        let texts = viewModel.texts
        form.setTitles(title: texts.title, name: texts.name, dueDate: texts.dueDate, save: texts.save, cancel: texts.cancel)
        form.dueDateField.placeholder = texts.dueDatePlaceholder
        form.nameField.onChange = { [weak viewModel] text in viewModel?.nameChanged(text) }
        form.dueDateField.onChange = { [weak viewModel] text in viewModel?.dueDateChanged(text) }
        form.onStepDueDate = { [weak viewModel] days in viewModel?.stepDueDate(by: days) }
        form.onSave = { [weak viewModel] in viewModel?.saveTapped() }
        form.onCancel = { [weak viewModel] in viewModel?.cancelTapped() }
        track(viewModel.pendingWork)
        let viewModel = viewModel, form = form
        bindings = [
            observe({ viewModel.name }) { name in if form.name != name { form.name = name } },
            observe({ viewModel.dueDateText }) { text in if form.dueDateText != text { form.dueDateText = text } },
            observe({ viewModel.errorMessage }) { message in form.error = message },
            observe({ viewModel.isFinished }) { [weak self] finished in if finished { self?.dismiss(animated: true) } },
        ]
    }

    /// Esc is Cancel.
    override func cancel() { viewModel.cancelTapped() }
}
