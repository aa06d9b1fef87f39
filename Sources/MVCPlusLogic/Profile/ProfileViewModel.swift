import Domain
import MVCPlusKit

/// What the profile's view model hands its controller: the requests and the navigation.
@MainActor
public protocol ProfileViewModelDelegate: AnyObject {
    /// Load page 0 (a refresh) or the next page of the blogs or the drafts.
    func profileViewModel(_ viewModel: ProfileViewModel, needsPageOf list: ProfileViewModel.List, firstPage: Bool)
    /// Like or unlike blog `id` (optimistically).
    func profileViewModel(_ viewModel: ProfileViewModel, needsLike liked: Bool, blogID id: Blog.ID)
    /// Ask `Remove your like?`; OK unlikes blog `id`.
    func profileViewModel(_ viewModel: ProfileViewModel, needsUnlikeQuestionFor id: Blog.ID)
    /// Share blog `id`.
    func profileViewModel(_ viewModel: ProfileViewModel, needsShare id: Blog.ID)
    /// Ask `Delete this draft?`; OK deletes the draft of row `index`.
    func profileViewModel(_ viewModel: ProfileViewModel, needsDeleteOfDraftAt index: Int)
    /// Open what was activated.
    func profileViewModel(_ viewModel: ProfileViewModel, open destination: ProfileViewModel.Destination)
}

/// The profile page's logic: the header's texts, the tabs (own profile), and its two paged
/// lists; a like's meaning (like, or ask first, or nothing while one waits) is decided here.
@MainActor
public final class ProfileViewModel {
    /// The page's lists.
    public enum List: Sendable { case blogs, drafts }
    /// What the page opens.
    public enum Destination: Equatable, Sendable {
        case userDetail, friends, discover, blog(Int), draft(Int)
    }

    /// The controller.
    public weak var delegate: (any ProfileViewModelDelegate)?
    /// The blog list.
    public let blogs: PagedListViewModel<BlogRowData>
    /// The drafts list (own profile only).
    public let drafts: PagedListViewModel<DraftRowData>?
    /// The tab shown (0: Blogs, 1: Drafts).
    public private(set) var selectedTab = 0
    private let isOwnProfile: Bool
    private let strings: Localizer
    private var channel: ChannelScope?
    private var draftsShown = false

    /// The page of a user; `isOwnProfile` adds the tabs, the drafts and `Discover`.
    public init(isOwnProfile: Bool, strings: Localizer) {
        self.isOwnProfile = isOwnProfile
        self.strings = strings
        blogs = PagedListViewModel(strings: strings, emptyText: .noPostsYet)
        drafts = isOwnProfile ? PagedListViewModel(strings: strings, emptyText: .noDrafts) : nil
    }

    /// Binds the page and both lists (on `….blogs`, `….drafts`), and sends the fixed texts.
    public func bind(to channel: ChannelScope) {
        self.channel = channel
        let blogScope = channel.scope("blogs")
        blogs.bind(to: blogScope)
        blogs.onNeedsPage = { [weak self] first in self.map { $0.delegate?.profileViewModel($0, needsPageOf: .blogs, firstPage: first) } }
        blogs.onSelect = { [weak self] index in self.map { $0.delegate?.profileViewModel($0, open: .blog(index)) } }
        blogScope.subscribe(BlogKeys.like, by: self) { [weak self] id in self?.like(id) }
        blogScope.subscribe(BlogKeys.share, by: self) { [weak self] id in self.map { $0.delegate?.profileViewModel($0, needsShare: id) } }
        if let drafts {
            let draftScope = channel.scope("drafts")
            drafts.bind(to: draftScope)
            drafts.onNeedsPage = { [weak self] first in self.map { $0.delegate?.profileViewModel($0, needsPageOf: .drafts, firstPage: first) } }
            drafts.onSelect = { [weak self] index in self.map { $0.delegate?.profileViewModel($0, open: .draft(index)) } }
            draftScope.subscribe(ProfileKeys.deleteDraft, by: self) { [weak self] index in
                guard let self, drafts.rows.indices.contains(index) else { return }
                self.delegate?.profileViewModel(self, needsDeleteOfDraftAt: index)
            }
        }
        channel.subscribe(ProfileKeys.tabSelected, by: self) { [weak self] tab in self?.selectTab(tab) }
        channel.subscribe(ProfileKeys.avatarTapped, by: self) { [weak self] in self.map { $0.delegate?.profileViewModel($0, open: .userDetail) } }
        channel.subscribe(ProfileKeys.friendsTapped, by: self) { [weak self] in self.map { $0.delegate?.profileViewModel($0, open: .friends) } }
        channel.subscribe(ProfileKeys.discoverTapped, by: self) { [weak self] in self.map { $0.delegate?.profileViewModel($0, open: .discover) } }
        if isOwnProfile {
            channel.publish(SceneKeys.title, strings(.me), from: self)
            channel.publish(ProfileKeys.tabs, [strings(.blogs), strings(.drafts)], from: self)
            channel.publish(ProfileKeys.discover, strings(.discover), from: self)
        }
    }

