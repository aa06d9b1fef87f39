import Domain

/// The Add sheet's logic: the date field starts at today and ←/→ move it a day (never before
/// today); Save checks the form (``Domain/TodoValidation``), shows what is wrong or saves, then
/// closes the sheet and reports the item through ``onSaved``.
@MainActor
public final class AddTodoPresenter {
    /// The sheet.
    public weak var view: (any AddTodoViewInterface)?
    /// Called with the saved item, after the sheet closed.
    public var onSaved: (@MainActor (TodoItem) -> Void)?
    /// The requests this presenter started (the view tracks them in the app; tests await them).
    public let pendingWork = PendingWork()

    private let store: any TodoStore
    private let dates: DateProvider
    private let strings: Localizer
    private var isSaving = false

    /// Creates the sheet's logic over `store`, with today from `dates`.
    public init(store: any TodoStore, dates: DateProvider, strings: Localizer) {
        self.store = store
        self.dates = dates
        self.strings = strings
    }

    /// The sheet loaded: its texts, and today in the date field.
    public func viewDidLoad() {
        view?.setTexts(AddTodoTexts(strings: strings))
        view?.setDueDate(dates.today().description)
    }

    /// ←/→ in the date field: a day earlier or later, never before today.
    public func didStepDueDate(by days: Int) {
        guard let view else { return }
        view.setDueDate(TodoValidation.dueDate(steppingFrom: view.enteredDueDate, by: days, today: dates.today()).description)
        view.showFormError("")
    }

    /// Save (Enter in a field, or the button).
    public func didPressSave() {
        guard !isSaving, let view else { return }
        let entry: (name: String, dueDate: Day)
        do {
            entry = try TodoValidation.validate(name: view.enteredName, dueDateText: view.enteredDueDate, today: dates.today())
        } catch {
            view.showFormError(strings.message(for: error))
            return
        }
        isSaving = true
        view.showFormError("")
        let store = store
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await store.add(name: entry.name, dueDate: entry.dueDate) })
            guard let self else { return }
            self.isSaving = false
            switch result {
            case .success(let item):
                self.view?.close()
                self.onSaved?(item)
            case .failure(let error):
                self.view?.showFormError(self.strings.message(for: error))
            }
        }
    }

    /// Cancel (the button, or Esc): closes the sheet; nothing is saved.
    public func didPressCancel() {
        view?.close()
    }
}
