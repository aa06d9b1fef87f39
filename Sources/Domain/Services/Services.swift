/// Everything the screens talk to, bundled so the composition root builds it
/// once and passes it down — and so tests and `mvx bench` swap in fakes in one
/// place.
///
/// ```swift
/// let services = Services.inMemory()                          // no network
/// let services = try await LiveServicesFactory.make(...)      // over HTTP
/// let user = try await services.users.user(id: services.currentUserID)
/// ```
public struct Services: Sendable {
    /// Users, friends and follows.
    public var users: any UserService
    /// Blogs, likes and shares.
    public var blogs: any BlogService
    /// The signed-in account's drafts.
    public var drafts: any DraftService
    /// The counter demo's rows.
    public var counters: any CounterService
    /// The voice demo's conversation.
    public var voiceMessages: any VoiceMessageService
    /// Signing in (the login demo needs no prior session).
    public var login: any LoginService
    /// The local to-do items.
    public var todos: any TodoStore
    /// The current date and calendar.
    public var dates: DateProvider
    /// The signed-in account's user id: the `me` demo's profile (123 when signed
    /// in as the seeded `me`).
    public var currentUserID: User.ID

    /// Creates a bundle.
    public init(
        users: any UserService,
        blogs: any BlogService,
        drafts: any DraftService,
        counters: any CounterService,
        voiceMessages: any VoiceMessageService,
        login: any LoginService,
        todos: any TodoStore,
        dates: DateProvider,
        currentUserID: User.ID
    ) {
        self.users = users
        self.blogs = blogs
        self.drafts = drafts
        self.counters = counters
        self.voiceMessages = voiceMessages
        self.login = login
        self.todos = todos
        self.dates = dates
        self.currentUserID = currentUserID
    }
}
