import Domain
import MVVMViewModels
import Testing

/// Friends (scene A) and Suggested users (scene B): the follow policy and the optimistic
/// follow of a row.
@MainActor
@Suite("MVVM user list view models")
struct UserListViewModelTests {
    let userService = InMemoryUserService()
    let strings = Localizer(.english)

    var services: Services {
        var services = Services.inMemory()
        services.users = userService
        return services
    }

    func loaded(_ kind: UserListViewModel.Kind) async -> UserListViewModel {
        let list = UserListViewModel(kind: kind, services: services, strings: strings)
        let load = list.load()
        #expect(list.isShowingHUD)
        await load.value
        #expect(!list.isShowingHUD && !list.isLoading)
        return list
    }

    @Test("scene A: unfollow asks Unfollow NAME? first; follow again does not ask")
    func friendsUnfollowAsks() async throws {
        let friends = await loaded(.friends(of: SampleData.meID))
        #expect(friends.title == "Friends")
        let row = try #require(friends.rows.first)
        #expect(row.isFollowing && row.followTitle == "Following")
        #expect(friends.followTapped(userID: row.id) == nil)
        let confirmation = try #require(friends.takeEvents().first?.confirmation)
        #expect(confirmation.message == "Unfollow \(row.name)?")
        #expect(row.isFollowing)
        await confirmation.confirm()?.value
        #expect(!row.isFollowing && row.followTitle == "Follow")
        await friends.followTapped(userID: row.id)?.value
        #expect(row.isFollowing)
        #expect(friends.events.isEmpty)
    }

    @Test("scene B: follow and unfollow at once, no question")
    func suggestionsNoQuestion() async throws {
        let suggested = await loaded(.suggestions)
        #expect(suggested.title == "Suggested users")
        let row = try #require(suggested.rows.first)
        #expect(!row.isFollowing)
        let follow = suggested.followTapped(userID: row.id)
        #expect(row.isFollowing)                            // optimistic
        await follow?.value
        await suggested.followTapped(userID: row.id)?.value
        #expect(!row.isFollowing)
        #expect(suggested.events.isEmpty)
        #expect(await userService.calls(to: .setFollowing) == 2)
    }

    @Test("a failed follow rolls back and toasts")
    func followFails() async throws {
        let suggested = await loaded(.suggestions)
        let row = try #require(suggested.rows.first)
        await userService.failNext(.setFollowing)
        let follow = suggested.followTapped(userID: row.id)
        #expect(row.isFollowing)
        #expect(row.isFollowInFlight)
        #expect(row.setFollowing(false) == nil)             // in flight: ignored
        await follow?.value
        #expect(!row.isFollowing && !row.isFollowInFlight)
        #expect(suggested.takeEvents().compactMap(\.toastText) == [strings(.followFailed)])
    }

    @Test("a failed first load shows the error")
    func failedLoad() async {
        await userService.failNext(.friends)
        let friends = await loaded(.friends(of: SampleData.meID))
        #expect(friends.errorMessage == "Server busy, try again later")
        await friends.refresh().value
        #expect(friends.errorMessage == nil && !friends.rows.isEmpty)
    }
}
