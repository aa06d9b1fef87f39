import Domain

/// Loads the users of a ``Domain/UserListScene`` and follows / unfollows optimistically,
/// rolling back on failure, one request per user at a time.
@MainActor
public final class UserListInteractor: UserListInteractorInput {
    /// The presenter, held weakly (the presenter holds the interactor).
    public weak var output: (any UserListInteractorOutput)?
    private let service: any UserService
    private let scene: UserListScene
    private var users: [User] = []
    private var followsInFlight: Set<User.ID> = []

    /// Creates the interactor of `scene`'s list over `service`.
    public init(service: any UserService, scene: UserListScene) {
        self.service = service
        self.scene = scene
    }

    public func load() async {
        switch await Result(catching: { try await service.users(in: scene) }) {
        case .success(let loaded):
            users = loaded
            output?.interactorDidLoad(loaded)
        case .failure(let error):
            output?.interactorDidFailToLoad(error)
        }
    }

    public func setFollowing(_ following: Bool, userID: User.ID) async {
        guard !followsInFlight.contains(userID), let index = users.firstIndex(where: { $0.id == userID }) else { return }
        let before = users[index]
        followsInFlight.insert(userID)
        var optimistic = before
        optimistic.isFollowing = following
        replace(optimistic)
        output?.interactorDidChangeFollowing(from: before.isFollowing, to: following)
        let result = await Result(catching: { try await service.setFollowing(following, userID: userID) })
        followsInFlight.remove(userID)
        switch result {
        case .success(let updated):
            replace(updated)
            if updated.isFollowing != following { output?.interactorDidChangeFollowing(from: following, to: updated.isFollowing) }
        case .failure:
            replace(before)
            output?.interactorDidChangeFollowing(from: following, to: before.isFollowing)
            output?.interactorFollowFailed(following: following)
        }
    }

    private func replace(_ user: User) {
        guard let index = users.firstIndex(where: { $0.id == user.id }) else { return }
        users[index] = user
        output?.interactorDidUpdate(user, at: index)
    }
}
