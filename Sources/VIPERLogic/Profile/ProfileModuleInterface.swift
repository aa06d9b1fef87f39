import Domain

/// Everything the profile view reports to its presenter (VIPER-TODO's "module interface":
/// the view's event handler).
@MainActor
public protocol ProfileModuleInterface: AnyObject {
    /// The asynchronous work the events below start (the view hands it to the run loop).
    var pendingWork: PendingWork { get }
    /// The view loaded.
    func viewDidLoad()
    /// The screen is about to show again (back from another screen).
    func viewWillAppear()
    /// A tab was chosen (0 Blogs, 1 Drafts).
    func selectTab(_ index: Int)
    /// Pull to refresh on `list` (`r`, wherever the focus is): the list reloads, and the
    /// header too if its first load failed.
    func refresh(_ list: ProfileList)
    /// The selection reached the end of `list`.
    func reachedEnd(of list: ProfileList)
    /// Enter on row `index` of `list`.
    func selectRow(_ index: Int, in list: ProfileList)
    /// Enter on `list`'s retry row.
    func selectRetryRow(in list: ProfileList)
    /// A blog row's like button.
    func toggleLike(blogID: Blog.ID)
    /// A blog row's share button.
    func share(blogID: Blog.ID)
    /// `d` or Delete on draft row `index`.
    func deleteDraft(at index: Int)
    /// The header's avatar.
    func tapAvatar()
    /// The header's Friends button.
    func tapFriends()
    /// The header's Discover button (own profile).
    func tapDiscover()
}
