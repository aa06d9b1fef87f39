import Domain
import MVCPlusKit

/// The profile page's controller: holds the header's ``Model``, the blogs' and drafts'
/// ``ListModel``s, the ``BlogBook`` shared with the blog pages it opens, and the
/// ``ProfileViewModel``; sends what the view model hands it and opens the pages.
@MainActor
public final class ProfileController: SceneController, ProfileViewModelDelegate {
    public let kind = SceneKind.profile
    public let title: String
    public let namespace: String
    public let pendingWork = PendingWork()
    public weak var navigator: (any SceneNavigator)?
    /// The view model.
    public let viewModel: ProfileViewModel
    private let header: Model<User>
    private let blogs: ListModel<Blog>
    private let drafts: ListModel<Draft>?
    private let book = BlogBook()
    private let requests: BlogRequests
    private let services: Services
    private let strings: Localizer
    private let userID: User.ID

    /// The profile of `userID` (the own one when it is the signed-in user).
    public init(userID: User.ID, services: Services, strings: Localizer) {
        self.userID = userID
        self.services = services
        self.strings = strings
        let isOwn = userID == services.currentUserID
        title = isOwn ? strings(.me) : ""
        namespace = "profile.\(userID)"
        viewModel = ProfileViewModel(isOwnProfile: isOwn, strings: strings)
        requests = BlogRequests(book: book, service: services.blogs, strings: strings)
        let users = services.users, blogService = services.blogs, draftService = services.drafts
        header = Model(work: pendingWork) { await Result(catching: { try await users.user(id: userID) }) }
        blogs = ListModel(work: pendingWork) { page in await Result(catching: { try await blogService.blogs(userID: userID, page: page) }) }
        drafts = isOwn ? ListModel(work: pendingWork) { page in await Result(catching: { try await draftService.drafts(page: page) }) } : nil
        viewModel.delegate = self
        wireModels()
    }

    private func wireModels() {
        header.onLoading = { [weak self] in self?.viewModel.userLoadStarted() }
        header.onFinished = { [weak self] user in self?.viewModel.showUser(user) }
        header.onError = { [weak self] error in
            // A header that loaded once keeps its user; only one that never did says why.
            guard let self, self.header.value == nil else { return }
            self.viewModel.showUserError(error)
        }
        blogs.onLoading = { [weak self] page in self?.viewModel.blogs.loadStarted(firstPage: page == 0) }
        blogs.onFinished = { [weak self] page, loaded in
            guard let self else { return }
            self.book.store(loaded)
            // Rows for the page just loaded only: the rows shown already follow the book.
            let fresh = self.viewModel.blogRows(loaded.map { self.book.blog($0.id) ?? $0 }, liking: self.book.isChanging)
            if page == 0 {
                self.viewModel.blogs.show(fresh, firstPage: true, hasMore: self.blogs.hasMore)
            } else {
                self.viewModel.blogs.showMore(fresh, hasMore: self.blogs.hasMore)
            }
        }
        blogs.onError = { [weak self] page, error in self?.viewModel.blogs.showError(error, firstPage: page == 0) }
        book.observe(by: self) { [weak self] blog in
            guard let self else { return }
            self.viewModel.blogChanged(blog, isLiking: self.book.isChanging(blog.id))
        }
        guard let drafts, let list = viewModel.drafts else { return }
        drafts.onLoading = { page in list.loadStarted(firstPage: page == 0) }
        drafts.onFinished = { [weak self, weak drafts] page, loaded in
            guard let self, let drafts else { return }
            let fresh = self.viewModel.draftRows(loaded, dates: self.services.dates)
            if page == 0 { list.show(fresh, firstPage: true, hasMore: drafts.hasMore) } else { list.showMore(fresh, hasMore: drafts.hasMore) }
        }
        drafts.onError = { page, error in list.showError(error, firstPage: page == 0) }
    }

    public func viewDidLoad(channel: ChannelScope) {
        viewModel.bind(to: channel)
        header.load()
        blogs.loadFirstPage()
    }

