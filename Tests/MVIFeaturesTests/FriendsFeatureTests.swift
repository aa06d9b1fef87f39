import Domain
import MVICore
import MVIFeatures
import MVITestSupport
import Testing

/// Scene A (friends) asks before unfollowing; scene B (suggestions) never asks.
@MainActor
struct FriendsFeatureTests {
    let services = Services.inMemory()
    let reference = Services.inMemory()

    @Test func sceneAAsksBeforeUnfollowing() async throws {
        let me = services.currentUserID
        let friends = try await reference.users.friends(of: me)
        let index = try #require(friends.firstIndex { $0.isFollowing })
        let friend = friends[index]
        let store = TestStore(initialState: FriendsFeature.State(scene: .friends(of: me)), reducer: FriendsFeature(services: services))
        await store.send(.viewDidLoad) {
            $0.isShowingHUD = true
            $0.isLoading = true
        }
        await store.receive(.usersResponse(.success(friends))) {
            $0.isShowingHUD = false
            $0.isLoading = false
            $0.users = friends
        }
        await store.send(.followTapped(friend.id)) { $0.pendingUnfollow = friend.id }
        await store.send(.unfollowAnswered(true)) {
            $0.pendingUnfollow = nil
            $0.followsInFlight[friend.id] = friend
            $0.users[index].isFollowing = false
        }
        let unfollowed = try await reference.users.setFollowing(false, userID: friend.id)
        await store.receive(.followResponse(friend.id, following: false, .success(unfollowed))) {
            $0.followsInFlight = [:]
            $0.users[index] = unfollowed
        }
        await store.finish()
    }

    @Test func sceneBFollowsWithoutAskingAndRollsBack() async throws {
        let suggestions = try await reference.users.suggestions()
        let user = try #require(suggestions.first)
        var state = FriendsFeature.State(scene: .suggestions)
        state.users = suggestions
        let store = TestStore(initialState: state, reducer: FriendsFeature(services: services))
        await (services.users as! InMemoryUserService).failNext(.setFollowing)
        await store.send(.followTapped(user.id)) {
            $0.followsInFlight[user.id] = user
            $0.users[0].isFollowing = true
        }
        await store.receive(.followResponse(user.id, following: true, .failure(.serverBusy))) {
            $0.followsInFlight = [:]
            $0.users[0] = user
            $0.toast = .followFailed
        }
        await store.send(.toastShown) { $0.toast = nil }
        await store.finish()
    }
}
