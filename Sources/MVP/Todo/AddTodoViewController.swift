import Domain
import MVPPresenters
import PatternKit
import SceneViews
import TerminalUI

/// The Add sheet as a passive ``MVPPresenters/AddTodoViewInterface``: the presenter reads the
/// fields and sets the date and the error; Save, Cancel, Esc and ←/→ go to it.
final class AddTodoViewController: SheetController, AddTodoViewInterface {
    private let presenter: AddTodoPresenter
    private let form = AddTodoFormView()

    init(presenter: AddTodoPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() { view = form }

    override var preferredFocusedView: View? { form.nameField }

    override func viewDidLoad() {
        super.viewDidLoad()
        track(presenter.pendingWork)
        presenter.view = self
        form.onSave = { [weak self] in self?.presenter.didPressSave() }
        form.onCancel = { [weak self] in self?.presenter.didPressCancel() }
        form.onStepDueDate = { [weak self] days in self?.presenter.didStepDueDate(by: days) }
        presenter.viewDidLoad()
    }

    /// Esc is Cancel.
    override func cancel() { presenter.didPressCancel() }

    // MARK: AddTodoViewInterface

    var enteredName: String { form.name }

    var enteredDueDate: String { form.dueDateText }

    func setTexts(_ texts: AddTodoTexts) {
        title = texts.title
        form.setTitles(title: texts.title, name: texts.name, dueDate: texts.dueDate, save: texts.save, cancel: texts.cancel)
        form.dueDateField.placeholder = texts.dueDatePlaceholder
    }

    func setDueDate(_ text: String) { form.dueDateText = text }

    func showFormError(_ message: String) { form.error = message }

    func close() { dismiss(animated: true) }
}
