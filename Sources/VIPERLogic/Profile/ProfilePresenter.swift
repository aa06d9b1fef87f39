import Domain

/// The header's display strings.
public struct ProfileHeaderViewData: Equatable, Sendable {
    public var initials: String
    public var name: String
    public var postsText: String
    public var friendsText: String
    public var summaryText: String
}

/// What a draft cell shows.
public struct DraftRowViewData: Equatable, Sendable {
    public var title: String
    public var summary: String
    public var editedText: String
}

/// The profile screen as the presenter drives it (a passive view).
@MainActor
public protocol ProfileViewInterface: AnyObject {
    func setTitle(_ title: String)
    func showHeader(_ header: ProfileHeaderViewData)
    /// Before the user loads: the counts at zero.
    func showHeaderPlaceholder(postsText: String, friendsText: String)
    /// Own profile only: the Discover button and the `Blogs | Drafts` tabs.
    func showOwnProfileControls(discoverTitle: String, tabTitles: [String])
    func showList(_ list: ProfileList)
    func showLoading(_ text: String, in list: ProfileList)
    func hideLoading(in list: ProfileList)
    func setBlockingLoading(_ loading: Bool, text: String)
    /// Replaces the rows; `retryText` non-nil shows the retry row; `selectFirst` selects row 0.
    func showBlogs(_ rows: [BlogRowViewData], footer: String, retryText: String?, selectFirst: Bool)
    func showDrafts(_ rows: [DraftRowViewData], footer: String, retryText: String?, selectFirst: Bool)
    /// Adds rows after those shown (a later page loaded); the retry row and footer as given.
    func appendBlogs(_ rows: [BlogRowViewData], footer: String, retryText: String?)
    func appendDrafts(_ rows: [DraftRowViewData], footer: String, retryText: String?)
    /// Shows or hides the retry row and sets the footer, keeping the rows.
    func setRetryRow(_ retryText: String?, footer: String, in list: ProfileList)
    func updateBlog(_ row: BlogRowViewData, at index: Int)
    func removeDraft(at index: Int)
    func showError(message: String, hint: String, in list: ProfileList)
    func hideError(in list: ProfileList)
    func setFooter(_ text: String, in list: ProfileList)
    func showToast(_ text: String)
}

/// Where the profile module can go. Only the router creates screens.
@MainActor
public protocol ProfileRouterInput: AnyObject {
    func showBlogDetail(blogID: Blog.ID)
    func showUserDetail(_ user: User)
    func showFriends(of userID: User.ID)
    func showSuggestedUsers()
    func showDraftDetail(_ draft: Draft)
    func confirm(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void)
}

/// Everything the profile view reports.
@MainActor
public protocol ProfileModuleInterface: AnyObject {
    /// The asynchronous work the events below start.
    var work: PresenterWork { get }
    func viewDidLoad()
    func viewWillAppear()
    func selectTab(_ index: Int)
    func refresh(_ list: ProfileList)
    func reachedEnd(of list: ProfileList)
    func selectRow(_ index: Int, in list: ProfileList)
    func selectRetryRow(in list: ProfileList)
    func toggleLike(blogID: Blog.ID)
    func share(blogID: Blog.ID)
    func deleteDraft(at index: Int)
    func tapAvatar()
    func tapFriends()
    func tapDiscover()
}

/// Turns the interactor's entities into display strings, decides what to confirm, and asks
/// the router to navigate. Every event method returns the work it started, so tests await it.
@MainActor
public final class ProfilePresenter: ProfileModuleInterface, ProfileInteractorOutput {
    public weak var view: (any ProfileViewInterface)?
    public let interactor: any ProfileInteractorInput
    public let router: any ProfileRouterInput
    private let strings: Localizer
    private let dates: DateProvider
    private var selectedList = ProfileList.blogs

