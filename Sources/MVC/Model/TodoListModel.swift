import Domain

/// The to-do demo's model: the items the `Upcoming` list shows today, filed into sections, and
/// the operations that change them (add, delete), all over the ``Domain/TodoStore``.
///
/// No views and no strings: controllers ask it, then redraw. "Today" comes from the injected
/// ``Domain/DateProvider``, so a test pins the clock.
@MainActor
final class TodoListModel {
    /// The non-empty sections in display order (empty until ``load()`` succeeds).
    private(set) var groups: [UpcomingGroup] = []

    private let store: any TodoStore
    private let dates: DateProvider

    /// A model over `store`, with today from `dates`.
    init(store: any TodoStore, dates: DateProvider) {
        self.store = store
        self.dates = dates
    }

    /// Today, for the Add form.
    var today: Day { dates.today() }

    /// Reads the items due from today through the end of next week and files them.
    func load() async -> Result<Void, AppError> {
        let store = store
        let schedule = dates.upcomingSchedule()
        switch await Result(catching: { try await store.items(in: schedule) }) {
        case .success(let items):
            groups = schedule.groups(for: items)
            return .success(())
        case .failure(let error):
            groups = []
            return .failure(error)
        }
    }

    /// Row `row` of section `section`, if there is one.
    func row(_ row: Int, inSection section: Int) -> UpcomingRow? {
        guard groups.indices.contains(section), groups[section].rows.indices.contains(row) else { return nil }
        return groups[section].rows[row]
    }

    /// Where the item `id` is listed (section and row), if it is.
    func position(of id: TodoItem.ID) -> (section: Int, row: Int)? {
        for (section, group) in groups.enumerated() {
            if let row = group.rows.firstIndex(where: { $0.id == id }) { return (section, row) }
        }
        return nil
    }

    /// Checks and saves what the Add form holds; nothing is saved when the form is wrong.
    func add(name: String, dueDateText: String) async -> Result<TodoItem, AppError> {
        let entry: (name: String, dueDate: Day)
        do {
            entry = try TodoValidation.validate(name: name, dueDateText: dueDateText, today: today)
        } catch {
            return .failure(error)
        }
        let store = store
        return await Result(catching: { try await store.add(name: entry.name, dueDate: entry.dueDate) })
    }

    /// Deletes the item `id`.
    func delete(id: TodoItem.ID) async -> Result<Void, AppError> {
        let store = store
        return await Result(catching: { try await store.delete(id: id) })
    }
}