    // MARK: Passive flow

    private func like(_ id: Blog.ID) {
        guard let row = blogs.rows.first(where: { $0.id == id }) else { return }
        switch row.likeIntent {
        case .nothing: break
        case .like: delegate?.profileViewModel(self, needsLike: true, blogID: id)
        case .askToUnlike: delegate?.profileViewModel(self, needsUnlikeQuestionFor: id)
        }
    }

    private func selectTab(_ tab: Int) {
        guard drafts != nil, tab != selectedTab, (0...1).contains(tab) else { return }
        selectedTab = tab
        channel?.publish(ProfileKeys.selectedTab, tab, from: self)
        if tab == 1 && !draftsShown {
            draftsShown = true
            delegate?.profileViewModel(self, needsPageOf: .drafts, firstPage: true)
        }
    }

    // MARK: Active flow

    /// The user loaded: the header (and, on someone else's profile, the title).
    public func showUser(_ user: User) {
        if !isOwnProfile { channel?.publish(SceneKeys.title, user.name, from: self) }
        channel?.publish(ProfileKeys.header, HeaderData(initials: user.initials, name: user.name, posts: strings(.posts(user.postCount)),
                                                        friends: strings(.friends(user.friendCount)),
                                                        summary: strings.blogSummary(user.summary)), from: self)
    }

    /// The user's load starts: a failure shown for the last one goes.
    public func userLoadStarted() {
        channel?.publish(ProfileKeys.headerError, nil, from: self)
    }

    /// The user never loaded: the header says why, and that `r` retries.
    public func showUserError(_ error: AppError) {
        channel?.publish(ProfileKeys.headerError, ListError(error, strings: strings), from: self)
    }

    /// The rows of `blogs` (the whole list).
    public func blogRows(_ loaded: [Blog], liking: (Blog.ID) -> Bool) -> [BlogRowData] {
        loaded.map { BlogRowData($0, strings: strings, isLiking: liking($0.id)) }
    }

    /// A blog changed (a like, a share, here or on its detail page).
    public func blogChanged(_ blog: Blog, isLiking: Bool) {
        guard let index = blogs.rows.firstIndex(where: { $0.id == blog.id }) else { return }
        blogs.update(BlogRowData(blog, strings: strings, isLiking: isLiking), at: index)
    }

    /// The rows of `loaded` drafts, their edit times relative to `dates`' now.
    public func draftRows(_ loaded: [Draft], dates: DateProvider) -> [DraftRowData] {
        let now = dates.now()
        return loaded.map {
            DraftRowData(id: $0.id, title: $0.title, summary: strings.draftSummary($0.summary),
                         edited: strings.relativeTime($0.editedAt, now: now, calendar: dates.calendar))
        }
    }

    /// A draft delete runs (the HUD covers the page) or ended.
    public func deletingDraft(_ running: Bool) {
        channel?.publish(ProfileKeys.deleting, running ? strings(.deleting) : nil, from: self)
    }

    /// The delete question, the unlike question.
    public var deleteDraftQuestion: Confirmation { .standard(strings(.deleteDraftConfirmation), strings: strings) }

    /// `Server busy, try again later`.
    public var serverBusyText: String { strings(.serverBusy) }
}
