import Domain
import MVICore

/// Friends (scene A) and Suggested users (scene B): one reducer, the scene a flag in State.
/// Scene A asks before unfollowing; scene B never asks.
public struct FriendsFeature: Reducer, Sendable {
    /// Which list the screen shows.
    public enum Scene: Equatable, Sendable {
        case friends(of: User.ID)
        case suggestions
    }

    public struct State: Equatable, Sendable {
        public let scene: Scene
        public var users: [User] = []
        public var isLoading = false
        public var isShowingHUD = false
        public var loadError: AppError?
        public var followsInFlight: [User.ID: User] = [:]
        /// Scene A: the friend whose unfollow waits for an answer.
        public var pendingUnfollow: User.ID?
        public var toast: ToastMessage?
        /// The row the cursor is on, as the table last reported it; drawn when it changes here.
        public var highlightedRow: Int?

        public init(scene: Scene) { self.scene = scene }

        /// The friend waiting for the unfollow question.
        public var pendingUnfollowUser: User? { users.first { $0.id == pendingUnfollow } }
    }

    /// A one-shot message the view shows as a toast, then acknowledges.
    public enum ToastMessage: Equatable, Sendable {
        case error(AppError)
        case followFailed
        case unfollowFailed
    }

    /// `Codable`, so a session can be recorded (`mvx --record`) and replayed.
    public enum Action: Equatable, Sendable, Codable {
        case viewDidLoad
        case refresh
        case usersResponse(Result<[User], AppError>)
        case followTapped(User.ID)
        case unfollowAnswered(Bool)
        case followResponse(User.ID, following: Bool, Result<User, AppError>)
        case toastShown
        case rowHighlighted(Int?)
    }

    let services: Services

    public init(services: Services) { self.services = services }

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
            if user.isFollowing, case .friends = state.scene {
                state.pendingUnfollow = id
                return .none
            }
            return setFollowing(!user.isFollowing, userID: id, state: &state)
        case .unfollowAnswered(let ok):
            guard let id = state.pendingUnfollow else { return .none }
            state.pendingUnfollow = nil
            return ok ? setFollowing(false, userID: id, state: &state) : .none
        case let .followResponse(id, _, .success(user)):
            state.followsInFlight[id] = nil
            replace(user, in: &state)
            return .none
        case let .followResponse(id, following, .failure):
            if let before = state.followsInFlight.removeValue(forKey: id) { replace(before, in: &state) }
            state.toast = following ? .followFailed : .unfollowFailed
            return .none
        case .toastShown:
            state.toast = nil
            return .none
        case .rowHighlighted(let row):
            state.highlightedRow = row
            return .none
        }
    }

    private func load(_ state: inout State) -> Effect<Action> {
        state.isLoading = true
        let users = services.users, scene = state.scene
        return .run { @MainActor send in
            do throws(AppError) {
                switch scene {
                case .friends(let id):
                    let loaded = try await users.friends(of: id)
                    send(.usersResponse(.success(loaded)))
                case .suggestions:
                    let loaded = try await users.suggestions()
                    send(.usersResponse(.success(loaded)))
                }
            } catch {
                send(.usersResponse(.failure(error)))
            }
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
        return .run { @MainActor send in
            do throws(AppError) {
                let user = try await users.setFollowing(following, userID: userID)
                send(.followResponse(userID, following: following, .success(user)))
            } catch {
                send(.followResponse(userID, following: following, .failure(error)))
            }
        }
    }

    private func replace(_ user: User, in state: inout State) {
        guard let index = state.users.firstIndex(where: { $0.id == user.id }) else { return }
        state.users[index] = user
    }
}
