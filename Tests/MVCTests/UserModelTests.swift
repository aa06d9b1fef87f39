import Domain
@testable import MVC
import Testing

/// MVC's ``UserModel``: the one value of each user, the signed-in account's friend count
/// included, shared by the profile header and the user lists.
@MainActor
@Suite("MVC UserModel")
struct UserModelTests {
    let service = InMemoryUserService()
    let me = SampleData.meID

    /// Records what the model tells its observers (as the header and the lists are told).
    final class Watcher {
        var changes: [User] = []
    }

    @Test("a follow shows in the user and in my friend count at once; a refusal takes both back")
    func followCountsAtOnce() async throws {
        let model = UserModel(service: service, signedInUserID: me)
        let count = try await model.loadUser(me).friendCount
        let ids = try await model.loadUsers(in: .suggestedUsers)
        try #require(ids.count >= 2)
        let watcher = Watcher()
        model.addObserver(watcher) { watcher, user in watcher.changes.append(user) }

        try await model.setFollowing(true, userID: ids[0])
        #expect(watcher.changes.map(\.id) == [ids[0], me, ids[0]], "the row and my count at once, then the backend's row")
        #expect(model.user(me)?.friendCount == count + 1)
        #expect(try await service.user(id: me).friendCount == count + 1, "the server agrees")

        watcher.changes = []
        await service.failNext(.setFollowing)
        await #expect(throws: AppError.serverBusy) { try await model.setFollowing(true, userID: ids[1]) }
        #expect(watcher.changes.compactMap { $0.id == me ? $0.friendCount : nil } == [count + 2, count + 1])
        #expect(model.user(ids[1])?.isFollowing == false)
    }

    @Test("someone else's profile user is not my count")
    func onlyMyCount() async throws {
        let model = UserModel(service: service, signedInUserID: me)
        let grace = try await model.loadUser(SampleData.featuredUserID)
        let id = try #require(try await model.loadUsers(in: .friends(of: SampleData.featuredUserID)).first { model.user($0)?.isFollowing == false })
        try await model.setFollowing(true, userID: id)
        #expect(model.user(SampleData.featuredUserID) == grace)
    }

    @Test("one follow request per user at a time")
    func oneFollowAtATime() async throws {
        let model = UserModel(service: service, signedInUserID: me)
        let ids = try await model.loadUsers(in: .suggestedUsers)
        let first = Task { try await model.setFollowing(true, userID: ids[0]) }
        let second = Task { try await model.setFollowing(true, userID: ids[0]) }
        try await first.value
        try await second.value
        #expect(await service.calls(to: .setFollowing) == 1)
    }

    /// A user service whose follow answer is set by the test (the backend may know better than
    /// the optimistic change).
    struct AnsweringUserService: UserService {
        let users: [User]
        let answer: User
        func user(id: User.ID) async throws(AppError) -> User {
            guard let user = users.first(where: { $0.id == id }) else { throw .notFound }
            return user
        }
        func friends(of userID: User.ID) async throws(AppError) -> [User] { users }
        func suggestions() async throws(AppError) -> [User] { users }
        func setFollowing(_ isFollowing: Bool, userID: User.ID) async throws(AppError) -> User { answer }
    }

    @Test("when the backend answers that a follow did not take, the user and my count follow its answer")
    func countFollowsTheAnswer() async throws {
        let alan = User(id: 2, name: "Alan")
        let service = AnsweringUserService(users: [User(id: 1, name: "Me", friendCount: 3), alan], answer: alan)
        let model = UserModel(service: service, signedInUserID: 1)
        try await model.loadUser(1)
        _ = try await model.loadUsers(in: .suggestedUsers)
        try await model.setFollowing(true, userID: 2)
        #expect(model.user(2)?.isFollowing == false)
        #expect(model.user(1)?.friendCount == 3)
    }
}
