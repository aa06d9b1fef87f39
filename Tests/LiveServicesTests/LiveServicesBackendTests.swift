import Backend
import Domain
import Foundation
import Testing
@testable import LiveServices

/// The live services against a real backend started in this process.
@Suite("Live services against the backend")
struct LiveServicesBackendTests {
    @Test("signing in as me gives services for user 123")
    func signIn() async throws {
        try await withBackend { backend in
            let services = try await backend.services()
            #expect(services.currentUserID == 123)
            let me = try await services.users.user(id: 123)
            #expect(me.id == 123)
        }
    }

    @Test("users, friends, suggestions and following")
    func users() async throws {
        try await withBackend { backend in
            let services = try await backend.services()
            let featured = try await services.users.user(id: 7)
            #expect(featured.postCount == 45)

            let friends = try await services.users.friends(of: 123)
            #expect(friends.count >= 8)
            #expect(friends.allSatisfy { $0.isFollowing })
            let me = try await services.users.user(id: 123)
            #expect(me.friendCount == friends.count)

            let suggestions = try await services.users.suggestions()
            let stranger = try #require(suggestions.first)
            #expect(suggestions.allSatisfy { !$0.isFollowing && $0.id != 123 })
            let followed = try await services.users.setFollowing(true, userID: stranger.id)
            #expect(followed.isFollowing)
            #expect(try await services.users.setFollowing(true, userID: stranger.id).isFollowing, "idempotent")
            #expect(try await services.users.user(id: 123).friendCount == me.friendCount + 1)
            let unfollowed = try await services.users.setFollowing(false, userID: stranger.id)
            #expect(!unfollowed.isFollowing)
            #expect(try await services.users.user(id: 123).friendCount == me.friendCount)
            await #expect(throws: AppError.notFound) { try await services.users.user(id: 99_999) }
        }
    }

    @Test("blogs page 20, 20, 5; likes and shares round-trip")
    func blogs() async throws {
        try await withBackend { backend in
            let services = try await backend.services()
            var pages: [Page<Blog>] = []
            for page in 0..<3 {
                pages.append(try await services.blogs.blogs(userID: 7, page: page))
            }
            #expect(pages.map(\.items.count) == [20, 20, 5])
            #expect(pages.map(\.hasMore) == [true, true, false])
            #expect(pages.map(\.page) == [0, 1, 2])
            let all = pages.flatMap(\.items)
            #expect(Set(all.map(\.id)).count == 45)
            #expect(all.allSatisfy { $0.authorId == 7 })

            let blog = try #require(all.first { !$0.isLiked })
            #expect(try await services.blogs.blog(id: blog.id) == blog)
            let liked = try await services.blogs.setLiked(true, blogID: blog.id)
            #expect(liked == blog.withLike(true))
            #expect(try await services.blogs.setLiked(true, blogID: blog.id).likeCount == blog.likeCount + 1, "idempotent")
            #expect(try await services.blogs.setLiked(false, blogID: blog.id) == blog)
            let shared = try await services.blogs.share(blogID: blog.id)
            #expect(shared.shareCount == blog.shareCount + 1)
            #expect(try await services.blogs.blog(id: blog.id).shareCount == shared.shareCount)

            await #expect(throws: AppError.self) { try await services.blogs.blogs(userID: 7, page: 0, pageSize: 500) }
        }
    }

    @Test("drafts: one page of 20, deletion, and privacy")
    func drafts() async throws {
        try await withBackend { backend in
            let services = try await backend.services()
            let page = try await services.drafts.drafts(page: 0)
            #expect(page.items.count == 20)
            #expect(!page.hasMore)
            let draft = try #require(page.items.first)
            try await services.drafts.deleteDraft(id: draft.id)
            let after = try await services.drafts.drafts(page: 0)
            #expect(after.items.count == 19)
            #expect(!after.items.contains { $0.id == draft.id })

            await #expect(throws: AppError.unauthorized) { try await LiveDraftService(client: backend.client(), userID: 123).drafts(page: 0) }
        }
    }

