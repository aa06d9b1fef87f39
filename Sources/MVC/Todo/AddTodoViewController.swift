import Domain
import SceneViews
import TerminalUI

/// The Add sheet: the controller hands what the form holds to the ``TodoListModel`` model, shows the
/// model's answer in the form, and tells the list what was saved.
final class AddTodoViewController: SheetController {
    /// Called with the saved item, after the sheet is dismissed.
    var onSaved: (@MainActor (TodoItem) -> Void)?

    private let list: TodoListModel
    private let strings: Localizer
    private let form = AddTodoFormView()
    private var isSaving = false

    init(list: TodoListModel, strings: Localizer) {
        self.list = list
        self.strings = strings
        super.init()
        title = strings(.add)
    }

    override func loadView() { view = form }

    override var preferredFocusedView: View? { form.nameField }

    override func viewDidLoad() {
        super.viewDidLoad()
        let texts = AddTodoTexts(strings: strings)
        form.setTitles(title: texts.title, name: texts.name, dueDate: texts.dueDate, save: texts.save, cancel: texts.cancel)
        form.dueDateField.placeholder = texts.dueDatePlaceholder
        form.dueDateText = list.today.description
        form.onSave = { [weak self] in self?.save() }
        form.onCancel = { [weak self] in self?.cancel() }
        form.onStepDueDate = { [weak self] days in
            guard let self else { return }
            self.form.dueDateText = TodoValidation.dueDate(steppingFrom: self.form.dueDateText, by: days, today: self.list.today).description
            self.form.error = ""
        }
    }

    private func save() {
        guard !isSaving else { return }
        isSaving = true
        let name = form.name, dueDateText = form.dueDateText
        spawn { [weak self] in
            guard let result = await self?.list.add(name: name, dueDateText: dueDateText), let self else { return }
            self.isSaving = false
            switch result {
            case .success(let item):
                self.dismiss(animated: true)
                self.onSaved?(item)
            case .failure(let error):
                self.form.error = self.strings.message(for: error)
            }
        }
    }
}
