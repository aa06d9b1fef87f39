import Domain

/// What every demo screen is built from: the services, the language, and whose profile to show.
///
/// The composition root (`MVXApp`) makes one for the live backend; tests make one over
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
    /// The timers of the app the demo runs in (its run loop's clock: real time in the app, the
    /// test clock under the test driver). Logic that moves by itself (the voice player) runs on it.
    public var scheduler: any Scheduler

    /// Creates a context; `scheduler` is the application the demo will run in (the default, a
    /// ``Domain/ManualScheduler`` nobody advances, suits demos that never wait on time).
    @MainActor
    public init(services: Services, language: Language, scheduler: any Scheduler = ManualScheduler(),
                profileUserID: User.ID = 7, sessionTape: SessionTapeRequest? = nil) {
        self.services = services
        self.language = language
        self.scheduler = scheduler
        self.profileUserID = profileUserID
        self.sessionTape = sessionTape
    }

    /// The strings of `language`.
    public var strings: Localizer { Localizer(language) }

    /// Whose profile a profile demo opens: the signed-in user's for `me` (`ownProfile`),
    /// ``profileUserID``'s for `profile`.
    public func profileOwner(ownProfile: Bool) -> User.ID {
        ownProfile ? services.currentUserID : profileUserID
    }
}
