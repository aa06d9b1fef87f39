import Domain

/// Where the profile module can go. The router builds nothing itself: it asks the next
/// module's builder for its view controller and pushes it.
@MainActor
public protocol ProfileRouterInput: AnyObject {
    /// The detail page of a blog of the list.
    func showBlogDetail(blogID: Blog.ID)
    /// The detail page of the profile's user.
    func showUserDetail(_ user: User, isSignedInUser: Bool)
    /// A user list: the user's friends (scene A) or suggested users (scene B); `delegate` hears
    /// of the follows made there.
    func showUserList(_ scene: UserListScene, delegate: (any UserListModuleDelegate)?)
    /// The detail page of a draft.
    func showDraftDetail(_ draft: Draft)
}
