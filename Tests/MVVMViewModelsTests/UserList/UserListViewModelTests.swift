import Domain
import MVVMViewModels
import Testing

/// Friends (scene A) and Suggested users (scene B): loading, and the scene's follow policy.
@MainActor
@Suite("MVVM user list view model")
struct UserListViewModelTests {
    let test = TestServices()

    func loaded(_ scene: UserListScene) async -> UserListViewModel {
        let list = UserListViewModel(scene: scene, services: test.services, strings: test.strings)
        list.viewDidLoad()
        #expect(list.isShowingHUD && list.isLoading)
        await list.pendingWork.waitUntilIdle()
        #expect(!list.isShowingHUD && !list.isLoading)
        return list
    }

    @Test("a new list is not loading and shows no HUD until the screen loads")
    func notLoadingAtFirst() {
        let list = UserListViewModel(scene: .suggestedUsers, services: test.services, strings: test.strings)
        #expect(!list.isLoading && !list.isShowingHUD)
    }

    @Test("scene A: unfollow asks Unfollow NAME? first; follow again does not ask")
    func friendsUnfollowAsks() async throws {
        let friends = await loaded(.friends(of: SampleData.meID))
        #expect(friends.title == "Friends")
        let row = try #require(friends.rows.first)
        #expect(row.isFollowing)
        friends.followTapped(userID: row.id)
        let question = try #require(friends.events.take().first)
        #expect(question.confirmation?.message == "Unfollow \(row.name)?")
        #expect(row.isFollowing)
        question.confirm()
        await friends.pendingWork.waitUntilIdle()
        #expect(!row.isFollowing)
        friends.followTapped(userID: row.id)
        await friends.pendingWork.waitUntilIdle()
        #expect(row.isFollowing)
        #expect(friends.events.pending.isEmpty)
    }

    @Test("scene B: follow and unfollow at once, no question")
    func suggestionsNoQuestion() async throws {
        let suggested = await loaded(.suggestedUsers)
        #expect(suggested.title == "Suggested users")
        let row = try #require(suggested.rows.first)
        #expect(!row.isFollowing)
        suggested.followTapped(userID: row.id)
        #expect(row.isFollowing)                            // optimistic
        await suggested.pendingWork.waitUntilIdle()
        suggested.followTapped(userID: row.id)
        await suggested.pendingWork.waitUntilIdle()
        #expect(!row.isFollowing)
        #expect(suggested.events.pending.isEmpty)
        #expect(await test.users.calls(to: .setFollowing) == 2)
    }

    @Test("a row's failed follow toasts through the list's queue")
    func rowToastsReachTheList() async throws {
        let suggested = await loaded(.suggestedUsers)
        let row = try #require(suggested.rows.first)
        await test.users.failNext(.setFollowing)
        suggested.followTapped(userID: row.id)
        await suggested.pendingWork.waitUntilIdle()
        #expect(!row.isFollowing)
        #expect(suggested.events.take().compactMap(\.toastText) == [test.strings(.followFailed)])
    }

    @Test("a failed first load shows the error; refresh loads without the HUD")
    func failedLoad() async {
        await test.users.failNext(.friends)
        let friends = await loaded(.friends(of: SampleData.meID))
        #expect(friends.error?.message == "Server busy, try again later")
        #expect(friends.error?.hint == "press r to retry")
        friends.refreshRequested()
        #expect(friends.isLoading && !friends.isShowingHUD)
        await friends.pendingWork.waitUntilIdle()
        #expect(friends.error == nil && !friends.rows.isEmpty)
    }

    @Test("a failed refresh while rows show keeps them and toasts")
    func failedRefresh() async {
        let friends = await loaded(.friends(of: SampleData.meID))
        let count = friends.rows.count
        await test.users.failNext(.friends)
        friends.refreshRequested()
        await friends.pendingWork.waitUntilIdle()
        #expect(friends.rows.count == count)
        #expect(friends.error == nil)
        #expect(friends.events.take().compactMap(\.toastText) == ["Server busy, try again later"])
    }
}
