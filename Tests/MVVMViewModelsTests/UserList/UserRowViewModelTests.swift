import Domain
import MVVMViewModels
import Testing

/// One user row on its own: its texts, and the optimistic follow its list asks for.
@MainActor
@Suite("MVVM user row view model")
struct UserRowViewModelTests {
    let test = TestServices()
    let work = PendingWork()
    let events = ViewEventQueue()

    /// The row of the first suggested user (not followed yet).
    func row() async throws -> (UserRowViewModel, User) {
        let user = try #require(try await test.users.suggestions().first)
        return (UserRowViewModel(user: user, context: RowContext(services: test.services, strings: test.strings, events: events, pendingWork: work)), user)
    }

    @Test("outputs: name, summary, Follow / Following")
    func outputs() async throws {
        let (row, user) = try await row()
        #expect(row.id == user.id)
        #expect(row.name == user.name)
        #expect(row.summaryText == test.strings.blogSummary(user.summary))
        #expect(!row.isFollowing && row.followTitle == "Follow")
    }

    @Test("follow: Following at once, confirmed by the server")
    func follow() async throws {
        let (row, user) = try await row()
        row.setFollowing(true)
        #expect(row.isFollowing && row.followTitle == "Following")
        await work.waitUntilIdle()
        #expect(row.isFollowing)
        #expect(try await test.users.user(id: user.id).isFollowing)
    }

    @Test("a failed follow goes back to Follow and toasts Follow failed; a failed unfollow says so")
    func followFails() async throws {
        let (row, _) = try await row()
        await test.users.failNext(.setFollowing)
        row.setFollowing(true)
        await work.waitUntilIdle()
        #expect(!row.isFollowing)
        #expect(events.take().compactMap(\.toastText) == [test.strings(.followFailed)])
        row.setFollowing(true)
        await work.waitUntilIdle()
        await test.users.failNext(.setFollowing)
        row.setFollowing(false)
        await work.waitUntilIdle()
        #expect(row.isFollowing)
        #expect(events.take().compactMap(\.toastText) == [test.strings(.unfollowFailed)])
    }

    @Test("a follow while one is in flight is ignored")
    func inFlightGuard() async throws {
        let (row, _) = try await row()
        row.setFollowing(true)
        row.setFollowing(false)
        #expect(row.isFollowing)
        await work.waitUntilIdle()
        #expect(row.isFollowing)
        #expect(await test.users.calls(to: .setFollowing) == 1)
    }
}
