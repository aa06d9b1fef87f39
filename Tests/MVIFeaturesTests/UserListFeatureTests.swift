import Domain
import MVICore
import MVIFeatures
import MVITestSupport
import Testing

/// The user list scene: Friends (scene A) asks before unfollowing; Suggested users (scene B)
/// never asks.
@MainActor
struct UserListFeatureTests {
    let services = Services.inMemory()
    let reference = Services.inMemory()

    @Test func friendsAsksBeforeUnfollowing() async throws {
        let me = services.currentUserID
        let friends = try await reference.users.friends(of: me)
        let index = try #require(friends.firstIndex { $0.isFollowing })
        let friend = friends[index]
        let store = TestStore(initialState: UserListFeature.State(scene: .friends(of: me)), reducer: UserListFeature(services: services))
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
        await store.receive(.delegate(.followChanged(from: true, to: false)))  // the opener counts it at once
        let unfollowed = try await reference.users.setFollowing(false, userID: friend.id)
        await store.receive(.followResponse(friend.id, following: false, .success(unfollowed))) {
            $0.followsInFlight = [:]
            $0.users[index] = unfollowed
        }
        await store.finish()
    }

    @Test func suggestedUsersFollowWithoutAskingAndRollBack() async throws {
        let suggestions = try await reference.users.suggestions()
        let user = try #require(suggestions.first)
        var state = UserListFeature.State(scene: .suggestedUsers)
        state.users = suggestions
        let store = TestStore(initialState: state, reducer: UserListFeature(services: services))
        await (services.users as! InMemoryUserService).failNext(.setFollowing)
        await store.send(.followTapped(user.id)) {
            $0.followsInFlight[user.id] = user
            $0.users[0].isFollowing = true
        }
        await store.receive(.delegate(.followChanged(from: false, to: true)))
        await store.receive(.followResponse(user.id, following: true, .failure(.serverBusy))) {
            $0.followsInFlight = [:]
            $0.users[0] = user
            $0.toast = .followFailed
        }
        await store.receive(.delegate(.followChanged(from: true, to: false)))  // and takes it back
        await store.send(.toastShown) { $0.toast = nil }
        await store.finish()
    }

    @Test func newListIsNotLoading() {
        let state = UserListFeature.State(scene: .suggestedUsers)
        #expect(!state.isLoading && !state.isShowingHUD)
    }

    @Test func followTappedActsOnTheTappedUser() async throws {
        let suggestions = try await reference.users.suggestions()
        #expect(suggestions.count >= 2)
        var state = UserListFeature.State(scene: .suggestedUsers)
        state.users = suggestions
        state.users[0].isFollowing = true
        state.users[1].isFollowing = false
        let followed = state.users[0]
        let store = TestStore(initialState: state, reducer: UserListFeature(services: services))
        await store.send(.followTapped(followed.id)) {
            $0.followsInFlight[followed.id] = followed
            $0.users[0].isFollowing = false
        }
        await store.receive(.delegate(.followChanged(from: true, to: false)))
        let answer = try await reference.users.setFollowing(false, userID: followed.id)
        await store.receive(.followResponse(followed.id, following: false, .success(answer))) {
            $0.followsInFlight = [:]
            $0.users[0] = answer
        }
        await store.finish()
    }

    @Test func theServersAnswerReplacesTheRow() async throws {
        let suggestions = try await reference.users.suggestions()
        let user = try #require(suggestions.first)
        var state = UserListFeature.State(scene: .suggestedUsers)
        state.users = suggestions
        state.users[0].isFollowing = true
        state.followsInFlight[user.id] = user
        var answer = user
        answer.isFollowing = false                  // the server did not take the follow
        let store = TestStore(initialState: state, reducer: UserListFeature(services: services))
        await store.send(.followResponse(user.id, following: true, .success(answer))) {
            $0.followsInFlight = [:]
            $0.users[0] = answer
        }
        await store.receive(.delegate(.followChanged(from: true, to: false)))
        await store.finish()
    }

    @Test func aFailedFirstLoadShowsTheErrorInPlace() async {
        await (services.users as! InMemoryUserService).failNext(.suggestions)
        let store = TestStore(initialState: UserListFeature.State(scene: .suggestedUsers), reducer: UserListFeature(services: services))
        await store.send(.viewDidLoad) {
            $0.isShowingHUD = true
            $0.isLoading = true
        }
        await store.receive(.usersResponse(.failure(.serverBusy))) {
            $0.isShowingHUD = false
            $0.isLoading = false
            $0.loadError = .serverBusy
        }
        await store.finish()
    }
}
