import Domain
import Foundation
import PatternKit

/// What the app runs with, as the command line gave it: where it opens, the backend it talks to,
/// the language and the data folder. The `mvx` command fills it from its options; tests make one
/// directly.
public struct AppSettings: Sendable {
    /// The pattern to open directly (`nil`: the catalog).
    public var pattern: PatternID?
    /// The demo of ``pattern`` to open directly.
    public var demo: DemoID?
    /// Whose profile the `profile` demo shows.
    public var profileUserID: User.ID
    /// Whether `--user` was given: then it must name someone, checked before the app starts.
    public var checksProfileUser: Bool
    /// The app's language.
    public var language: Language
    /// A running `mvx serve` to use instead of the embedded backend.
    public var server: URL?
    /// The embedded backend's delay per answer, in milliseconds (`nil`: ``AppEnvironment/interactiveLatency``).
    public var latency: Int?
    /// The share of the embedded backend's answers that fail with 503, from 0 to 1.
    public var failRate: Double
    /// The seed for the sample data and for ``failRate``.
    public var seed: UInt64
    /// The day the to-do list treats as today (`nil`: the real date).
    public var pinnedToday: Day?
    /// The data folder given on the command line (`nil`: the default one).
    public var dataDirectory: String?
    /// Whether the session is recorded to a file or replayed from one (`--record`, `--replay`), and which.
    public var sessionTape: (mode: SessionTapeRequest.Mode, file: URL)?

    /// Settings; every parameter has the app's default.
    public init(pattern: PatternID? = nil, demo: DemoID? = nil, profileUserID: User.ID = 7, checksProfileUser: Bool = false,
                language: Language = .english, server: URL? = nil, latency: Int? = nil, failRate: Double = 0, seed: UInt64 = 1,
                pinnedToday: Day? = nil, dataDirectory: String? = nil, sessionTape: (mode: SessionTapeRequest.Mode, file: URL)? = nil) {
        self.pattern = pattern
        self.demo = demo
        self.profileUserID = profileUserID
        self.checksProfileUser = checksProfileUser
        self.language = language
        self.server = server
        self.latency = latency
        self.failRate = failRate
        self.seed = seed
        self.pinnedToday = pinnedToday
        self.dataDirectory = dataDirectory
        self.sessionTape = sessionTape
    }

    /// The tape request the demos get.
    @MainActor
    var sessionTapeRequest: SessionTapeRequest? { sessionTape.map { SessionTapeRequest($0.mode, url: $0.file) } }
}
