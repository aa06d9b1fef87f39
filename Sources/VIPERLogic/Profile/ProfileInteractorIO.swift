import Domain

/// What the profile presenter asks of its interactor. Nothing here answers with a value:
/// every answer comes back through ``ProfileInteractorOutput``.
@MainActor
public protocol ProfileInteractorInput: AnyObject {
    /// Reports at once whose profile this is.
    func findOwner()
    /// Loads the profile's user, reporting it or why it failed.
    func loadUser() async
    /// The signed-in user's follow of someone went from `wasFollowing` to `isFollowing` (told by
    /// a user list): on the own profile, the user's friend count changes at once and is reported.
    func countFollowChange(from wasFollowing: Bool, to isFollowing: Bool)
    /// Loads page 0 of `list`, unless it was ever asked for.
    func loadFirstPage(of list: ProfileList) async
    /// Loads page 0 of `list` again (pull to refresh).
    func reload(_ list: ProfileList) async
    /// Loads the next page of `list`, if there is one and no load-more failure waits for a retry.
    func loadMore(_ list: ProfileList) async
    /// Forgets `list`'s load-more failure, so that loading more is allowed again.
    func clearLoadMoreFailure(_ list: ProfileList)
    /// Likes or unlikes a blog (optimistic, rolled back on failure, one request per blog at a time).
    func setLiked(_ liked: Bool, blogID: Blog.ID) async
    /// Shares a blog.
    func share(blogID: Blog.ID) async
    /// Deletes a draft.
    func deleteDraft(id: Draft.ID) async
}

/// What the profile interactor reports to its presenter: plain entities and outcomes.
@MainActor
public protocol ProfileInteractorOutput: AnyObject {
    /// Whose profile this is: the signed-in user's own, or someone else's.
    func interactorDidFindOwner(isSignedInUser: Bool)
    /// The profile's user loaded (again).
    func interactorDidLoad(_ user: User)
    /// The profile's user did not load.
    func interactorDidFailToLoadUser(_ error: AppError)
    /// A page request of `list` starts.
    func interactorWillLoad(_ list: ProfileList, page: Int)
    /// A page request of the blogs ended.
    func interactorDidLoadBlogs(_ outcome: PageLoadOutcome<BlogEntry>)
    /// A page request of the drafts ended.
    func interactorDidLoadDrafts(_ outcome: PageLoadOutcome<Draft>)
    /// The blog at `index` of the blogs changed (liked, rolled back or shared, here or elsewhere).
    func interactorDidUpdate(_ blog: BlogEntry, at index: Int)
    /// A like or unlike failed (the blog was rolled back).
    func interactorLikeFailed()
    /// A share ended.
    func interactorDidShare(succeeded: Bool)
    /// A draft deletion starts.
    func interactorWillDeleteDraft()
    /// A draft was deleted; `index` is where it was in the drafts (`nil` when they no longer had
    /// it). `reloadFollows`: it was the last loaded draft and the server has more, so the drafts
    /// load again from page 0 now (the list is not empty, only not loaded yet).
    func interactorDidDeleteDraft(at index: Int?, reloadFollows: Bool)
    /// A draft deletion failed; the draft stays.
    func interactorDidFailToDeleteDraft(_ error: AppError)
}
