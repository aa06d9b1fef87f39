import Domain

/// What the blog detail presenter asks of its interactor. Answers come through
/// ``BlogDetailInteractorOutput``.
@MainActor
public protocol BlogDetailInteractorInput: AnyObject {
    /// Reports the blog's current value at once, if it is known.
    func findBlog()
    /// Likes or unlikes the blog (optimistic, rolled back on failure).
    func setLiked(_ liked: Bool) async
    /// Shares the blog.
    func share() async
}

/// What the blog detail interactor reports to its presenter.
@MainActor
public protocol BlogDetailInteractorOutput: AnyObject {
    /// The blog's current value (found, or changed here or on another screen).
    func interactorDidUpdate(_ blog: BlogEntry)
    /// A like or unlike failed (the blog was rolled back).
    func interactorLikeFailed()
    /// A share ended.
    func interactorDidShare(succeeded: Bool)
}
