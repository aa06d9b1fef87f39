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
}
