import Domain
import Observation

/// The profile page: the user-info header, the blog list, and on the own profile the
/// `Blogs | Drafts` tabs with the drafts list.
///
/// It also hands out the view models of the pages the profile opens (user detail,
/// friends, suggested users, blog and draft detail); the view pushes their screens.
@Observable @MainActor
public final class ProfileViewModel {
    /// The profile's tabs (own profile only).
    public enum Tab: Int, Sendable, CaseIterable {
        case blogs, drafts
    }

    /// Whether this is the signed-in account's own profile.
    public let isOwnProfile: Bool
    /// The blog list.
    public let blogs: BlogListViewModel
    /// The drafts list; `nil` on someone else's profile.
    public let drafts: DraftListViewModel?
    /// The user, once loaded.
    public private(set) var user: User?
    /// The tab shown (always ``Tab/blogs`` on someone else's profile).
    public private(set) var selectedTab = Tab.blogs

    @ObservationIgnored private let services: Services
    @ObservationIgnored private let strings: Localizer
    @ObservationIgnored private let userID: User.ID

    /// Creates the profile of `userID`.
    public init(userID: User.ID, services: Services, strings: Localizer) {
        self.userID = userID
        self.services = services
        self.strings = strings
        isOwnProfile = userID == services.currentUserID
        blogs = BlogListViewModel(userID: userID, services: services, strings: strings)
        drafts = isOwnProfile ? DraftListViewModel(services: services, strings: strings) : nil
    }

    // MARK: Outputs

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

    // MARK: Commands

    /// The first load: the header (without a HUD) and the first page of blogs (with one).
    @discardableResult
    public func load() -> Task<Void, Never> {
        let header = reloadHeader()
        let firstPage = blogs.loadFirstPage()
        return Task {
            await header.value
            await firstPage?.value
        }
    }

    /// Reloads the header; it keeps what it showed when that fails.
    @discardableResult
    public func reloadHeader() -> Task<Void, Never> {
        let services = services, userID = userID
        return Task { [weak self] in
            guard let user = try? await services.users.user(id: userID) else { return }
            self?.user = user
        }
    }

    /// The page shows again (back from Friends or a detail page): the header's counts may
    /// have changed, so it reloads once it has loaded before.
    @discardableResult
    public func willAppear() -> Task<Void, Never>? {
        user == nil ? nil : reloadHeader()
    }

    /// Switches tabs; the drafts load the first time their tab shows.
    @discardableResult
    public func selectTab(_ tab: Tab) -> Task<Void, Never>? {
        guard tab != selectedTab, let drafts else { return nil }
        selectedTab = tab
        return tab == .drafts ? drafts.loadIfNeeded() : nil
    }

    // MARK: Pages it opens

    /// The avatar: the user's detail, once the user has loaded.
    public func userDetail() -> UserDetailViewModel? {
        user.map { UserDetailViewModel(user: $0, strings: strings) }
    }

    /// `Friends N`: the users this profile's user follows (scene A).
    public func friends() -> UserListViewModel {
        UserListViewModel(kind: .friends(of: userID), services: services, strings: strings)
    }

    /// `Discover`: suggested users (scene B).
    public func suggestedUsers() -> UserListViewModel {
        UserListViewModel(kind: .suggestions, services: services, strings: strings)
    }

    /// A draft row: its detail.
    public func draftDetail(_ row: DraftRowViewModel) -> DraftDetailViewModel {
        DraftDetailViewModel(draft: row.draft, strings: strings, dates: services.dates)
    }
}
