import Domain
import Testing
@testable import VIPERLogic

/// The user list module (scene A, Friends; scene B, Suggested users): its interactor over
/// in-memory services, its presenter with fakes, and both together.
@MainActor
@Suite("UserList module")
struct UserListModuleTests {
    let fixture = ProfileFixture()

    @Test("interactor: loads the scene's users; follows optimistically and rolls back on failure")
    func interactor() async throws {
        let interactor = UserListInteractor(service: fixture.services.users, scene: .suggestedUsers)
        let output = FakeUserListInteractorOutput()
        interactor.output = output
        await fixture.userService.failNext(.suggestions)
        await interactor.load()
        #expect(output.reports == [.failed(.serverBusy)])
        await interactor.load()
        let users = try await fixture.userService.suggestions()
        #expect(output.reports.last == .loaded(users))

        output.reports = []
        var following = users[0]
        following.isFollowing = true
        await fixture.userService.failNext(.setFollowing)
        await interactor.setFollowing(true, userID: users[0].id)
        #expect(output.reports == [
            .updated(following, at: 0), .followChanged(from: false, to: true),
            .updated(users[0], at: 0), .followChanged(from: true, to: false), .followFailed(following: true),
        ])
    }

    /// Records what a user list tells the module that opened it.
    final class FakeModuleDelegate: UserListModuleDelegate {
        var changes: [[Bool]] = []
        func userListModuleDidChangeFollowing(from wasFollowing: Bool, to isFollowing: Bool) {
            changes.append([wasFollowing, isFollowing])
        }
    }

    @Test("module delegate: told of a follow and of its rollback, even after the page is gone")
    func moduleDelegate() async throws {
        let delegate = FakeModuleDelegate()
        var presenter: UserListPresenter? = await userList(.suggestedUsers).0
        presenter?.moduleDelegate = delegate
        let work = try #require(presenter?.pendingWork)
        let row = try #require(await fixture.userService.suggestions().first)
        presenter?.follow(userID: row.id)
        await work.waitUntilIdle()
        #expect(delegate.changes == [[false, true]])
        await fixture.userService.failNext(.setFollowing)
        presenter?.follow(userID: row.id)
        weak let released = presenter
        presenter = nil                                         // Back: the page lets go of it
        #expect(released != nil, "the running follow holds its presenter")
        await work.waitUntilIdle()
        #expect(delegate.changes == [[false, true], [true, false], [false, true]], "the refused unfollow is taken back")
        #expect(released == nil, "and lets it go when it ends")
    }

    @Test("presenter: title and HUD, rows, error or toast, and whether to ask comes from the scene")
    func presenter() async {
        let interactor = FakeUserListInteractor()
        let router = FakeRouter()
        let view = FakeUserListView()
        let presenter = UserListPresenter(interactor: interactor, router: router, scene: .friends(of: 7), strings: fixture.strings)
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.title == "Friends")
        #expect(view.loading)
        presenter.interactorDidFailToLoad(.serverBusy)
        #expect(!view.loading)
        #expect(view.error == "Server busy, try again later")

        let ada = User(id: 1, name: "Ada", isFollowing: true), alan = User(id: 2, name: "Alan")
        presenter.interactorDidLoad([ada, alan])
        #expect(view.rows == [
            UserRowDisplayData(id: 1, name: "Ada", summary: "Summary: This person is lazy and wrote nothing...",
                               followTitle: "Following", isFollowing: true),
            UserRowDisplayData(id: 2, name: "Alan", summary: "Summary: This person is lazy and wrote nothing...",
                               followTitle: "Follow", isFollowing: false),
        ])
        presenter.interactorDidFailToLoad(.serverBusy)          // rows shown: a toast instead
        #expect(view.toasts == ["Server busy, try again later"])

        presenter.follow(userID: 1)                             // scene A: asks before unfollowing
        presenter.follow(userID: 2)
        presenter.follow(userID: 99)                            // not in the list
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.confirmations == ["Unfollow Ada?"])
        #expect(interactor.calls == [.load, .setFollowing(false, 1), .setFollowing(true, 2)])
    }

    private func userList(_ scene: UserListScene) async -> (UserListPresenter, FakeUserListView, FakeRouter) {
        let interactor = UserListInteractor(service: fixture.services.users, scene: scene)
        let router = FakeRouter()
        let presenter = UserListPresenter(interactor: interactor, router: router, scene: scene, strings: fixture.strings)
        let view = FakeUserListView()
        interactor.output = presenter
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.loading)
        await presenter.pendingWork.waitUntilIdle()
        #expect(!view.loading)
        return (presenter, view, router)
    }

    @Test("scene A asks before unfollowing")
    func sceneA() async throws {
        let (presenter, view, _) = await userList(.friends(of: fixture.services.currentUserID))
        let row = try #require(view.rows.first { $0.isFollowing })
        presenter.follow(userID: row.id)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.confirmations == ["Unfollow \(row.name)?"])
        #expect(view.rows.first { $0.id == row.id }?.followTitle == "Follow")
    }

    @Test("scene B follows and unfollows without asking; failure rolls back with a toast")
    func sceneB() async throws {
        let (presenter, view, _) = await userList(.suggestedUsers)
        let row = try #require(view.rows.first)
        presenter.follow(userID: row.id)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.rows[0].isFollowing)
        await fixture.userService.failNext(.setFollowing)
        presenter.follow(userID: row.id)
        await presenter.pendingWork.waitUntilIdle()
        #expect(view.confirmations.isEmpty)
        #expect(view.rows[0].isFollowing)
        #expect(view.toasts == ["Unfollow failed"])
    }

    /// A user service whose follow answer is set by the test (the server may know better
    /// than the optimistic row).
    struct AnsweringUserService: UserService {
        let users: [User]
        let answer: User
        func user(id: User.ID) async throws(AppError) -> User { answer }
        func friends(of userID: User.ID) async throws(AppError) -> [User] { users }
        func suggestions() async throws(AppError) -> [User] { users }
        func setFollowing(_ isFollowing: Bool, userID: User.ID) async throws(AppError) -> User { answer }
    }

    @Test("interactor: the server's answer to a follow replaces the optimistic row")
    func serverAnswerReplacesRow() async {
        let alan = User(id: 2, name: "Alan")
        var answer = alan
        answer.isFollowing = true
        answer.friendCount = 5
        let interactor = UserListInteractor(service: AnsweringUserService(users: [alan], answer: answer), scene: .suggestedUsers)
        let output = FakeUserListInteractorOutput()
        interactor.output = output
        await interactor.load()
        output.reports = []
        await interactor.setFollowing(true, userID: 2)
        #expect(output.reports.last == .updated(answer, at: 0))
    }

    @Test("interactor: one follow request per user at a time")
    func oneFollowAtATime() async throws {
        let interactor = UserListInteractor(service: fixture.services.users, scene: .suggestedUsers)
        let output = FakeUserListInteractorOutput()
        interactor.output = output
        await interactor.load()
        let user = try #require(await fixture.userService.suggestions().first)
        let first = Task { await interactor.setFollowing(true, userID: user.id) }
        let second = Task { await interactor.setFollowing(true, userID: user.id) }
        await first.value
        await second.value
        #expect(await fixture.userService.calls(to: .setFollowing) == 1)
        #expect(output.reports.filter { if case .followChanged = $0 { true } else { false } }.count == 1)
    }

    @Test("presenter: the empty text shows only for an empty list")
    func emptyText() {
        let view = FakeUserListView()
        let presenter = UserListPresenter(interactor: FakeUserListInteractor(), router: FakeRouter(), scene: .friends(of: 7), strings: fixture.strings)
        presenter.view = view
        presenter.interactorDidLoad([User(id: 1, name: "Ada")])
        #expect(view.empty == nil)
        presenter.interactorDidLoad([])
        #expect(view.empty == "No friends yet")
    }
}
