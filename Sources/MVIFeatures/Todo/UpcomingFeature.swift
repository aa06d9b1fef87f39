import Domain
import MVICore

/// The `Upcoming` to-do list as one reducer: the sections, the Add sheet (an optional child
/// ``AddTodoFeature``, present while the sheet is up), the delete question and the one-shot
/// toast and selection, all in state. Today and the week's rules come from the injected
/// ``Domain/DateProvider``.
public struct UpcomingFeature: Reducer, Sendable {
    /// The list and what is going on with it.
    public struct State: Equatable, Sendable {
        /// The non-empty sections, in display order.
        public var groups: [UpcomingGroup] = []
        /// A read has answered (so no sections means `No upcoming items`).
        public var hasLoaded = false
        /// A read is running.
        public var isLoading = false
        /// The last read failed: the list shows this error.
        public var loadError: AppError?
        /// The Add sheet, while it is up.
        public var addTodo: AddTodoFeature.State?
        /// The item the delete question is about, while it is asked.
        public var pendingDelete: TodoItem.ID?
        /// The item to select once the list shows it (one-shot: the view acknowledges).
        public var selection: TodoItem.ID?
        /// The error to toast (one-shot).
        public var toast: AppError?

        /// A list not read yet.
        public init() {}

        /// Whether the list is empty after a successful read.
        public var isEmpty: Bool { hasLoaded && loadError == nil && groups.isEmpty }
    }

    /// Everything that can happen to the list.
    public enum Action: Equatable, Sendable {
        case viewDidLoad
        /// Pull to refresh (`r`).
        case refresh
        case itemsResponse(Result<[UpcomingGroup], AppError>)
        /// `a` / `+`.
        case addTapped
        case addTodo(AddTodoFeature.Action)
        /// `d` / Delete on the row of an item.
        case deleteTapped(TodoItem.ID)
        case deleteAnswered(Bool)
        case deleteResponse(AppError?)
        case selectionShown
        case toastShown

        static let addTodoCase = CasePath<Action, AddTodoFeature.Action>(
            embed: { .addTodo($0) }, extract: { if case .addTodo(let action) = $0 { action } else { nil } })
    }

    let todos: any TodoStore
    let dates: DateProvider
    let addTodo: AddTodoFeature

    /// The list over `services.todos`, with today from `services.dates`.
    public init(services: Services) {
        todos = services.todos
        dates = services.dates
        addTodo = AddTodoFeature(todos: services.todos)
    }

    /// Evolves the list for `action` and returns the reads and writes to run.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad, .refresh:
            return load(&state)
        case .itemsResponse(.success(let groups)):
            state.isLoading = false
            state.hasLoaded = true
            state.loadError = nil
            state.groups = groups
            return .none
        case .itemsResponse(.failure(let error)):
            state.isLoading = false
            state.hasLoaded = true
            state.groups = []
            state.loadError = error
            return .none
        case .addTapped:
            guard state.addTodo == nil else { return .none }
            state.addTodo = AddTodoFeature.State(today: dates.today())
            return .none
        case .addTodo(.delegate(.saved(let item))):
            state.addTodo = nil
            state.selection = item.id
            return load(&state)
        case .addTodo(.delegate(.cancelled)):
            state.addTodo = nil
            return .none
        case .addTodo(let childAction):
            guard var child = state.addTodo else { return .none }
            let effect = addTodo.reduce(into: &child, action: childAction)
            state.addTodo = child
            return effect.map(Action.addTodoCase.embed)
        case .deleteTapped(let id):
            state.pendingDelete = id
            return .none
        case .deleteAnswered(let ok):
            guard let id = state.pendingDelete else { return .none }
            state.pendingDelete = nil
            guard ok else { return .none }
            let todos = todos
            return .run { @MainActor send in
                let result = await Result(catching: { try await todos.delete(id: id) })
                if case .failure(let error) = result { send(.deleteResponse(error)) } else { send(.deleteResponse(nil)) }
            }
        case .deleteResponse(let error):
            state.toast = error
            return load(&state)
        case .selectionShown:
            state.selection = nil
            return .none
        case .toastShown:
            state.toast = nil
            return .none
        }
    }

    private func load(_ state: inout State) -> Effect<Action> {
        state.isLoading = true
        let todos = todos
        let schedule = dates.upcomingSchedule()
        return .run { @MainActor send in
            let result = await Result(catching: { try await todos.items(in: schedule) })
            send(.itemsResponse(result.map(schedule.groups(for:))))
        }
    }
}
