import Domain

/// What the user list presenter asks of its interactor. Answers come through
/// ``UserListInteractorOutput``.
@MainActor
public protocol UserListInteractorInput: AnyObject {
    /// Loads the scene's users.
    func load() async
    /// Follows or unfollows (optimistic, rolled back on failure, one request per user at a time).
    func setFollowing(_ following: Bool, userID: User.ID) async
}

/// What the user list interactor reports to its presenter.
@MainActor
public protocol UserListInteractorOutput: AnyObject {
    /// The users loaded (they replace the list).
    func interactorDidLoad(_ users: [User])
    /// Loading failed; the list keeps what it had.
    func interactorDidFailToLoad(_ error: AppError)
    /// The user at `index` changed (an optimistic follow, its answer, or its rollback).
    func interactorDidUpdate(_ user: User, at index: Int)
    /// A follow (`following`) or unfollow failed and was rolled back.
    func interactorFollowFailed(following: Bool)
    /// The signed-in user's follow of someone went from `wasFollowing` to `isFollowing` (at once
    /// when a follow shows; again when the backend settles it otherwise).
    func interactorDidChangeFollowing(from wasFollowing: Bool, to isFollowing: Bool)
}
