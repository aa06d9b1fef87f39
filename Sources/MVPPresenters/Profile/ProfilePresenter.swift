import Domain

/// The profile page's presenter: loads the header (and, on the own profile, keeps its friend
/// count with the follows made on the user lists it opens — no reload on return), owns the
/// blog and — on the own profile — drafts list presenters, switches tabs, and decides which
/// screen each activation opens.
@MainActor
public final class ProfilePresenter {
    /// The page.
    public weak var view: (any ProfileViewInterface)?
    /// The blog list.
    public let blogList: BlogListPresenter
    /// The drafts list; `nil` on someone else's profile.
    public let draftList: DraftListPresenter?
    /// The requests this presenter and its lists started (the view tracks them in the app;
    /// tests await them).
    public let pendingWork: PendingWork
    /// The user shown, once loaded.
    public private(set) var user: User?
    /// The tab shown.
    public private(set) var selectedTab = ProfileTab.blogs

    private let userID: User.ID
    private let services: Services
    private let strings: Localizer

    /// Creates the profile of `userID` (the own profile when it is the signed-in account).
    public init(userID: User.ID, services: Services, strings: Localizer, pendingWork: PendingWork = PendingWork()) {
        self.userID = userID
        self.services = services
        self.strings = strings
        self.pendingWork = pendingWork
        blogList = BlogListPresenter(userID: userID, service: services.blogs, strings: strings, pendingWork: pendingWork)
        draftList = userID == services.currentUserID
            ? DraftListPresenter(service: services.drafts, strings: strings, dates: services.dates, pendingWork: pendingWork)
            : nil
        blogList.delegate = self
        draftList?.delegate = self
    }

    /// Whether this is the signed-in account's own profile.
    public var isOwnProfile: Bool { userID == services.currentUserID }

    // MARK: Lifecycle

    /// The page loaded: title, own-profile controls, then the header (empty until its user
    /// arrives) and the first blog page load.
    public func viewDidLoad() {
        view?.setTitle(isOwnProfile ? strings(.me) : "")
        if isOwnProfile {
            view?.showOwnProfileControls(discoverTitle: strings(.discover), tabTitles: [strings(.blogs), strings(.drafts)])
        }
        loadUser()
        blogList.loadFirstPage()
    }

    /// The page is about to show again: redraws the blog rows (a like on the detail page). The
    /// header is already current: the user lists told this presenter of every follow.
    public func viewWillAppear() {
        blogList.viewWillAppear()
    }

    /// Pull to refresh (`r`) on either list, or `r` with the focus on the header: the list
    /// reloads itself; the header loads again if its first load failed.
    public func didPullToRefresh() {
        if user == nil { loadUser() }
    }

    // MARK: Header

    /// Loads the user into the header, without a HUD; a failure shows its message and the
    /// retry hint in the header until a user arrives.
    @discardableResult
    public func loadUser() -> Task<Void, Never> {
        let service = services.users, userID = userID
        if user == nil { view?.setHeader(emptyHeader()) }
        return pendingWork.start { [weak self] in
            switch await Result(catching: { try await service.user(id: userID) }) {
            case .success(let user): self?.show(user)
            case .failure(let error): self?.showFailure(error)
            }
        }
    }

    /// The header before its user has loaded: the avatar frame alone.
    private func emptyHeader() -> ProfileHeaderViewData {
        ProfileHeaderViewData(initials: "", name: "", postsText: strings(.posts(0)), friendsText: strings(.friends(0)), summaryText: "")
    }

    private func showFailure(_ error: AppError) {
        guard user == nil else { return }
        var header = emptyHeader()
        header.failureMessage = strings.message(for: error)
        header.failureHint = strings(.retryHint)
        view?.setHeader(header)
    }

    private func show(_ user: User) {
        self.user = user
        if !isOwnProfile { view?.setTitle(user.name) }
        view?.setHeader(ProfileHeaderViewData(
            initials: user.initials,
            name: user.name,
            postsText: strings(.posts(user.postCount)),
            friendsText: strings(.friends(user.friendCount)),
            summaryText: strings.blogSummary(user.summary)))
    }

    // MARK: Events

    /// The tabs control changed to segment `index`.
    public func didSelectTab(at index: Int) {
        let tab = ProfileTab(rawValue: index) ?? .blogs
        guard tab != selectedTab, let draftList else { return }
        selectedTab = tab
        view?.showTab(tab)
        if tab == .drafts { draftList.loadFirstPageIfNeeded() }
    }

    /// `d` / Delete with row `row` of the shown list selected. Returns whether it was used
    /// (only the drafts tab deletes).
    public func didPressDelete(atRow row: Int?) -> Bool {
        guard selectedTab == .drafts, let draftList else { return false }
        return draftList.didPressDelete(atRow: row)
    }

    /// The avatar: User detail (once the user has loaded).
    public func didTapAvatar() {
        guard let user else { return }
        view?.showUserDetail(UserDetailPresenter(user: user, isSignedInUser: isOwnProfile, strings: strings))
    }

    /// `Friends N`: the user's friends, where unfollowing asks first.
    public func didTapFriends() { showUserList(.friends(of: userID)) }

    /// `Discover`: suggested users, where unfollowing does not ask.
    public func didTapDiscover() { showUserList(.suggestedUsers) }

    private func showUserList(_ scene: UserListScene) {
        let list = UserListPresenter(scene: scene, service: services.users, strings: strings)
        // Following changes whom *I* follow: only my own header counts it.
        if isOwnProfile { list.delegate = self }
        view?.showUserList(list)
    }
}

extension ProfilePresenter: UserListPresenterDelegate {
    /// A follow on a list this page opened: the own header's `Friends N` follows at once.
    public func userListDidChangeFollowing(from wasFollowing: Bool, to isFollowing: Bool) {
        guard let user else { return }
        show(user.afterFollowChange(from: wasFollowing, to: isFollowing))
    }
}

extension ProfilePresenter: BlogListPresenterDelegate {
    /// A blog row: its detail page, sharing the row's blog presenter.
    public func blogList(_ presenter: BlogListPresenter, didSelect blog: BlogCellPresenter) {
        view?.showBlogDetail(BlogDetailPresenter(blog: blog, strings: strings))
    }
}

extension ProfilePresenter: DraftListPresenterDelegate {
    /// A draft row: its detail page.
    public func draftList(_ presenter: DraftListPresenter, didSelect draft: Draft) {
        view?.showDraftDetail(DraftDetailPresenter(draft: draft, strings: strings, dates: services.dates))
    }
}
