import Domain

/// Finds the upcoming items and deletes them: the data manager (``Domain/TodoStore``) answers,
/// the injected ``Domain/DateProvider`` says which day it is and how weeks run, and
/// ``Domain/UpcomingSchedule`` files the items. Results go out through its output only.
@MainActor
public final class UpcomingInteractor: UpcomingInteractorInput {
    /// The presenter, held weakly (the presenter holds the interactor).
    public weak var output: (any UpcomingInteractorOutput)?
    private let store: any TodoStore
    private let dates: DateProvider

    /// Creates the interactor over `store`, with today from `dates`.
    public init(store: any TodoStore, dates: DateProvider) {
        self.store = store
        self.dates = dates
    }

    public func findUpcomingItems() async {
        let schedule = dates.upcomingSchedule()
        switch await Result(catching: { try await store.items(in: schedule) }) {
        case .success(let items):
            output?.interactorDidFindUpcomingItems(schedule.groups(for: items))
        case .failure(let error):
            output?.interactorDidFailToFindItems(error)
        }
    }

    public func deleteItem(id: TodoItem.ID) async {
        if case .failure(let error) = await Result(catching: { try await store.delete(id: id) }) {
            output?.interactorDidFailToDeleteItem(error)
        }
        await findUpcomingItems()
    }
}
