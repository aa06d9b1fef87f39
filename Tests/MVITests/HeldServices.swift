import Foundation
import Domain
import TerminalUI
import TerminalUITesting

/// Where service calls wait while a test keeps a request in flight: shut, a call waits at it
/// until the test opens it — so the screen can be looked at mid-request, with no sleep and no
/// clock. (The driver's `press` waits for every request the screen started, so a test presses
/// with ``AppDriver/press(_:heldAt:)`` while the door is shut.)
actor Door {
    private var isShut = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var arrivals: [CheckedContinuation<Void, Never>] = []

    /// Makes the calls from now on wait.
    func shut() { isShut = true }

    /// Lets the waiting calls through, and every call after them.
    func open() {
        isShut = false
        let waiting = waiting
        self.waiting = []
        for call in waiting { call.resume() }
    }

    /// Returns once a call waits at the door.
    func waitForCall() async {
        guard waiting.isEmpty else { return }
        await withCheckedContinuation { arrivals.append($0) }
    }

    /// What a held service does first: passes an open door, waits at a shut one.
    func pass() async {
        guard isShut else { return }
        await withCheckedContinuation { call in
            waiting.append(call)
            let arrivals = arrivals
            self.arrivals = []
            for arrival in arrivals { arrival.resume() }
        }
    }
}

/// The in-memory blog service, whose page loads wait at ``pages``.
struct HeldBlogService: BlogService {
    let base: InMemoryBlogService
    let pages = Door()

    init(base: InMemoryBlogService = InMemoryBlogService()) { self.base = base }

    func blogs(userID: User.ID, page: Int, pageSize: Int) async throws(AppError) -> Page<Blog> {
        await pages.pass()
        return try await base.blogs(userID: userID, page: page, pageSize: pageSize)
    }
    func blog(id: Blog.ID) async throws(AppError) -> Blog { try await base.blog(id: id) }
    func setLiked(_ isLiked: Bool, blogID: Blog.ID) async throws(AppError) -> Blog { try await base.setLiked(isLiked, blogID: blogID) }
    func share(blogID: Blog.ID) async throws(AppError) -> Blog { try await base.share(blogID: blogID) }
}

/// The in-memory user service over `data`, whose lists (friends, suggestions) wait at ``lists`` and follows
/// at ``follows``.
struct HeldUserService: UserService {
    let base: InMemoryUserService
    let lists = Door()
    let follows = Door()

    init(data: SampleData = .standard) { base = InMemoryUserService(data: data) }

    func user(id: User.ID) async throws(AppError) -> User { try await base.user(id: id) }
    func friends(of userID: User.ID) async throws(AppError) -> [User] {
        await lists.pass()
        return try await base.friends(of: userID)
    }
    func suggestions() async throws(AppError) -> [User] {
        await lists.pass()
        return try await base.suggestions()
    }
    func setFollowing(_ isFollowing: Bool, userID: User.ID) async throws(AppError) -> User {
        await follows.pass()
        return try await base.setFollowing(isFollowing, userID: userID)
    }
}

/// The in-memory draft service over `data`, whose deletes wait at ``deletes``.
struct HeldDraftService: DraftService {
    let base: InMemoryDraftService
    let deletes = Door()

    init(data: SampleData = .standard) { base = InMemoryDraftService(data: data) }

    func drafts(page: Int) async throws(AppError) -> Page<Draft> { try await base.drafts(page: page) }
    func deleteDraft(id: Draft.ID) async throws(AppError) {
        await deletes.pass()
        try await base.deleteDraft(id: id)
    }
}

extension AppDriver {
    /// Presses `key` without waiting for the app to settle, waits until the request it started
    /// waits at `door`, and draws the screen as it is then. Open the door, then
    /// ``runUntilIdle()``, to let the request end.
    func press(_ key: Key, heldAt door: Door) async {
        application.handle(.key(key))
        await door.waitForCall()
        application.render()
    }
}

/// The in-memory login service, whose logins wait at ``logins``.
struct HeldLoginService: LoginService {
    let base = InMemoryLoginService()
    let logins = Door()

    func logIn(username: String, password: String) async throws(AppError) -> Session {
        await logins.pass()
        return try await base.logIn(username: username, password: password)
    }
}

/// The in-memory counter service, whose increments wait at ``increments``.
struct HeldCounterService: CounterService {
    let base = InMemoryCounterService()
    let increments = Door()

    func counters() async throws(AppError) -> [Counter] { try await base.counters() }
    func increment(id: Counter.ID, idempotencyKey: IdempotencyKey) async throws(AppError) -> Counter {
        await increments.pass()
        return try await base.increment(id: id, idempotencyKey: idempotencyKey)
    }
}

extension AppDriver {
    /// The number after the first `label` on screen (`Friends 10` → 10).
    func number(after label: String) -> Int? {
        for line in screenText {
            guard let range = line.range(of: label) else { continue }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        return nil
    }
}
