import Domain
import Observation

/// The profile page: the user-info header, the blog list, and on the own profile the
/// `Blogs | Drafts` tabs with the drafts list.
///
/// Inputs are what the view saw happen (`viewDidLoad()`, `friendsTapped()`, …); outputs are
/// the header's texts, the tab shown, the two lists, and the pages to open (``events``).
@Observable @MainActor
public final class ProfileViewModel {
    /// The profile's tabs (own profile only).
    public enum Tab: Int, Sendable, CaseIterable {
        case blogs, drafts
    }

    // MARK: Outputs

    /// The blog list.
    public let blogs: BlogListViewModel
    /// The drafts list; `nil` on someone else's profile.
    public let drafts: DraftListViewModel?
    /// The tab shown (always ``Tab/blogs`` on someone else's profile).
    public private(set) var selectedTab = Tab.blogs
    /// The pages the header opens (user detail, friends, suggested users), for the view to take.
    public let events = ViewEventQueue()
    /// The requests this page and its lists have started; the view hands them to the app.
    public let pendingWork: PendingWork

    /// `Me` on the own profile, else the user's name (empty until loaded).
    public var title: String { isOwnProfile ? strings(.me) : user?.name ?? "" }
    /// The avatar's initials (empty until loaded).
    public var initials: String { user?.initials ?? "" }
    /// The user's name (empty until loaded).
    public var name: String { user?.name ?? "" }
    /// `Posts N`.
    public var postsText: String { strings(.posts(user?.postCount ?? 0)) }
    /// `Friends N`.
    public var friendsText: String { strings(.friends(user?.friendCount ?? 0)) }
    /// `Summary: …` (empty until loaded).
    public var summaryText: String { user.map { strings.blogSummary($0.summary) } ?? "" }
    /// `Discover` on the own profile, else `nil` (no button).
    public var discoverTitle: String? { isOwnProfile ? strings(.discover) : nil }
    /// `Blogs`, `Drafts` on the own profile, else `nil` (no tabs).
    public var tabTitles: [String]? { isOwnProfile ? [strings(.blogs), strings(.drafts)] : nil }

    /// Why the header did not load, when it never did: its message (else `""`).
    public var headerFailureMessage: String { user == nil ? headerError.map { strings.message(for: $0) } ?? "" : "" }
    /// `press r to retry` beside ``headerFailureMessage``, else `""`.
    public var headerFailureHint: String { headerFailureMessage.isEmpty ? "" : strings(.retryHint) }

    private var user: User?
    private var headerError: AppError?
    @ObservationIgnored private let isOwnProfile: Bool
    @ObservationIgnored private let services: Services
    @ObservationIgnored private let strings: Localizer
    @ObservationIgnored private let userID: User.ID

    /// The profile of `userID`.
    public init(userID: User.ID, services: Services, strings: Localizer) {
        self.userID = userID
        self.services = services
        self.strings = strings
        isOwnProfile = userID == services.currentUserID
        let pendingWork = PendingWork()
        self.pendingWork = pendingWork
        blogs = BlogListViewModel(userID: userID, services: services, strings: strings, pendingWork: pendingWork)
        drafts = isOwnProfile ? DraftListViewModel(services: services, strings: strings, pendingWork: pendingWork) : nil
    }

    // MARK: Inputs

    /// The page loaded: loads the header (without a HUD) and the first page of blogs (with one).
    public func viewDidLoad() {
        reloadHeader()
        blogs.list.loadFirstPage()
    }

    /// The page shows again (back from Friends or a detail page). Nothing to load: the header's
    /// `Friends N` already follows every follow made on the lists this page opened.
    public func viewWillAppear() {}

    /// `r` on either list, or with the focus on the header: the list refreshes itself; the
    /// header loads again if its first load failed.
    public func refreshRequested() {
        if user == nil { reloadHeader() }
    }

    /// A tab was chosen; the drafts load the first time their tab shows.
    public func tabSelected(_ tab: Tab) {
        guard tab != selectedTab, let drafts else { return }
        selectedTab = tab
        if tab == .drafts { drafts.tabShown() }
    }

    /// The avatar: opens the user's detail, once the user has loaded.
    public func avatarTapped() {
        guard let user else { return }
        events.send(.open(.userDetail(UserDetailViewModel(user: user, isSignedInUser: isOwnProfile, strings: strings))))
    }

    /// `Friends N`: opens the users this profile's user follows (scene A).
    public func friendsTapped() { openUserList(.friends(of: userID)) }

    /// `Discover`: opens the suggested users (scene B).
    public func discoverTapped() { openUserList(.suggestedUsers) }

    private func openUserList(_ scene: UserListScene) {
        // Following changes whom *I* follow: only my own header counts it, at once — one source
        // of truth (this view model's `user`), bound to the header by Observation.
        var onFollowChange: (@MainActor (Bool, Bool) -> Void)?
        if isOwnProfile {
            onFollowChange = { [weak self] wasFollowing, isFollowing in self?.countFollowChange(from: wasFollowing, to: isFollowing) }
        }
        let list = UserListViewModel(scene: scene, services: services, strings: strings, onFollowChange: onFollowChange)
        events.send(.open(.userList(list)))
    }

    private func countFollowChange(from wasFollowing: Bool, to isFollowing: Bool) {
        user = user?.afterFollowChange(from: wasFollowing, to: isFollowing)
    }

    /// Reloads the header; a failure shows its message there until a user arrives.
    private func reloadHeader() {
        let users = services.users, userID = userID
        headerError = nil
        pendingWork.start { [weak self] in
            switch await Result(catching: { try await users.user(id: userID) }) {
            case .success(let user): self?.user = user
            case .failure(let error): self?.headerError = error
            }
        }
    }
}
