import ArgumentParser

/// The architectures MVX implements, in catalog order.
public enum PatternID: String, CaseIterable, Sendable, ExpressibleByArgument {
    case massiveMVC = "massive-mvc"
    case mvc
    case mvp
    case mvvm
    case mvi
    case viper

    /// The name shown in the catalog.
    public var displayName: String {
        switch self {
        case .massiveMVC: "Massive View Controller"
        case .mvc: "MVC"
        case .mvp: "MVP"
        case .mvvm: "MVVM"
        case .mvi: "MVI"
        case .viper: "VIPER"
        }
    }

    /// One line on what the pattern is, shown beside it in the catalog.
    public var summary: String {
        switch self {
        case .massiveMVC: "The baseline: one view controller per screen does everything."
        case .mvc: "View controllers assemble self-managed modules; cells only expose setters."
        case .mvp: "Passive views behind protocols; presenters hold all logic and state."
        case .mvvm: "Views bind to observable view models; events travel up the responder chain."
        case .mvi: "One state value per screen, actions, a pure reducer and effects in a store."
        case .viper: "View, Interactor, Presenter, Entity and Router per module, wired by an assembly."
        }
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// The demos of the spec, in catalog order.
public enum DemoID: String, CaseIterable, Sendable, ExpressibleByArgument {
    case profile, me, counter, login, todo, voice

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
