import Domain

/// The `Upcoming` list's logic: reads the items due from today through the end of next week,
/// files them into sections with the day's ``Domain/UpcomingSchedule``, and turns them into
/// texts in the screen's language; opens the Add sheet and deletes after a confirmation.
///
/// The view forwards `a` / `+` as ``didPressAdd()``, `d` / Delete as ``didPressDelete(row:inSection:)``
/// and `r` as ``didPullToRefresh()``.
@MainActor
public final class UpcomingPresenter {
    /// The page.
    public weak var view: (any UpcomingViewInterface)?
    /// The requests this presenter started (the view tracks them in the app; tests await them).
    public let pendingWork = PendingWork()

    private let store: any TodoStore
    private let dates: DateProvider
    private let strings: Localizer
    private var groups: [UpcomingGroup] = []

    /// Creates the list over `store`, with today from `dates`.
    public init(store: any TodoStore, dates: DateProvider, strings: Localizer) {
        self.store = store
        self.dates = dates
        self.strings = strings
    }

    // MARK: Rows

    /// The number of sections.
    public var numberOfSections: Int { groups.count }

    /// The title of section `section` (`Today`, `Tomorrow`, …).
    public func title(ofSection section: Int) -> String { strings(.section(groups[section].section)) }

    /// The number of rows in `section`.
    public func numberOfRows(inSection section: Int) -> Int { groups[section].rows.count }

    /// What row `row` of `section` shows.
    public func row(_ row: Int, inSection section: Int) -> UpcomingRowViewData {
        UpcomingRowViewData(groups[section].rows[row], strings: strings)
    }

    // MARK: Events

    /// The page loaded: sets the title and reads the list.
    public func viewDidLoad() {
        view?.setTitle(strings(.upcoming))
        load()
    }

    /// Pull to refresh (`r`): reads the list again.
    public func didPullToRefresh() { load() }

    /// `a` / `+`: opens the Add sheet; a save reads the list again and selects the new item.
    public func didPressAdd() {
        let add = AddTodoPresenter(store: store, dates: dates, strings: strings)
        add.onSaved = { [weak self] item in self?.load(selecting: item.id) }
        view?.showAddTodo(add)
    }

    /// `d` / Delete on row `row` of `section`: asks, then deletes.
    public func didPressDelete(row: Int, inSection section: Int) {
        guard groups.indices.contains(section), groups[section].rows.indices.contains(row) else { return }
        let id = groups[section].rows[row].id
        let question = Confirmation.standard(strings(.deleteTodoConfirmation), strings: strings, isDestructive: true)
        view?.showConfirmation(question) { [weak self] in self?.delete(id) }
    }

    // MARK: Requests

    private func load(selecting selected: TodoItem.ID? = nil) {
        let store = store
        let schedule = dates.upcomingSchedule()
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await store.items(in: schedule) })
            guard let self else { return }
            self.view?.hideLoading()
            switch result {
            case .success(let items):
                self.groups = schedule.groups(for: items)
                if self.groups.isEmpty { self.view?.showEmpty(self.strings(.noUpcomingItems)) } else { self.view?.hideError() }
                self.view?.reloadData()
                if let selected { self.select(selected) }
            case .failure(let error):
                self.groups = []
                self.view?.showError(ListError(error, strings: self.strings))
                self.view?.reloadData()
            }
        }
    }

    private func select(_ id: TodoItem.ID) {
        for (section, group) in groups.enumerated() {
            if let row = group.rows.firstIndex(where: { $0.id == id }) { view?.selectRow(row, inSection: section) }
        }
    }

    private func delete(_ id: TodoItem.ID) {
        let store = store
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await store.delete(id: id) })
            guard let self else { return }
            if case .failure(let error) = result { self.view?.showToast(self.strings.message(for: error)) }
            self.load()
        }
    }
}
