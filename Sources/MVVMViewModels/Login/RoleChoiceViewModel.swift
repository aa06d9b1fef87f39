import Domain
import Observation

/// `Who are you?`: the two roles (outputs); choosing one opens its login screen (input).
@MainActor
public final class RoleChoiceViewModel {
    /// The screen title.
    public let title: String
    /// The rows' texts (`I'm a teacher`, `I'm a student`), in order.
    public let rowTitles: [String]
    /// Opens the chosen login screen, for the view to take.
    public let events = ViewEventQueue()

    private static let roles: [Role] = [.teacher, .student]
    private let services: Services
    private let strings: Localizer

    /// The choice over `services.login`.
    public init(services: Services, strings: Localizer) {
        self.services = services
        self.strings = strings
        title = strings(.whoAreYou)
        rowTitles = Self.roles.map { strings(.iAm($0)) }
    }

    /// Row `index` was chosen: its role's login screen opens, over one shared login logic.
    public func rowSelected(at index: Int) {
        guard Self.roles.indices.contains(index) else { return }
        events.send(.open(.login(LoginViewModel(role: Self.roles[index], service: services.login, strings: strings))))
    }
}
