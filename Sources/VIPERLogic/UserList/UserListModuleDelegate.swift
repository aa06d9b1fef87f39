import Domain

/// What a user list module tells the module that opened it (VIPER-TODO's module delegate): the
/// own profile counts the signed-in user's follows in its header's `Friends N`.
@MainActor
public protocol UserListModuleDelegate: AnyObject {
    /// The signed-in user's follow of someone went from `wasFollowing` to `isFollowing`: told when
    /// a follow shows (at once), and again when the backend settles it otherwise (a refusal),
    /// even after the list was closed.
    func userListModuleDidChangeFollowing(from wasFollowing: Bool, to isFollowing: Bool)
}
