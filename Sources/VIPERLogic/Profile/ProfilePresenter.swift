import Domain

/// The profile's presenter: turns what the interactor reports into display data for the
/// view (through ``ProfileDisplayDataCollector``), decides what to confirm, and asks the
/// router to navigate. It never reads the interactor: it keeps what the interactor last
/// reported — whose profile it is, the user, the rows' entities — to decide.
///
/// The view's events are handled here; the interactor's reports in
/// `ProfilePresenter+InteractorOutput.swift`.
@MainActor
public final class ProfilePresenter {
    /// The screen, held weakly (the view holds the presenter).
    public weak var view: (any ProfileViewInterface)?
    /// The work events started (the view hands it to its run loop; tests await it).
    public let pendingWork = PendingWork()
    private let interactor: any ProfileInteractorInput
    private let router: any ProfileRouterInput
    let strings: Localizer
    let displayData: ProfileDisplayDataCollector

    /// Whether this is the signed-in user's own profile.
    var isOwnProfile = false
    /// The profile's user, once loaded.
    var user: User?
    /// The blogs the view shows, row by row.
    var blogs: [BlogEntry] = []
    /// The drafts the view shows, row by row.
    var drafts: [Draft] = []
    private var selectedList = ProfileList.blogs

    /// Creates the presenter over its interactor and router; `dates` says when "now" is.
    public init(interactor: any ProfileInteractorInput, router: any ProfileRouterInput, strings: Localizer, dates: DateProvider) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
        self.displayData = ProfileDisplayDataCollector(strings: strings, dates: dates)
    }

    /// Starts `work` with the interactor (`$0`) as pending work; the task holds the interactor,
    /// not the presenter.
    private func run(_ work: @escaping @MainActor (any ProfileInteractorInput) async -> Void) {
        let interactor = interactor
        pendingWork.start { await work(interactor) }
    }
}

extension ProfilePresenter: ProfileModuleInterface {
    public func viewDidLoad() {
        interactor.findOwner()
        // The first page starts loading now: show its HUD on the very first frame rather
        // than a turn later, when the interactor's task begins.
        view?.showLoading(strings(.loading), in: .blogs)
        run { await $0.loadUser() }
        run { await $0.loadFirstPage(of: .blogs) }
    }

    public func viewWillAppear() {
        // Nothing to load: the header already counts the follows made on the lists it opened.
    }

    public func selectTab(_ index: Int) {
        let list: ProfileList = index == 1 ? .drafts : .blogs
        guard list != selectedList else { return }
        selectedList = list
        view?.showList(list)
        if list == .drafts { run { await $0.loadFirstPage(of: .drafts) } }
    }

    public func refresh(_ list: ProfileList) {
        // r reloads everything that failed: the header too when it never arrived.
        if user == nil {
            view?.hideHeaderFailure()
            run { await $0.loadUser() }
        }
        run { await $0.reload(list) }
    }

    public func reachedEnd(of list: ProfileList) { run { await $0.loadMore(list) } }

    public func selectRetryRow(in list: ProfileList) {
        interactor.clearLoadMoreFailure(list)
        view?.setRetryRow(nil, footer: "", in: list)
        run { await $0.loadMore(list) }
    }

    public func selectRow(_ index: Int, in list: ProfileList) {
        switch list {
        case .blogs where blogs.indices.contains(index): router.showBlogDetail(blogID: blogs[index].blog.id)
        case .drafts where drafts.indices.contains(index): router.showDraftDetail(drafts[index])
        case .blogs, .drafts: return
        }
    }

    public func toggleLike(blogID: Blog.ID) {
        guard let entry = blogs.first(where: { $0.blog.id == blogID }), !entry.isLikeInFlight else { return }
        if entry.blog.isLiked {
            view?.showConfirmation(.standard(strings(.removeLikeConfirmation), strings: strings)) { [weak self] in
                self?.run { await $0.setLiked(false, blogID: blogID) }
            }
        } else {
            run { await $0.setLiked(true, blogID: blogID) }
        }
    }

    public func share(blogID: Blog.ID) { run { await $0.share(blogID: blogID) } }

    public func deleteDraft(at index: Int) {
        guard drafts.indices.contains(index) else { return }
        let id = drafts[index].id
        view?.showConfirmation(.standard(strings(.deleteDraftConfirmation), strings: strings)) { [weak self] in
            self?.run { await $0.deleteDraft(id: id) }
        }
    }

    public func tapAvatar() {
        guard let user else { return }
        router.showUserDetail(user, isSignedInUser: isOwnProfile)
    }

    public func tapFriends() {
        guard let user else { return }
        router.showUserList(.friends(of: user.id), delegate: self)
    }

    public func tapDiscover() { router.showUserList(.suggestedUsers, delegate: self) }
}

extension ProfilePresenter: UserListModuleDelegate {
    public func userListModuleDidChangeFollowing(from wasFollowing: Bool, to isFollowing: Bool) {
        interactor.countFollowChange(from: wasFollowing, to: isFollowing)
    }
}
