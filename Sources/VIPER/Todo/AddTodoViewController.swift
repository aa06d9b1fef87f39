import Domain
import PatternKit
import SceneViews
import TerminalUI
import VIPERLogic

/// The Add sheet as a passive VIPER view: Save, Cancel, Esc and ←/→ go to the presenter with
/// what the form holds; it sets the date and the error.
final class AddTodoViewController: SheetController, AddTodoViewInterface {
    private let eventHandler: any AddTodoModuleInterface
    private let form = AddTodoFormView()

    /// Creates the sheet; it holds `eventHandler` (the presenter) for as long as it lives.
    init(eventHandler: any AddTodoModuleInterface) {
        self.eventHandler = eventHandler
        super.init()
        track(eventHandler.pendingWork)
    }

    override func loadView() { view = form }

    override var preferredFocusedView: View? { form.nameField }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
        super.viewDidLoad()
        form.onSave = { [weak self] in
            guard let self else { return }
            self.eventHandler.save(name: self.form.name, dueDateText: self.form.dueDateText)
        }
        form.onCancel = { [weak self] in self?.eventHandler.cancel() }
        form.onStepDueDate = { [weak self] days in
            guard let self else { return }
            self.eventHandler.stepDueDate(from: self.form.dueDateText, by: days)
        }
        eventHandler.viewDidLoad()
    }

    /// Esc is Cancel.
    override func cancel() { eventHandler.cancel() }

    // MARK: AddTodoViewInterface

    func setTexts(_ texts: AddTodoTexts) {
        title = texts.title
        form.setTitles(title: texts.title, name: texts.name, dueDate: texts.dueDate, save: texts.save, cancel: texts.cancel)
        form.dueDateField.placeholder = texts.dueDatePlaceholder
    }

    func setDueDate(_ text: String) { form.dueDateText = text }

    func showFormError(_ message: String) { form.error = message }
}
