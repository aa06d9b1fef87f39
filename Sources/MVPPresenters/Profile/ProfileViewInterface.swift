/// The profile page: header, tabs, and the screens it opens.
@MainActor
public protocol ProfileViewInterface: AnyObject {
    /// The screen's title (`Me`, or the user's name once loaded).
    func setTitle(_ title: String)
    /// Fills the user-info header.
    func setHeader(_ header: ProfileHeaderViewData)
    /// Own profile only: shows the `Discover` button and the `Blogs | Drafts` tabs.
    func showOwnProfileControls(discoverTitle: String, tabTitles: [String])
    /// Shows the list of `tab` under the header.
    func showTab(_ tab: ProfileTab)

    /// Opens User detail.
    func showUserDetail(_ presenter: UserDetailPresenter)
    /// Opens a user list (Friends or Suggested users).
    func showUserList(_ presenter: UserListPresenter)
    /// Opens Blog detail.
    func showBlogDetail(_ presenter: BlogDetailPresenter)
    /// Opens Draft detail.
    func showDraftDetail(_ presenter: DraftDetailPresenter)
}

/// The tabs of the own profile.
public enum ProfileTab: Int, Sendable, CaseIterable {
    /// The blog list.
    case blogs
    /// The drafts list.
    case drafts
}

/// What the user-info header shows.
public struct ProfileHeaderViewData: Equatable, Sendable {
    /// The avatar's initials.
    public var initials: String
    /// The user's name (`""` until loaded: the header then shows only the avatar frame).
    public var name: String
    /// `Posts N`.
    public var postsText: String
    /// `Friends N`.
    public var friendsText: String
    /// `Summary: …`.
    public var summaryText: String
    /// Why the user did not load; `""` unless its load failed and no user is shown.
    public var failureMessage = ""
    /// `press r to retry` with a failure, else `""`.
    public var failureHint = ""
}
