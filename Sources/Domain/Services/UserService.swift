/// Users, friends and follows (profile header, user detail, scenes A and B).
public protocol UserService: Sendable {
    /// The user with `id`, `isFollowing` relative to the signed-in account.
    func user(id: User.ID) async throws(AppError) -> User
    /// The users `userID` follows (scene A, `Friends`).
    func friends(of userID: User.ID) async throws(AppError) -> [User]
    /// Users the signed-in account does not follow yet (scene B, `Suggested users`).
    func suggestions() async throws(AppError) -> [User]
    /// Follows (`true`) or unfollows (`false`) the user; idempotent.
    /// - Returns: The user as it is now.
    func setFollowing(_ isFollowing: Bool, userID: User.ID) async throws(AppError) -> User
}