    public init(interactor: any ProfileInteractorInput, router: any ProfileRouterInput, strings: Localizer, dates: DateProvider) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
        self.dates = dates
    }

    /// The work events started (the view hands it to its run loop; tests await it).
    public let work = PresenterWork()

    private func run(_ body: @escaping @MainActor () async -> Void) { work.start(body) }

    /// Waits until the work every event started so far has finished.
    public func settle() async { await work.waitUntilIdle() }

    // MARK: ProfileModuleInterface

    public func viewDidLoad() {
        view?.setTitle(interactor.isOwnProfile ? strings(.me) : "")
        view?.showHeaderPlaceholder(postsText: strings(.posts(0)), friendsText: strings(.friends(0)))
        if interactor.isOwnProfile {
            view?.showOwnProfileControls(discoverTitle: strings(.discover), tabTitles: [strings(.blogs), strings(.drafts)])
        }
        // The first page starts loading now: show its HUD on the very first frame rather
        // than a turn later, when the interactor's task begins.
        view?.showLoading(strings(.loading), in: .blogs)
        let interactor = interactor
        run { await interactor.loadUser() }
        run { await interactor.loadFirstPage(of: .blogs) }
    }

    public func viewWillAppear() {
        guard interactor.user != nil else { return }
        let interactor = interactor
        run { await interactor.loadUser() }
    }

    public func selectTab(_ index: Int) {
        let list: ProfileList = index == 1 ? .drafts : .blogs
        guard list != selectedList else { return }
        selectedList = list
        view?.showList(list)
        if list == .drafts {
            let interactor = interactor
            run { await interactor.loadFirstPage(of: .drafts) }
        }
    }

    public func refresh(_ list: ProfileList) {
        let interactor = interactor
        run { await interactor.reload(list) }
    }

    public func reachedEnd(of list: ProfileList) {
        let interactor = interactor
        run { await interactor.loadMore(list) }
    }

    public func selectRetryRow(in list: ProfileList) {
        interactor.clearLoadMoreFailure(list)
        view?.setRetryRow(nil, footer: "", in: list)
        let interactor = interactor
        run { await interactor.loadMore(list) }
    }

    public func selectRow(_ index: Int, in list: ProfileList) {
        switch list {
        case .blogs:
            guard interactor.blogs.items.indices.contains(index) else { return }
            router.showBlogDetail(blogID: interactor.blogs.items[index].id)
        case .drafts:
            guard interactor.drafts.items.indices.contains(index) else { return }
            router.showDraftDetail(interactor.drafts.items[index])
        }
    }

    public func toggleLike(blogID: Blog.ID) {
        guard !interactor.isLikeInFlight(blogID),
              let blog = interactor.blogs.items.first(where: { $0.id == blogID }) else { return }
        let interactor = interactor
        if blog.isLiked {
            router.confirm(.standard(strings(.removeLikeConfirmation), strings: strings)) { [weak self] in
                self?.run { await interactor.setLiked(false, blogID: blogID) }
            }
        } else {
            run { await interactor.setLiked(true, blogID: blogID) }
        }
    }

    public func share(blogID: Blog.ID) {
        let interactor = interactor
        run { await interactor.share(blogID: blogID) }
    }

    public func deleteDraft(at index: Int) {
        guard interactor.drafts.items.indices.contains(index) else { return }
        let id = interactor.drafts.items[index].id
        let interactor = interactor
        router.confirm(.standard(strings(.deleteDraftConfirmation), strings: strings)) { [weak self] in
            self?.run { await interactor.deleteDraft(id: id) }
        }
    }

    public func tapAvatar() {
        guard let user = interactor.user else { return }
        router.showUserDetail(user)
    }

    public func tapFriends() {
        guard let user = interactor.user else { return }
        router.showFriends(of: user.id)
    }

    public func tapDiscover() { router.showSuggestedUsers() }

    // MARK: ProfileInteractorOutput

    public func interactorDidLoad(_ user: User) {
        if !interactor.isOwnProfile { view?.setTitle(user.name) }
        view?.showHeader(ProfileHeaderViewData(
            initials: user.initials, name: user.name, postsText: strings(.posts(user.postCount)),
            friendsText: strings(.friends(user.friendCount)), summaryText: strings.blogSummary(user.summary)))
    }

    public func interactorWillLoad(_ list: ProfileList, page: Int) {
        let isEmpty = list == .blogs ? interactor.blogs.items.isEmpty : interactor.drafts.items.isEmpty
        if page == 0 && isEmpty { view?.showLoading(strings(.loading), in: list) }
        if page == 0 { view?.setFooter("", in: list) }
    }

    public func interactorDidLoad(_ list: ProfileList, outcome: PageLoadOutcome) {
        view?.hideLoading(in: list)
        switch outcome {
        case .loaded(let page) where page == 0:
            view?.hideError(in: list)
            render(list, selectFirst: true)
        case .loaded:
            view?.hideError(in: list)
            renderAppended(list)
        case .firstLoadFailed(let error):
            view?.showError(message: strings.message(for: error), hint: strings(.retryHint), in: list)
            render(list, selectFirst: false, footerOverride: "")
        case .reloadFailed(let error):
            view?.showToast(strings.message(for: error))
            view?.setRetryRow(retryText(list), footer: "", in: list)
        case .loadMoreFailed(let error):
            view?.showToast(strings.message(for: error))
            view?.setRetryRow(retryText(list), footer: "", in: list)
        }
    }

    /// How many rows of each list the view shows: a later page sends only its own rows, so
    /// loading page 500 of a long list formats 20 rows, not 10,000.
    private var shownCount: [ProfileList: Int] = [:]

    private func render(_ list: ProfileList, selectFirst: Bool, footerOverride: String? = nil) {
        switch list {
        case .blogs:
            let state = interactor.blogs
            shownCount[list] = state.items.count
            view?.showBlogs(state.items.map(blogRow), footer: footerOverride ?? footer(state),
                            retryText: retryText(list), selectFirst: selectFirst)
        case .drafts:
            let state = interactor.drafts
            shownCount[list] = state.items.count
            view?.showDrafts(state.items.map(draftRow), footer: footerOverride ?? footer(state),
                             retryText: retryText(list), selectFirst: selectFirst)
        }
    }

    private func renderAppended(_ list: ProfileList) {
        let shown = shownCount[list] ?? 0
        switch list {
        case .blogs:
            let state = interactor.blogs
            guard shown <= state.items.count else { return render(list, selectFirst: false) }
            shownCount[list] = state.items.count
            view?.appendBlogs(state.items[shown...].map(blogRow), footer: footer(state), retryText: retryText(list))
        case .drafts:
            let state = interactor.drafts
            guard shown <= state.items.count else { return render(list, selectFirst: false) }
            shownCount[list] = state.items.count
            view?.appendDrafts(state.items[shown...].map(draftRow), footer: footer(state), retryText: retryText(list))
        }
    }

    private func blogRow(_ blog: Blog) -> BlogRowViewData { BlogRowViewData(blog, strings: strings) }

    private func draftRow(_ draft: Draft) -> DraftRowViewData {
        DraftRowViewData(title: draft.title, summary: strings.draftSummary(draft.summary),
                         editedText: strings.relativeTime(draft.editedAt, now: dates.now(), calendar: dates.calendar))
    }

    private func footer<Item>(_ state: PagedList<Item>) -> String {
        state.hasStarted && !state.hasMore && !state.loadMoreFailed ? strings(.noMore) : ""
    }

    private func retryText(_ list: ProfileList) -> String? {
        let failed = list == .blogs ? interactor.blogs.loadMoreFailed : interactor.drafts.loadMoreFailed
        return failed ? strings(.loadMoreFailed) : nil
    }

    public func interactorDidUpdate(_ blog: Blog, at index: Int) {
        view?.updateBlog(BlogRowViewData(blog, strings: strings), at: index)
    }

    public func interactorLikeFailed() { view?.showToast(strings(.likeFailed)) }

    public func interactorDidShare(succeeded: Bool) {
        view?.showToast(strings(succeeded ? .shared : .shareFailed))
    }

    public func interactorWillDeleteDraft() { view?.setBlockingLoading(true, text: strings(.loading)) }

    public func interactorDidDeleteDraft(at index: Int?, error: AppError?) {
        view?.setBlockingLoading(false, text: "")
        if let index {
            shownCount[.drafts, default: 1] -= 1
            view?.removeDraft(at: index)
        }
        if error != nil { view?.showToast(strings(.serverBusy)) }
    }
}
