import Domain
import MVICore

/// The user list scene — Friends (scene A) and Suggested users (scene B) — as one reducer, the
/// scene a `Domain.UserListScene` in its state. Friends asks before unfollowing; Suggested users
/// never asks (``Domain/UserListScene/asksBeforeUnfollow``).
public struct UserListFeature: Reducer, Sendable {
    /// The list and what is going on with it.
    public struct State: Equatable, Sendable {
        /// Which list: Friends of a user, or Suggested users.
        public let scene: UserListScene
        /// The rows.
        public var users: [User] = []
        /// A load is running.
        public var isLoading = false
        /// The HUD covers the list (the first load).
        public var isShowingHUD = false
        /// The first load failed: the list shows this error.
        public var loadError: AppError?
        /// Users with a follow request running, with their value before it (for rollback).
        public var followsInFlight: [User.ID: User] = [:]
        /// The user whose unfollow waits for an answer (Friends only).
        public var pendingUnfollow: User.ID?
        /// The message to toast (one-shot).
        public var toast: ToastMessage?
        /// The row the cursor is on, as the table last reported it; drawn when it changes here.
        public var highlightedRow: Int?

        /// The list of `scene`, not loaded yet.
        public init(scene: UserListScene) { self.scene = scene }

        /// The user waiting for the unfollow question.
        public var pendingUnfollowUser: User? { users.first { $0.id == pendingUnfollow } }
    }

    /// A one-shot message the view shows as a toast, then acknowledges.
    public enum ToastMessage: Equatable, Sendable {
        case error(AppError)
        case followFailed
        case unfollowFailed
    }

    /// What the list tells the screen that opened it (as TCA's delegate actions): its reducer does
    /// nothing with them; whoever owns the list's store forwards them.
    public enum Delegate: Equatable, Sendable, Codable {
        /// The signed-in user's follow of someone went from `from` to `to`: sent when a follow
        /// shows (at once), and again when the backend settles it otherwise (a refusal). The own
        /// profile counts them in its header's `Friends N`.
        case followChanged(from: Bool, to: Bool)
    }

    /// Everything that can happen to the list. `Codable`, so a session can be recorded
    /// (`mvx --record`) and replayed.
    public enum Action: Equatable, Sendable, Codable {
        case viewDidLoad
        case refresh
        case usersResponse(Result<[User], AppError>)
        case followTapped(User.ID)
        case unfollowAnswered(Bool)
        case followResponse(User.ID, following: Bool, Result<User, AppError>)
        case toastShown
        case rowHighlighted(Int?)
        case delegate(Delegate)
    }

    let services: Services

    /// The user list over `services`.
    public init(services: Services) { self.services = services }

    /// Evolves the list for `action` and returns the requests to run.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            state.isShowingHUD = true
            return load(&state)
        case .refresh:
            return load(&state)
        case .usersResponse(.success(let users)):
            state.isLoading = false
            state.isShowingHUD = false
            state.users = users
            state.loadError = nil
            return .none
        case .usersResponse(.failure(let error)):
            state.isLoading = false
            state.isShowingHUD = false
            if state.users.isEmpty { state.loadError = error } else { state.toast = .error(error) }
            return .none
        case .followTapped(let id):
            guard let user = state.users.first(where: { $0.id == id }) else { return .none }
            if user.isFollowing, state.scene.asksBeforeUnfollow {
                state.pendingUnfollow = id
                return .none
            }
            return setFollowing(!user.isFollowing, userID: id, state: &state)
        case .unfollowAnswered(let ok):
            guard let id = state.pendingUnfollow else { return .none }
            state.pendingUnfollow = nil
            return ok ? setFollowing(false, userID: id, state: &state) : .none
        case let .followResponse(id, following, .success(user)):
            state.followsInFlight[id] = nil
            replace(user, in: &state)
            return user.isFollowing == following ? .none : .send(.delegate(.followChanged(from: following, to: user.isFollowing)))
        case let .followResponse(id, following, .failure):
            state.toast = following ? .followFailed : .unfollowFailed
            guard let before = state.followsInFlight.removeValue(forKey: id) else { return .none }
            replace(before, in: &state)
            return .send(.delegate(.followChanged(from: following, to: before.isFollowing)))
        case .toastShown:
            state.toast = nil
            return .none
        case .rowHighlighted(let row):
            state.highlightedRow = row
            return .none
        case .delegate:
            return .none  // the opener's business
        }
    }

    private func load(_ state: inout State) -> Effect<Action> {
        state.isLoading = true
        let users = services.users, scene = state.scene
        return .run { @MainActor send in
            let result = await Result(catching: { try await users.users(in: scene) })
            send(.usersResponse(result))
        }
    }

    private func setFollowing(_ following: Bool, userID: User.ID, state: inout State) -> Effect<Action> {
        guard state.followsInFlight[userID] == nil,
              let before = state.users.first(where: { $0.id == userID }) else { return .none }
        state.followsInFlight[userID] = before
        var optimistic = before
        optimistic.isFollowing = following
        replace(optimistic, in: &state)
        let users = services.users
        return .merge(
            .send(.delegate(.followChanged(from: before.isFollowing, to: following))),
            .run { @MainActor send in
                let result = await Result(catching: { try await users.setFollowing(following, userID: userID) })
                send(.followResponse(userID, following: following, result))
            }
        )
    }

    private func replace(_ user: User, in state: inout State) {
        guard let index = state.users.firstIndex(where: { $0.id == user.id }) else { return }
        state.users[index] = user
    }
}
