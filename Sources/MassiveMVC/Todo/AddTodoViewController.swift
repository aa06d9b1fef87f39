import Domain
import SceneViews
import TerminalUI

/// The to-do list's Add sheet, the Massive-MVC way: the controller checks the form, saves through
/// the store and tells the list what it saved.
final class AddTodoViewController: SheetController {
    /// Called with the saved item, after the sheet is dismissed.
    var onSaved: (@MainActor (TodoItem) -> Void)?

    private let services: Services
    private let strings: Localizer
    private let form = AddTodoFormView()
    private var isSaving = false

    init(services: Services, strings: Localizer) {
        self.services = services
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
        form.dueDateText = services.dates.today().description
        form.onSave = { [weak self] in self?.save() }
        form.onCancel = { [weak self] in self?.cancel() }
        form.onStepDueDate = { [weak self] days in self?.stepDueDate(by: days) }
    }

    private func stepDueDate(by days: Int) {
        let today = services.dates.today()
        form.dueDateText = TodoValidation.dueDate(steppingFrom: form.dueDateText, by: days, today: today).description
        form.error = ""
    }

    private func save() {
        guard !isSaving else { return }
        let entry: (name: String, dueDate: Day)
        do {
            entry = try TodoValidation.validate(name: form.name, dueDateText: form.dueDateText, today: services.dates.today())
        } catch {
            form.error = strings.message(for: error)
            return
        }
        isSaving = true
        form.error = ""
        let services = services
        spawn { [weak self] in
            let result = await Result(catching: { try await services.todos.add(name: entry.name, dueDate: entry.dueDate) })
            guard let self else { return }
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