    /// Back on the page: nothing to load — the header's model already counts the follows made
    /// on the user lists this page opened.
    public func viewWillAppear() {}

    // MARK: ProfileViewModelDelegate

    public func profileViewModel(_ viewModel: ProfileViewModel, needsPageOf list: ProfileViewModel.List, firstPage: Bool) {
        let model: (loadFirstPage: () -> Void, loadNextPage: () -> Void)? = switch list {
        case .blogs: (blogs.loadFirstPage, blogs.loadNextPage)
        case .drafts: drafts.map { ($0.loadFirstPage, $0.loadNextPage) }
        }
        // A refresh reloads everything that failed: the header too when it never arrived.
        if firstPage, header.value == nil { header.load() }
        if firstPage { model?.loadFirstPage() } else { model?.loadNextPage() }
    }

    public func profileViewModel(_ viewModel: ProfileViewModel, needsLike liked: Bool, blogID id: Blog.ID) {
        requests.setLiked(liked, id: id, work: pendingWork) { [weak viewModel] in viewModel?.blogs.toast($0) }
    }

    public func profileViewModel(_ viewModel: ProfileViewModel, needsUnlikeQuestionFor id: Blog.ID) {
        navigator?.confirm(requests.unlikeQuestion) { [weak self] ok in
            if ok { self.map { $0.profileViewModel($0.viewModel, needsLike: false, blogID: id) } }
        }
    }

    public func profileViewModel(_ viewModel: ProfileViewModel, needsShare id: Blog.ID) {
        requests.share(id, work: pendingWork) { [weak viewModel] in viewModel?.blogs.toast($0) }
    }

    public func profileViewModel(_ viewModel: ProfileViewModel, needsDeleteOfDraftAt index: Int) {
        guard let drafts, drafts.items.indices.contains(index) else { return }
        let id = drafts.items[index].id
        navigator?.confirm(viewModel.deleteDraftQuestion) { [weak self] ok in
            guard ok, let self else { return }
            self.viewModel.deletingDraft(true)
            let service = self.services.drafts
            self.pendingWork.start { [weak self] in
                let result = await Result(catching: { try await service.deleteDraft(id: id) })
                guard let self, let drafts = self.drafts, let list = self.viewModel.drafts else { return }
                self.viewModel.deletingDraft(false)
                switch result {
                case .success:
                    guard let index = drafts.items.firstIndex(where: { $0.id == id }) else { return }
                    drafts.removeAll { $0.id == id }
                    list.removeRow(at: index)
                case .failure:
                    list.toast(self.viewModel.serverBusyText)
                }
            }
        }
    }

    /// A user list whose follows move the own header's `Friends N` at once: the header's model
    /// is the one source of truth for the count.
    private func userList(_ scene: UserListScene) -> UserListController {
        let list = UserListController(scene: scene, services: services, strings: strings)
        if userID == services.currentUserID {
            list.onFollowChange = { [weak header] wasFollowing, isFollowing in
                header?.modify { $0 = $0.afterFollowChange(from: wasFollowing, to: isFollowing) }
            }
        }
        return list
    }

    public func profileViewModel(_ viewModel: ProfileViewModel, open destination: ProfileViewModel.Destination) {
        switch destination {
        case .userDetail:
            guard let user = header.value else { return }
            navigator?.push(FieldListController(title: user.name, fields: strings.detailFields(of: user, isSignedInUser: userID == services.currentUserID), namespace: "user.\(user.id)"))
        case .friends:
            navigator?.push(userList(.friends(of: userID)))
        case .discover:
            navigator?.push(userList(.suggestedUsers))
        case .blog(let index):
            guard blogs.items.indices.contains(index) else { return }
            navigator?.push(BlogDetailController(blogID: blogs.items[index].id, book: book, requests: requests, strings: strings))
        case .draft(let index):
            guard let drafts, drafts.items.indices.contains(index) else { return }
            let draft = drafts.items[index]
            navigator?.push(FieldListController(title: draft.title, fields: strings.detailFields(of: draft, dates: services.dates),
                                                namespace: "draft.\(draft.id)"))
        }
    }
}
