import Domain
import MVICore
import MVIFeatures
import SceneViews
import TerminalUI

/// The Add sheet, rendering its scope of ``UpcomingFeature`` (an ``AddTodoFeature``): what is
/// typed, ←/→, Save, Cancel and Esc become actions; the state fills the fields and the error.
/// The list takes the sheet down when the state no longer has it.
final class AddTodoViewController: SheetController {
    private let store: Store<AddTodoFeature.State, AddTodoFeature.Action>
    private let strings: Localizer
    private let form = AddTodoFormView()
    private var observation: StoreObservation?

    init(store: Store<AddTodoFeature.State, AddTodoFeature.Action>, strings: Localizer) {
        self.store = store
        self.strings = strings
        super.init()
        title = strings(.add)
    }

    override func loadView() { view = form }

    override var preferredFocusedView: View? { form.nameField }

    override func viewDidLoad() {
        super.viewDidLoad()
        let store = store
        let texts = AddTodoTexts(strings: strings)
        form.setTitles(title: texts.title, name: texts.name, dueDate: texts.dueDate, save: texts.save, cancel: texts.cancel)
        form.dueDateField.placeholder = texts.dueDatePlaceholder
        form.nameField.onChange = { store.send(.nameChanged($0)) }
        form.dueDateField.onChange = { store.send(.dueDateChanged($0)) }
        form.onStepDueDate = { store.send(.stepDueDate($0)) }
        form.onSave = { store.send(.saveTapped) }
        form.onCancel = { store.send(.cancelTapped) }
        observation = store.observe { [weak self] state in self?.render(state) }
    }

    /// Esc is Cancel.
    override func cancel() { store.send(.cancelTapped) }

    private func render(_ state: AddTodoFeature.State) {
        if form.name != state.name { form.name = state.name }
        if form.dueDateText != state.dueDateText { form.dueDateText = state.dueDateText }
        form.error = state.error.map(strings.message(for:)) ?? ""
    }
}