    @Test("counters, voice messages")
    func countersAndVoice() async throws {
        try await withBackend { backend in
            let services = try await backend.services()
            let counters = try await services.counters.counters()
            #expect(counters.count == 20)
            let first = try #require(counters.first)
            #expect(try await services.counters.increment(id: first.id).value == first.value + 1)
            #expect(try await services.counters.increment(id: first.id).value == first.value + 2)
            let messages = try await services.voiceMessages.messages()
            #expect(messages.count == 12)
            #expect(messages.allSatisfy { $0.durationSeconds > 0 && !$0.sender.isEmpty })
        }
    }

    @Test("login: teacher, student, wrong password")
    func login() async throws {
        try await withBackend { backend in
            let login = LiveLoginService(client: backend.client())
            let teacher = try await login.logIn(username: "teacher", password: "111")
            #expect(teacher.user.role == .teacher)
            #expect(!teacher.token.isEmpty)
            #expect(try await login.logIn(username: "student", password: "111").user.role == .student)
            await #expect(throws: AppError.invalidCredentials) { try await login.logIn(username: "teacher", password: "112") }
            await #expect(throws: AppError.invalidCredentials) { try await login.logIn(username: "nobody", password: "111") }
            await #expect(throws: AppError.invalidCredentials) {
                try await LiveServicesFactory.make(baseURL: backend.baseURL, password: "wrong", todos: InMemoryTodoStore(dates: .system(calendar: Language.english.calendar())), dates: .system(calendar: Language.english.calendar()))
            }
        }
    }

    @Test("a stopped server is offline")
    func stoppedServer() async throws {
        let (services, server) = try await withBackend { backend in (try await backend.services(), backend.server) }
        await server.stop()
        let error = await #expect(throws: AppError.self) { try await services.counters.counters() }
        guard case .offline = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(error?.message(in: .english) == "Can't reach the server. Check that it is running.")
    }

    @Test("a scripted 503 reads as server busy, then the next request succeeds")
    func scriptedFault() async throws {
        try await withBackend(BackendConfiguration(testFaults: true)) { backend in
            let services = try await backend.services()
            let blog = try await services.blogs.blog(id: 1)
            try await backend.injectFault(path: "/v1/blogs/*", method: "PUT", status: 503)
            let error = await #expect(throws: AppError.self) { try await services.blogs.setLiked(true, blogID: blog.id) }
            #expect(error?.isServerBusy == true)
            #expect(error?.message(in: .english) == "Server busy, try again later")
            #expect(try await services.blogs.blog(id: blog.id) == blog, "the failed like changed nothing")
            #expect(try await services.blogs.setLiked(true, blogID: blog.id).isLiked)

            try await backend.injectFault(path: "/v1/drafts/*", method: "DELETE", status: 503)
            let draft = try #require(try await services.drafts.drafts(page: 0).items.first)
            await #expect(throws: AppError.self) { try await services.drafts.deleteDraft(id: draft.id) }
            #expect(try await services.drafts.drafts(page: 0).items.contains(draft))
        }
    }

    @Test("a fail rate of 1 makes every data request busy, but signing in still works")
    func failRate() async throws {
        try await withBackend(BackendConfiguration(failRate: 1)) { backend in
            let services = try await backend.services()
            let error = await #expect(throws: AppError.self) { try await services.counters.counters() }
            #expect(error?.isServerBusy == true)
        }
    }

    @Test("an answer slower than the client's timeout is a timeout")
    func slowAnswer() async throws {
        try await withBackend(BackendConfiguration(latency: .seconds(2))) { backend in
            let counters = LiveCounterService(client: backend.client(timeout: .milliseconds(300)))
            // The server answers after 2 s; the client gives up after 300 ms and says so.
            await #expect(throws: AppError.timeout) { try await counters.counters() }
        }
    }

    @Test("health check")
    func health() async throws {
        try await withBackend { backend in
            try await backend.client().checkHealth()
        }
    }
}
