/// The architectures MVX implements, in catalog order.
public enum PatternID: String, CaseIterable, Codable, Sendable {
    case massiveMVC = "massive-mvc"
    case mvc
    case mvp
    case mvvm
    case mvi
    case viper
    case mvcPlus = "mvc-plus"

    /// The name shown in the catalog.
    public var displayName: String {
        switch self {
        case .massiveMVC: "Massive MVC"
        case .mvc: "MVC"
        case .mvp: "MVP"
        case .mvvm: "MVVM"
        case .mvi: "MVI"
        case .viper: "VIPER"
        case .mvcPlus: "MVC+"
        }
    }
}

/// The demos of the spec, in catalog order.
public enum DemoID: String, CaseIterable, Sendable {
    /// Someone else's profile (user 7 unless `--user`).
    case profile
    /// The signed-in user's own profile, with drafts.
    case me
    /// A list whose cells count up.
    case counter
    /// Teacher / student login over one shared login logic.
    case login
    /// The VIPER to-do list.
    case todo
    /// Voice messages whose cells change state by themselves.
    case voice
}
