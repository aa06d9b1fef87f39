import Domain
import Observation

/// The `Upcoming` to-do list: its sections and states (outputs); load, refresh, add and delete
/// (inputs). Today and the week's rules come from the injected ``Domain/DateProvider``.
@Observable @MainActor
public final class UpcomingViewModel: ListLoadingOutputs {
    // MARK: Outputs

    /// `Upcoming`.
    public let title: String
    /// The non-empty sections, in display order.
    public private(set) var sections: [UpcomingSectionViewData] = []
    /// `No upcoming items` when the list is empty after a load; `nil` otherwise.
    public private(set) var emptyMessage: String?
    /// The last load's error (message and retry hint); the list shows it instead of rows.
    public private(set) var error: ListError?
    /// Whether a load runs (pull to refresh ends when it does).
    public private(set) var isLoading = false
    /// Never: a read of the list does not block it.
    public var isShowingHUD: Bool { false }
    /// The HUD's text (`Loading…`), should it show.
    public var loadingText: String { strings(.loading) }
    /// Toasts, questions, the Add sheet and the row to select, for the view to take.
    public let events = ViewEventQueue()
    /// The requests this list started; the view hands them to the app.
    @ObservationIgnored public let pendingWork = PendingWork()

    @ObservationIgnored private let store: any TodoStore
    @ObservationIgnored private let dates: DateProvider
    @ObservationIgnored private let strings: Localizer

    /// The list over `store`, with today from `dates`.
    public init(store: any TodoStore, dates: DateProvider, strings: Localizer) {
        self.store = store
        self.dates = dates
        self.strings = strings
        title = strings(.upcoming)
    }

    // MARK: Inputs

    /// The screen loaded: reads the list.
    public func viewDidLoad() { load() }

    /// Pull to refresh (`r`): reads the list again.
    public func refreshRequested() { load() }

    /// `a` / `+`: opens the Add sheet; its save reads the list again and selects the new item.
    public func addTapped() {
        let add = AddTodoViewModel(store: store, dates: dates, strings: strings) { [weak self] item in
            self?.load(selecting: item.id)
        }
        events.send(.open(.addTodo(add)))
    }

    /// `d` / Delete on the row of item `id`: asks first; OK deletes.
    public func deleteTapped(itemID id: TodoItem.ID) {
        let question = Confirmation.standard(strings(.deleteTodoConfirmation), strings: strings, isDestructive: true)
        events.send(.confirm(question) { [weak self] in self?.delete(id) })
    }

    // MARK: Requests

    private func load(selecting selected: TodoItem.ID? = nil) {
        isLoading = true
        let store = store
        let schedule = dates.upcomingSchedule()
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await store.items(in: schedule) })
            guard let self else { return }
            self.isLoading = false
            switch result {
            case .success(let items):
                let groups = schedule.groups(for: items)
                self.error = nil
                self.emptyMessage = groups.isEmpty ? self.strings(.noUpcomingItems) : nil
                self.sections = groups.map { UpcomingSectionViewData($0, strings: self.strings) }
                if let selected { self.events.send(.selectItem(selected)) }
            case .failure(let error):
                self.sections = []
                self.emptyMessage = nil
                self.error = ListError(error, strings: self.strings)
            }
        }
    }

    private func delete(_ id: TodoItem.ID) {
        let store = store
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await store.delete(id: id) })
            guard let self else { return }
            if case .failure(let error) = result { self.events.send(.toast(self.strings.message(for: error))) }
            self.load()
        }
    }
}
