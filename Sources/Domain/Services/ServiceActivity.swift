/// Counts the service calls in flight, so that a caller can wait until none is.
///
/// The composition root wraps its ``Services`` with ``Services/tracked(by:)``; the
/// acceptance tests then wait for `waitUntilIdle()` instead of sleeping, whatever
/// pattern started the calls (a view controller, a presenter, a view model's task,
/// a store's effect). An app could drive a network-activity indicator from it too.
@MainActor
public final class ServiceActivity {
    /// The calls started and not yet finished.
    public private(set) var callsInFlight = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    public init() {}

    /// Returns once no call is in flight (at once when none is).
    public func waitUntilIdle() async {
        while callsInFlight > 0 {
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    /// Runs `call`, counting it while it runs.
    public func track<Value: Sendable>(
        _ call: @Sendable () async throws(AppError) -> Value
    ) async throws(AppError) -> Value {
        callsInFlight += 1
        defer {
            callsInFlight -= 1
            if callsInFlight == 0 {
                let resumed = waiters
                waiters.removeAll()
                for waiter in resumed { waiter.resume() }
            }
        }
        return try await call()
    }
}

extension Services {
    /// The same services, each call counted by `activity`.
    @MainActor
    public func tracked(by activity: ServiceActivity) -> Services {
        var copy = self
        copy.users = TrackedUserService(base: users, activity: activity)
        copy.blogs = TrackedBlogService(base: blogs, activity: activity)
        copy.drafts = TrackedDraftService(base: drafts, activity: activity)
        copy.counters = TrackedCounterService(base: counters, activity: activity)
        copy.voiceMessages = TrackedVoiceMessageService(base: voiceMessages, activity: activity)
        copy.login = TrackedLoginService(base: login, activity: activity)
        copy.todos = TrackedTodoStore(base: todos, activity: activity)
        return copy
    }
}

private struct TrackedUserService: UserService {
    let base: any UserService
    let activity: ServiceActivity
    func user(id: User.ID) async throws(AppError) -> User { try await activity.track { () async throws(AppError) in try await base.user(id: id) } }
    func friends(of userID: User.ID) async throws(AppError) -> [User] { try await activity.track { () async throws(AppError) in try await base.friends(of: userID) } }
    func suggestions() async throws(AppError) -> [User] { try await activity.track { () async throws(AppError) in try await base.suggestions() } }
    func setFollowing(_ isFollowing: Bool, userID: User.ID) async throws(AppError) -> User {
        try await activity.track { () async throws(AppError) in try await base.setFollowing(isFollowing, userID: userID) }
    }
}

private struct TrackedBlogService: BlogService {
    let base: any BlogService
    let activity: ServiceActivity
    func blogs(userID: User.ID, page: Int, pageSize: Int) async throws(AppError) -> Page<Blog> {
        try await activity.track { () async throws(AppError) in try await base.blogs(userID: userID, page: page, pageSize: pageSize) }
    }
    func blog(id: Blog.ID) async throws(AppError) -> Blog { try await activity.track { () async throws(AppError) in try await base.blog(id: id) } }
    func setLiked(_ isLiked: Bool, blogID: Blog.ID) async throws(AppError) -> Blog {
        try await activity.track { () async throws(AppError) in try await base.setLiked(isLiked, blogID: blogID) }
    }
    func share(blogID: Blog.ID) async throws(AppError) -> Blog { try await activity.track { () async throws(AppError) in try await base.share(blogID: blogID) } }
}

private struct TrackedDraftService: DraftService {
    let base: any DraftService
    let activity: ServiceActivity
    func drafts(page: Int) async throws(AppError) -> Page<Draft> { try await activity.track { () async throws(AppError) in try await base.drafts(page: page) } }
    func deleteDraft(id: Draft.ID) async throws(AppError) { try await activity.track { () async throws(AppError) in try await base.deleteDraft(id: id) } }
}

private struct TrackedCounterService: CounterService {
    let base: any CounterService
    let activity: ServiceActivity
    func counters() async throws(AppError) -> [Counter] { try await activity.track { () async throws(AppError) in try await base.counters() } }
    func increment(id: Counter.ID, idempotencyKey: IdempotencyKey) async throws(AppError) -> Counter {
        try await activity.track { () async throws(AppError) in try await base.increment(id: id, idempotencyKey: idempotencyKey) }
    }
}

private struct TrackedVoiceMessageService: VoiceMessageService {
    let base: any VoiceMessageService
    let activity: ServiceActivity
    func messages() async throws(AppError) -> [VoiceMessage] { try await activity.track { () async throws(AppError) in try await base.messages() } }
}

private struct TrackedLoginService: LoginService {
    let base: any LoginService
    let activity: ServiceActivity
    func logIn(username: String, password: String) async throws(AppError) -> Session {
        try await activity.track { () async throws(AppError) in try await base.logIn(username: username, password: password) }
    }
}

private struct TrackedTodoStore: TodoStore {
    let base: any TodoStore
    let activity: ServiceActivity
    func items(from start: Day, through end: Day) async throws(AppError) -> [TodoItem] {
        try await activity.track { () async throws(AppError) in try await base.items(from: start, through: end) }
    }
    func add(name: String, dueDate: Day) async throws(AppError) -> TodoItem {
        try await activity.track { () async throws(AppError) in try await base.add(name: name, dueDate: dueDate) }
    }
    func delete(id: TodoItem.ID) async throws(AppError) { try await activity.track { () async throws(AppError) in try await base.delete(id: id) } }
}
