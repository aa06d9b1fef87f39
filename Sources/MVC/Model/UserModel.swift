import Domain

/// The one place a user's current value lives while the profile demo runs — the users of the
/// lists and the signed-in account whose header says `Friends N`.
///
/// The profile header and the user lists read users from here and observe it, so a follow
/// given on the friends list shows in the header's count at once (and on return, without a
/// request) — and neither screen has to know the other exists. Follows go through the model:
/// it applies the change to the followed user *and* to the signed-in account's count, guards
/// against a second follow of the same user while one is in flight, and takes both back when
/// the backend refuses.
///
/// Like ``BlogModel``, this is the *model* of Apple-style MVC: no views, no alerts, no strings.
@MainActor
final class UserModel {
    private let service: any UserService
    private let signedInUserID: User.ID
    private var usersByID: [User.ID: User] = [:]
    private var followsInFlight: Set<User.ID> = []
    private var observers: [@MainActor (User) -> Bool] = []

    /// A model talking to `service`, for the account `signedInUserID`.
    init(service: any UserService, signedInUserID: User.ID) {
        self.service = service
        self.signedInUserID = signedInUserID
    }

    // MARK: Reading

    /// The current value of the user with `id`, if it was loaded.
    func user(_ id: User.ID) -> User? { usersByID[id] }

    /// Calls `handler` with `observer` and every user whose value changes, for as long as
    /// `observer` lives (the model holds it weakly, so there is nothing to remove).
    func addObserver<Observer: AnyObject>(_ observer: Observer, handler: @escaping @MainActor (Observer, User) -> Void) {
        observers.append { [weak observer] user in
            guard let observer else { return false }  // mvx-mutate:equivalent-line BooleanLiteral: a kept closure of a gone observer calls nothing; only the private list grows
            handler(observer, user)
            return true
        }
    }

    // MARK: Loading

    /// The user with `id`, loaded and remembered here.
    @discardableResult
    func loadUser(_ id: User.ID) async throws(AppError) -> User {
        let user = try await service.user(id: id)
        update(user)
        return user
    }

    /// The users `scene` lists, remembered here; returns their ids in display order.
    func loadUsers(in scene: UserListScene) async throws(AppError) -> [User.ID] {
        let users = try await service.users(in: scene)
        for user in users { usersByID[user.id] = user }
        return users.map(\.id)
    }

    // MARK: Changing

    /// Follows or unfollows the user: the change shows at once, in the user and in the signed-in
    /// account's friend count; if the backend refuses, both go back and the error is rethrown.
    /// Does nothing while a follow of the same user is in flight.
    func setFollowing(_ following: Bool, userID: User.ID) async throws(AppError) {
        guard !followsInFlight.contains(userID), let before = usersByID[userID] else { return }
        followsInFlight.insert(userID)
        var optimistic = before
        optimistic.isFollowing = following
        update(optimistic)
        countSignedInFollow(from: before.isFollowing, to: following)
        let result = await Result(catching: { try await service.setFollowing(following, userID: userID) })
        followsInFlight.remove(userID)
        switch result {
        case .success(let confirmed):
            update(confirmed)
            countSignedInFollow(from: following, to: confirmed.isFollowing)
        case .failure(let error):
            update(before)
            countSignedInFollow(from: following, to: before.isFollowing)
            throw error
        }
    }

    private func countSignedInFollow(from wasFollowing: Bool, to isFollowing: Bool) {
        guard let signedIn = usersByID[signedInUserID] else { return }
        let changed = signedIn.afterFollowChange(from: wasFollowing, to: isFollowing)
        if changed != signedIn { update(changed) }
    }

    private func update(_ user: User) {
        usersByID[user.id] = user
        // Observers added while notifying are kept and hear from the next change on.
        let notified = observers
        observers = []
        observers = notified.filter { $0(user) } + observers
    }
}
