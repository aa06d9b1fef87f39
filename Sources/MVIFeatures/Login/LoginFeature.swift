import Domain
import MVICore

/// One role's login form as a reducer. Both role screens run this one reducer, each on its own
/// part of ``RoleChoiceFeature``'s state (scoped by role).
public struct LoginFeature: Reducer, Sendable {
    /// The form and what is going on with it.
    public struct State: Equatable, Sendable {
        /// The role this form logs in.
        public let role: Role
        /// What was typed.
        public var username = "", password = ""
        /// The status line (empty: nothing to say).
        public var status = ""
        /// A request runs: the HUD is up, submitting does nothing.
        public var isLoggingIn = false

        /// An empty form for `role`.
        public init(role: Role) { self.role = role }
    }

    /// Everything that can happen to the form.
    public enum Action: Equatable, Sendable {
        case usernameChanged(String)
        case passwordChanged(String)
        /// Enter in a field, or the button.
        case submitTapped
        case loginResponse(Result<Session, AppError>)
    }

    let login: any LoginService
    let strings: Localizer

    /// The form over `login`, its messages in `strings`' language.
    public init(login: any LoginService, strings: Localizer) {
        self.login = login
        self.strings = strings
    }

    /// Evolves the form for `action` and returns the request to run.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .usernameChanged(let text):
            state.username = text
            return .none
        case .passwordChanged(let text):
            state.password = text
            return .none
        case .submitTapped:
            guard !state.isLoggingIn else { return .none }
            guard !state.username.isBlank, !state.password.isEmpty else {
                state.status = strings(.enterUsernameAndPassword)
                return .none
            }
            state.isLoggingIn = true
            state.status = ""
            let login = login, username = state.username, password = state.password
            return .run { @MainActor send in
                send(.loginResponse(await Result(catching: { try await login.logIn(username: username, password: password) })))
            }
        case .loginResponse(let result):
            state.isLoggingIn = false
            switch result {
            case .success(let session) where session.user.role == state.role:
                state.status = strings(.loggedIn(strings.displayName(of: session.user)))
            case .success:
                state.status = strings(.accountIsNot(state.role))
            case .failure(let error):
                state.status = strings.message(for: error)
            }
            return .none
        }
    }
}

/// `Who are you?` and the two role forms it opens: one ``LoginFeature`` reducer, scoped twice.
public struct RoleChoiceFeature: Reducer, Sendable {
    /// Both forms' state.
    public struct State: Equatable, Sendable {
        /// The teacher's form.
        public var teacher = LoginFeature.State(role: .teacher)
        /// The student's form.
        public var student = LoginFeature.State(role: .student)

        /// Both forms empty.
        public init() {}
    }

    /// A row chosen, or an action of one role's form.
    public enum Action: Equatable, Sendable {
        /// A row was chosen: that role's form starts empty.
        case roleSelected(Role)
        case teacher(LoginFeature.Action)
        case student(LoginFeature.Action)

        static let teacherCase = CasePath<Action, LoginFeature.Action>(
            embed: { .teacher($0) }, extract: { if case .teacher(let action) = $0 { action } else { nil } })
        static let studentCase = CasePath<Action, LoginFeature.Action>(
            embed: { .student($0) }, extract: { if case .student(let action) = $0 { action } else { nil } })
    }

    /// The roles, in the order `Who are you?` lists them.
    public static let roles: [Role] = [.teacher, .student]

    let form: LoginFeature

    /// The choice over `services.login`.
    public init(services: Services, strings: Localizer) {
        form = LoginFeature(login: services.login, strings: strings)
    }

    /// Evolves both forms (each through the one login reducer) and the choice.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .roleSelected(.teacher):
            state.teacher = LoginFeature.State(role: .teacher)
            return .none
        case .roleSelected:
            state.student = LoginFeature.State(role: .student)
            return .none
        case .teacher, .student:
            return .merge(
                Scope(state: \State.teacher, action: Action.teacherCase) { form }.reduce(into: &state, action: action),
                Scope(state: \State.student, action: Action.studentCase) { form }.reduce(into: &state, action: action)
            )
        }
    }
}
