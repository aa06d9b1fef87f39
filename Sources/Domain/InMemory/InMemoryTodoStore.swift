import Foundation

/// A ``TodoStore`` kept in memory, with the same validation as the SQLite store.
public actor InMemoryTodoStore: TodoStore, InMemoryService {
    /// The calls this store answers, for injecting failures.
    public enum Operation: Hashable, Sendable {
        case items, add, delete
    }

    /// The injected failures, latency and call counts.
    public var behavior: InMemoryBehavior<Operation>
    private let dates: DateProvider
    private var itemsByID: [TodoItem.ID: TodoItem] = [:]
    private var nextID = 1

    /// Creates an empty store whose clock is `dates`.
    /// - Parameter failures: Operations that always fail, with their error.
    public init(dates: DateProvider, failures: [Operation: AppError] = [:], latency: Duration = .zero) {
        self.behavior = InMemoryBehavior(failures: failures, latency: latency)
        self.dates = dates
    }

    public func items(from start: Day, through end: Day) async throws(AppError) -> [TodoItem] {
        try await begin(.items)
        return itemsByID.values
            .filter { (start...end).contains($0.dueDate) }
            .sorted { ($0.dueDate, $0.name, $0.id) < ($1.dueDate, $1.name, $1.id) }
    }

    public func add(name: String, dueDate: Day) async throws(AppError) -> TodoItem {
        let validName = try TodoValidation.validate(name: name, dueDate: dueDate, today: dates.today())
        try await begin(.add)
        let item = TodoItem(id: nextID, name: validName, dueDate: dueDate, createdAt: dates.now())
        nextID += 1
        itemsByID[item.id] = item
        return item
    }

    public func delete(id: TodoItem.ID) async throws(AppError) {
        try await begin(.delete)
        itemsByID[id] = nil
    }
}
