import Domain

/// Saves new items: checks the form against the rules of ``Domain/TodoValidation`` on the
/// day the injected dates say it is, then hands the item to the data manager (``Domain/TodoStore``). Results go out
/// through its output only.
@MainActor
public final class AddTodoInteractor: AddTodoInteractorInput {
    /// The presenter, held weakly (the presenter holds the interactor).
    public weak var output: (any AddTodoInteractorOutput)?
    private let store: any TodoStore
    private let dates: DateProvider

    /// Creates the interactor over `store`, with today from `dates`.
    public init(store: any TodoStore, dates: DateProvider) {
        self.store = store
        self.dates = dates
    }

    private var today: Day { dates.today() }

    public func prepareNewEntry() {
        output?.interactorDidSetDueDate(today)
    }

    public func stepDueDate(from text: String, by days: Int) {
        output?.interactorDidSetDueDate(TodoValidation.dueDate(steppingFrom: text, by: days, today: today))
    }

    public func save(name: String, dueDateText: String) async {
        let entry: (name: String, dueDate: Day)
        do {
            entry = try TodoValidation.validate(name: name, dueDateText: dueDateText, today: today)
        } catch {
            output?.interactorDidFailToSaveItem(error)
            return
        }
        switch await Result(catching: { try await store.add(name: entry.name, dueDate: entry.dueDate) }) {
        case .success(let item):
            output?.interactorDidSaveItem(item)
        case .failure(let error):
            output?.interactorDidFailToSaveItem(error)
        }
    }
}
