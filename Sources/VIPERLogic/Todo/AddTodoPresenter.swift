import Domain

/// The Add sheet's presenter: fills the form, sends Save to the interactor (one at a time),
/// shows what went wrong in the form, and on success closes the sheet through the router and
/// tells the module's delegate.
@MainActor
public final class AddTodoPresenter {
    /// The sheet, held weakly (the view holds the presenter).
    public weak var view: (any AddTodoViewInterface)?
    /// Who opened the module (the `Upcoming` presenter), held weakly.
    public weak var delegate: (any AddTodoModuleDelegate)?
    /// The work events started (the view hands it to its run loop; tests await it).
    public let pendingWork = PendingWork()
    private let interactor: any AddTodoInteractorInput
    private let router: any AddTodoRouterInput
    private let strings: Localizer
    private var isSaving = false

    /// Creates the presenter over its interactor and router.
    public init(interactor: any AddTodoInteractorInput, router: any AddTodoRouterInput, strings: Localizer) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
    }
}

extension AddTodoPresenter: AddTodoModuleInterface {
    public func viewDidLoad() {
        view?.setTexts(AddTodoTexts(strings: strings))
        interactor.prepareNewEntry()
    }

    public func stepDueDate(from text: String, by days: Int) {
        interactor.stepDueDate(from: text, by: days)
        view?.showFormError("")
    }

    public func save(name: String, dueDateText: String) {
        guard !isSaving else { return }
        isSaving = true
        let interactor = interactor
        pendingWork.start { await interactor.save(name: name, dueDateText: dueDateText) }
    }

    public func cancel() {
        router.dismissAddInterface()
        delegate?.addModuleDidCancel()
    }
}

extension AddTodoPresenter: AddTodoInteractorOutput {
    public func interactorDidSetDueDate(_ day: Day) {
        view?.setDueDate(day.description)
    }

    public func interactorDidSaveItem(_ item: TodoItem) {
        isSaving = false
        router.dismissAddInterface()
        delegate?.addModuleDidSaveItem(item)
    }

    public func interactorDidFailToSaveItem(_ error: AppError) {
        isSaving = false
        view?.showFormError(strings.message(for: error))
    }
}
