import Domain
import TerminalUI

/// What every demo screen is built from: the services, the language, and whose profile to show.
///
/// The composition root (`MVXCLI`) makes one for the live backend; tests make one over
/// a backend on 127.0.0.1 port 0 or over in-memory services.
public struct DemoContext: Sendable {
    /// The app's services (live over HTTP, or in memory).
    public var services: Services
    /// The language every string is shown in.
    public var language: Language
    /// Whose profile the `profile` demo shows (`--user`, default 7).
    public var profileUserID: User.ID
    /// Record or replay the session (`--record` / `--replay`); patterns without tapes ignore it.
    public var sessionTape: SessionTapeRequest?

    public init(services: Services, language: Language, profileUserID: User.ID = 7, sessionTape: SessionTapeRequest? = nil) {
        self.services = services
        self.language = language
        self.profileUserID = profileUserID
        self.sessionTape = sessionTape
    }

    /// The strings of `language`.
    public var strings: Localizer { Localizer(language) }
}

/// One pattern's entry point: builds the first screen of each demo it implements.
public protocol PatternModule: Sendable {
    /// Which pattern this is.
    static var pattern: PatternID { get }

    /// The demos this pattern implements; the catalog shows the others as "coming".
    static var demos: Set<DemoID> { get }

    /// The first view controller of `demo`, ready to push on a navigation controller.
    @MainActor static func makeViewController(for demo: DemoID, context: DemoContext) -> ViewController?
}
