import Foundation
import Testing
@testable import Domain

@Suite("In-memory services")
struct InMemoryServicesTests {
    let services = Services.inMemory(dates: .fixed(SampleData.defaultReferenceDate, calendar: Language.english.calendar(timeZone: utc)))

    @Test("user 7 has 45 blogs in pages of 20, 20 and 5")
    func featuredUserPages() async throws {
        let user = try await services.users.user(id: 7)
        #expect(user.postCount == 45)
        let pages = try await [0, 1, 2].asyncMap { try await services.blogs.blogs(userID: 7, page: $0) }
        #expect(pages.map(\.items.count) == [20, 20, 5])
        #expect(pages.map(\.hasMore) == [true, true, false])
        #expect(Set(pages.flatMap(\.items).map(\.id)).count == 45)
        #expect(pages.flatMap(\.items).allSatisfy { $0.authorId == 7 && $0.authorName == user.name })
        let beyond = try await services.blogs.blogs(userID: 7, page: 3)
        #expect(beyond.items.isEmpty && !beyond.hasMore)
    }

    @Test("a 10 000-blog user pages quickly")
    func manyBlogs() async throws {
        let blogs = InMemoryBlogService(blogCount: 10_000)
        let last = try await blogs.blogs(userID: 7, page: 499, pageSize: 20)
        #expect(last.items.count == 20 && !last.hasMore)
        let users = InMemoryUserService(data: SampleData(featuredBlogCount: 10_000))
        #expect(try await users.user(id: 7).postCount == 10_000)
    }

    @Test("the signed-in user has drafts, friends and suggestions")
    func me() async throws {
        #expect(services.currentUserID == 123)
        let me = try await services.users.user(id: 123)
        let friends = try await services.users.friends(of: 123)
        #expect(friends.count >= 8)
        #expect(me.friendCount == friends.count)
        #expect(friends.allSatisfy { $0.isFollowing })
        let suggestions = try await services.users.suggestions()
        #expect(!suggestions.isEmpty && suggestions.allSatisfy { !$0.isFollowing && $0.id != 123 })
        let drafts = try await services.drafts.drafts(page: 0)
        #expect(drafts.items.count == 20 && !drafts.hasMore)
        #expect(drafts.items.map(\.editedAt) == drafts.items.map(\.editedAt).sorted(by: >))
        #expect(drafts.items.contains { $0.summary.isEmpty })
    }

    @Test("following updates the user and the friend count")
    func follow() async throws {
        let suggestion = try #require(try await services.users.suggestions().first)
        let followed = try await services.users.setFollowing(true, userID: suggestion.id)
        #expect(followed.isFollowing)
        #expect(try await services.users.setFollowing(true, userID: suggestion.id) == followed, "idempotent")
        let friendCount = try await services.users.user(id: 123).friendCount
        _ = try await services.users.setFollowing(false, userID: suggestion.id)
        #expect(try await services.users.user(id: 123).friendCount == friendCount - 1)
    }

    @Test("likes are idempotent and shares add one")
    func likesAndShares() async throws {
        let blog = try #require(try await services.blogs.blogs(userID: 7, page: 0).items.first { !$0.isLiked })
        let liked = try await services.blogs.setLiked(true, blogID: blog.id)
        #expect(liked.isLiked && liked.likeCount == blog.likeCount + 1)
        #expect(try await services.blogs.setLiked(true, blogID: blog.id).likeCount == blog.likeCount + 1)
        #expect(try await services.blogs.setLiked(false, blogID: blog.id) == blog)
        #expect(try await services.blogs.share(blogID: blog.id).shareCount == blog.shareCount + 1)
        #expect(try await services.blogs.blog(id: blog.id).shareCount == blog.shareCount + 1)
        await #expect(throws: AppError.notFound) { try await services.blogs.blog(id: 999_999) }
    }

    @Test("optimistic like helper never moves the count by two")
    func withLike() {
        let blog = Blog(id: 1, authorId: 7, authorName: "G", title: "t", likeCount: 4, isLiked: false)
        #expect(blog.withLike(true).likeCount == 5)
        #expect(blog.withLike(true).withLike(true).likeCount == 5)
        #expect(blog.withLike(true).withLike(false) == blog)
    }

    @Test("counters, voice messages, drafts deletion")
    func others() async throws {
        let counters = try await services.counters.counters()
        #expect(counters.count == 20 && counters[0].title == "Item 1")
        #expect(try await services.counters.increment(id: counters[0].id).value == counters[0].value + 1)
        #expect(try await services.voiceMessages.messages().count == 12)
        let draft = try await services.drafts.drafts(page: 0).items[0]
        try await services.drafts.deleteDraft(id: draft.id)
        #expect(try await services.drafts.drafts(page: 0).items.count == 19)
        await #expect(throws: AppError.notFound) { try await services.drafts.deleteDraft(id: draft.id) }
    }

    @Test("login: roles, wrong credentials, and empty fields that send nothing")
    func login() async throws {
        let login = InMemoryLoginService()
        #expect(try await login.logIn(username: "teacher", password: "111").user.role == .teacher)
        #expect(try await login.logIn(username: "student", password: "111").user.role == .student)
        #expect(try await login.logIn(username: "me", password: "123").user.id == 123)
        await #expect(throws: AppError.invalidCredentials) { try await login.logIn(username: "teacher", password: "nope") }
        await #expect(throws: AppError.invalidInput(.missingCredentials)) { try await login.logIn(username: "", password: "111") }
        await #expect(throws: AppError.invalidInput(.missingCredentials)) { try await login.logIn(username: "teacher", password: "") }
        #expect(await login.calls(to: .logIn) == 4)
    }

    @Test("injected failures: next N calls, or every call until cleared")
    func failures() async throws {
        let blogs = InMemoryBlogService(failures: [.share: .timeout])
        await #expect(throws: AppError.timeout) { try await blogs.share(blogID: 1) }
        await blogs.setFailure(.share, to: nil)
        #expect(try await blogs.share(blogID: 1).id == 1)

        await blogs.failNext(.setLiked, times: 2)
        await #expect(throws: AppError.serverBusy) { try await blogs.setLiked(true, blogID: 1) }
        await #expect(throws: AppError.serverBusy) { try await blogs.setLiked(true, blogID: 1) }
        #expect(try await blogs.setLiked(true, blogID: 1).isLiked)
        #expect(await blogs.calls(to: .setLiked) == 3)
        #expect(await blogs.calls(to: .blogs) == 0)
    }

    @Test("the data set is deterministic")
    func deterministic() {
        let first = SampleData()
        let second = SampleData()
        #expect(first.blogs == second.blogs)
        #expect(first.profiles == second.profiles)
        #expect(first.profiles.count == 61)
        #expect(first.profiles.values.contains { $0.name.unicodeScalars.contains { $0.value > 0x4E00 } }, "some names are Chinese")
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
