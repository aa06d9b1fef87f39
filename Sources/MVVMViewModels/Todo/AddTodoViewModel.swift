import Domain
import Observation

/// The Add sheet: the form's texts, fields, error and state (outputs); typing, ←/→, Save and
/// Cancel (inputs). Both fields are bound both ways: the view feeds what is typed to the
/// inputs and shows the outputs, so a step of the date shows in the field.
@Observable @MainActor
public final class AddTodoViewModel {
    // MARK: Outputs

    /// `Add`, `Name`, `Due date`, the date's placeholder, `Save`, `Cancel`.
    public let texts: AddTodoTexts
    /// The name as typed.
    public private(set) var name = ""
    /// The date field's text; starts at today.
    public private(set) var dueDateText: String
    /// What is wrong with the form, or the store's failure (empty: nothing).
    public private(set) var errorMessage = ""
    /// Whether a save runs (Save does nothing meanwhile).
    public private(set) var isSaving = false
    /// Whether the sheet is done (saved or cancelled): the view closes it.
    public private(set) var isFinished = false
    /// The requests this sheet started; the view hands them to the app.
    @ObservationIgnored public let pendingWork = PendingWork()

    @ObservationIgnored private let store: any TodoStore
    @ObservationIgnored private let dates: DateProvider
    @ObservationIgnored private let strings: Localizer
    @ObservationIgnored private let didSave: @MainActor (TodoItem) -> Void

    /// The sheet over `store`, with today from `dates`; `didSave` gets the saved item.
    public init(store: any TodoStore, dates: DateProvider, strings: Localizer, didSave: @escaping @MainActor (TodoItem) -> Void) {
        self.store = store
        self.dates = dates
        self.strings = strings
        self.didSave = didSave
        texts = AddTodoTexts(strings: strings)
        dueDateText = dates.today().description
    }

    // MARK: Inputs

    /// The name field changed.
    public func nameChanged(_ text: String) { name = text }

    /// The date field changed (digits typed).
    public func dueDateChanged(_ text: String) { dueDateText = text }

    /// ←/→ in the date field: a day earlier or later, never before today.
    public func stepDueDate(by days: Int) {
        dueDateText = TodoValidation.dueDate(steppingFrom: dueDateText, by: days, today: dates.today()).description
        errorMessage = ""
    }

    /// Save (Enter in a field, or the button): a wrong form says why and saves nothing.
    public func saveTapped() {
        guard !isSaving, !isFinished else { return }
        let entry: (name: String, dueDate: Day)
        do {
            entry = try TodoValidation.validate(name: name, dueDateText: dueDateText, today: dates.today())
        } catch {
            errorMessage = strings.message(for: error)
            return
        }
        isSaving = true
        errorMessage = ""
        let store = store
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await store.add(name: entry.name, dueDate: entry.dueDate) })
            guard let self else { return }
            self.isSaving = false
            switch result {
            case .success(let item):
                self.isFinished = true
                self.didSave(item)
            case .failure(let error):
                self.errorMessage = self.strings.message(for: error)
            }
        }
    }

    /// Cancel (the button, or Esc): nothing is saved.
    public func cancelTapped() { isFinished = true }
}
