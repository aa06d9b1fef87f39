import Domain
import MVICore

/// The Add sheet as a reducer: the form's fields, the date's steps (never before today), the
/// checks and the save. It tells its parent how it ended through ``Action/delegate(_:)``.
public struct AddTodoFeature: Reducer, Sendable {
    /// The form and what is going on with it.
    public struct State: Equatable, Sendable {
        /// The day the sheet opened on (the date field starts here; no date before it).
        public let today: Day
        /// What was typed.
        public var name = ""
        /// The date field's text.
        public var dueDateText: String
        /// What is wrong with the form, or the store's failure.
        public var error: AppError?
        /// A save is running: Save does nothing meanwhile.
        public var isSaving = false

        /// An empty form opened on `today`.
        public init(today: Day) {
            self.today = today
            dueDateText = today.description
        }
    }

    /// Everything that can happen to the form.
    public enum Action: Equatable, Sendable {
        case nameChanged(String)
        case dueDateChanged(String)
        /// ←/→ in the date field.
        case stepDueDate(Int)
        /// Enter in a field, or the button.
        case saveTapped
        case saveResponse(Result<TodoItem, AppError>)
        /// The button, or Esc.
        case cancelTapped
        /// How the sheet ended, for the parent.
        case delegate(Delegate)
    }

    /// What the sheet tells the feature that opened it.
    public enum Delegate: Equatable, Sendable {
        case saved(TodoItem)
        case cancelled
    }

    let todos: any TodoStore

    /// The form over `todos`.
    public init(todos: any TodoStore) {
        self.todos = todos
    }

    /// Evolves the form for `action` and returns the save to run.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .nameChanged(let text):
            state.name = text
            return .none
        case .dueDateChanged(let text):
            state.dueDateText = text
            return .none
        case .stepDueDate(let days):
            state.dueDateText = TodoValidation.dueDate(steppingFrom: state.dueDateText, by: days, today: state.today).description
            state.error = nil
            return .none
        case .saveTapped:
            guard !state.isSaving else { return .none }
            let entry: (name: String, dueDate: Day)
            do {
                entry = try TodoValidation.validate(name: state.name, dueDateText: state.dueDateText, today: state.today)
            } catch {
                state.error = error
                return .none
            }
            state.isSaving = true
            state.error = nil
            let todos = todos
            return .run { @MainActor send in
                send(.saveResponse(await Result(catching: { try await todos.add(name: entry.name, dueDate: entry.dueDate) })))
            }
        case .saveResponse(.success(let item)):
            state.isSaving = false
            return .send(.delegate(.saved(item)))
        case .saveResponse(.failure(let error)):
            state.isSaving = false
            state.error = error
            return .none
        case .cancelTapped:
            return .send(.delegate(.cancelled))
        case .delegate:
            return .none
        }
    }
}
