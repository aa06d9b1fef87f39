import Domain
import MVPPresenters
import Testing

/// Friends and Suggested users: the same presenter, one decision apart (the scene).
@MainActor
@Suite("UserListPresenter")
struct UserListPresenterTests {
    let fixture = Fixture()

    private func loaded(_ scene: UserListScene) async -> (UserListPresenter, FakeUserListView) {
        let presenter = UserListPresenter(scene: scene, service: fixture.services.users, strings: fixture.strings)
        let view = FakeUserListView()
        presenter.view = view
        let load = presenter.viewDidLoad()
        #expect(view.isLoading)
        await load.value
        #expect(!view.isLoading)
        return (presenter, view)
    }

    @Test("Friends: titled Friends; unfollow asks Unfollow NAME? first, follow does not")
    func friendsAskBeforeUnfollow() async throws {
        let (presenter, view) = await loaded(.friends(of: 123))
        #expect(view.title == "Friends")
        let friend = try #require(presenter.users.first)
        #expect(friend.isFollowing)
        let row = presenter.row(at: 0)
        #expect(row.name == friend.name)
        #expect(row.summary == fixture.strings.blogSummary(friend.summary))
        #expect(row.followTitle == "Following" && row.isFollowing)

        #expect(presenter.didRequestFollowToggle(userID: friend.id))
        #expect(view.confirmations.map(\.message) == ["Unfollow \(friend.name)?"])
        #expect(presenter.users[0].isFollowing)                     // nothing yet
        view.confirm()
        #expect(!presenter.users[0].isFollowing)                    // optimistic
        #expect(view.reloadedRows == [0])
        await presenter.pendingWork.waitUntilIdle()

        #expect(presenter.didRequestFollowToggle(userID: friend.id)) // follow again: no question
        #expect(view.confirmations.count == 1)
        await presenter.pendingWork.waitUntilIdle()
        #expect(presenter.users[0].isFollowing)
        #expect(await fixture.userService.calls(to: .setFollowing) == 2)
    }

    @Test("Suggested users: titled Suggested users; unfollow does not ask")
    func suggestionsDoNotAsk() async throws {
        let (presenter, view) = await loaded(.suggestedUsers)
        #expect(view.title == "Suggested users")
        let user = try #require(presenter.users.first)
        presenter.didRequestFollowToggle(userID: user.id)
        await presenter.pendingWork.waitUntilIdle()
        #expect(presenter.users[0].isFollowing)
        presenter.didRequestFollowToggle(userID: user.id)
        await presenter.pendingWork.waitUntilIdle()
        #expect(!presenter.users[0].isFollowing)
        #expect(view.confirmations.isEmpty)
    }

    @Test("a failed follow rolls back and toasts; taps while one runs are ignored")
    func followRollback() async throws {
        let (presenter, view) = await loaded(.suggestedUsers)
        let user = try #require(presenter.users.first)
        await fixture.userService.failNext(.setFollowing)
        let request = presenter.setFollowing(true, userID: user.id)
        #expect(presenter.users[0].isFollowing)
        #expect(presenter.setFollowing(true, userID: user.id) == nil)
        await request?.value
        #expect(presenter.users[0] == user)
        #expect(view.toasts == ["Follow failed"])
        #expect(await fixture.userService.calls(to: .setFollowing) == 1)
    }

    @Test("an event for a user not in the list is not handled (it travels on up the chain)")
    func unknownUser() async {
        let (presenter, view) = await loaded(.suggestedUsers)
        #expect(!presenter.didRequestFollowToggle(userID: 999_999))
        #expect(view.confirmations.isEmpty)
    }

    @Test("a failed load shows the error view; refresh retries")
    func failedLoad() async {
        await fixture.userService.failNext(.friends)
        let (presenter, view) = await loaded(.friends(of: 123))
        #expect(view.error?.message == "Server busy, try again later")
        await presenter.didPullToRefresh().value
        #expect(view.error == nil)
        #expect(presenter.numberOfRows > 0)
    }

    @Test("a load redraws the table; a refresh shows no HUD and redraws it again")
    func refreshRedraws() async {
        let (presenter, view) = await loaded(.suggestedUsers)
        #expect(view.reloads == 1)
        let refresh = presenter.didPullToRefresh()
        #expect(!view.isLoading)
        await refresh.value
        #expect(view.reloads == 2)
    }
}
