import Domain
import PatternKit
import SceneViews
import TerminalUI

/// The profile page, Massive-View-Controller style: this one class calls the
/// services, keeps every piece of state, formats every string, branches on own
/// versus someone else's profile, and pushes the next screens.
///
/// It is correct — it passes the same acceptance suite as every other pattern —
/// but everything it does can only be tested through its view.
final class ProfileViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private enum Tab: Int { case blogs, drafts }

    // MARK: Dependencies
    private let services: Services
    private let strings: Localizer
    private var sharesInFlight: Set<Blog.ID> = []
    private let userID: User.ID
    private var isOwnProfile: Bool { userID == services.currentUserID }

    // MARK: Views
    private let headerView = UserInfoHeaderView()
    private let blogTableView = TableView()
    private let draftTableView = TableView()
    private let blogFooterView = ListFooterView()
    private let draftFooterView = ListFooterView()
    private lazy var profileView = ProfileView(headerView: headerView, contentView: blogTableView)

    // MARK: State
    private var user: User?
    private var selectedTab = Tab.blogs
    private var blogs: [Blog] = []
    private var blogsNextPage = 0
    private var blogsHasMore = true
    private var isLoadingBlogs = false
    private var blogsLoadMoreFailed = false
    private var likesInFlight: Set<Blog.ID> = []
    private var drafts: [Draft] = []
    private var draftsNextPage = 0
    private var draftsHasMore = true
    private var isLoadingDrafts = false
    private var draftsLoadMoreFailed = false
    private var hasLoadedDrafts = false

    init(services: Services, strings: Localizer, userID: User.ID) {
        self.services = services
        self.strings = strings
        self.userID = userID
        super.init()
    }

    // MARK: Lifecycle

    override func loadView() { view = profileView }

    override var preferredFocusedView: View? { selectedTab == .blogs ? blogTableView : draftTableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [.delete(isEnabled: { [weak self] in self?.selectedDraft != nil }) { [weak self] in
            if let self, let draft = self.selectedDraft { self.confirmDeleteDraft(draft) }
        }]
        title = isOwnProfile ? strings(.me) : ""
        headerView.avatarView.addAction { [weak self] in self?.showUserDetail() }
        headerView.friendsButton.addAction { [weak self, userID] in self?.showUserList(.friends(of: userID)) }
        headerView.postsText = strings(.posts(0))
        headerView.friendsText = strings(.friends(0))
        if isOwnProfile {
            headerView.discoverTitle = strings(.discover)
            headerView.discoverButton.addAction { [weak self] in self?.showUserList(.suggestedUsers) }
            let tabs = SegmentedControl(items: [strings(.blogs), strings(.drafts)])
            tabs.addAction { [weak self, weak tabs] in
                guard let self, let tabs else { return }
                self.switchTab(to: Tab(rawValue: tabs.selectedSegmentIndex) ?? .blogs)
            }
            profileView.segmentedControl = tabs
        }

        for (table, cell, identifier, footer) in [
            (blogTableView, BlogCell.self as TableViewCell.Type, BlogCell.reuseIdentifier, blogFooterView),
            (draftTableView, DraftCell.self as TableViewCell.Type, DraftCell.reuseIdentifier, draftFooterView),
        ] {
            table.register(cell, forCellReuseIdentifier: identifier)
            RetryCell.register(in: table)
            table.dataSource = self
            table.delegate = self
            table.tableFooterView = footer
            let refresh = RefreshControl()
            refresh.addAction { [weak self, weak table] in
                guard let self, let table else { return }
                // r reloads everything that failed: the header too when it never arrived.
                if self.user == nil { self.loadUser() }
                if table === self.blogTableView { self.reloadBlogs() } else { self.reloadDrafts() }
            }
            table.refreshControl = refresh
        }

        loadUser()
        loadBlogs(page: 0, showingHUD: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Coming back from a detail page: a like given there shows in the list.
        blogTableView.reloadData()
    }

    /// The draft selected on the Drafts tab: `d` / Delete deletes it (after asking).
    private var selectedDraft: Draft? {
        guard selectedTab == .drafts, let indexPath = draftTableView.indexPathForSelectedRow, indexPath.section == 0,
              drafts.indices.contains(indexPath.row) else { return nil }
        return drafts[indexPath.row]
    }

    // MARK: Header

    private func loadUser() {
        let services = services, userID = userID
        headerView.failureMessage = ""
        spawn { [weak self] in
            switch await Result(catching: { try await services.users.user(id: userID) }) {
            case .success(let user): self?.show(user)
            case .failure(let error): self?.showUserFailure(error)
            }
        }
    }

    /// The header never loaded: it says why, and that `r` retries.
    private func showUserFailure(_ error: AppError) {
        headerView.failureMessage = strings.message(for: error)
        headerView.failureHint = strings(.retryHint)
    }

    private func show(_ user: User) {
        self.user = user
        if !isOwnProfile { title = user.name }
        headerView.initials = user.initials
        headerView.name = user.name
        headerView.postsText = strings(.posts(user.postCount))
        headerView.friendsText = strings(.friends(user.friendCount))
        headerView.summaryText = strings.blogSummary(user.summary)
    }

    // MARK: Tabs

    private func switchTab(to tab: Tab) {
        guard tab != selectedTab else { return }
        selectedTab = tab
        profileView.contentView = tab == .blogs ? blogTableView : draftTableView
        if tab == .drafts && !hasLoadedDrafts {
            hasLoadedDrafts = true
            loadDrafts(page: 0, showingHUD: true)
        }
    }

    // MARK: Blogs

    private func reloadBlogs() {
        blogsLoadMoreFailed = false
        blogFooterView.text = ""
        loadBlogs(page: 0, showingHUD: blogs.isEmpty)
    }

    private func loadBlogs(page: Int, showingHUD: Bool) {
        guard !isLoadingBlogs else { return }
        isLoadingBlogs = true
        if showingHUD { HUD.show(in: blogTableView, text: strings(.loading)) }
        if page > 0 { blogFooterView.text = strings(.loading) }   // load-more shows its progress under the rows
        let services = services, userID = userID
        spawn { [weak self] in
            let result = await Result(catching: { try await services.blogs.blogs(userID: userID, page: page) })
            self?.didLoadBlogs(result, page: page)
        }
    }

    private func didLoadBlogs(_ result: Result<Page<Blog>, AppError>, page: Int) {
        isLoadingBlogs = false
        HUD.hide(for: blogTableView)
        blogTableView.refreshControl?.endRefreshing()
        switch result {
        case .success(let loaded):
            blogsLoadMoreFailed = false
            if page == 0 { blogs = loaded.items } else { blogs.append(contentsOf: loaded.items) }
            blogsNextPage = page + 1
            blogsHasMore = loaded.hasMore
            blogTableView.backgroundView = blogs.isEmpty ? EmptyStateView(message: strings(.noPostsYet)) : nil
            blogFooterView.text = loaded.hasMore || blogs.isEmpty ? "" : strings(.noMore)   // an empty list says so itself
            blogTableView.reloadData()
            if page == 0 { blogTableView.selectRow(at: blogs.isEmpty ? nil : IndexPath(row: 0, section: 0), scrollPosition: .top) }
        case .failure(let error):
            if page == 0 && blogs.isEmpty {
                blogTableView.backgroundView = ErrorStateView(message: strings.message(for: error), hint: strings(.retryHint))
                blogFooterView.text = ""
            } else if page == 0 {
                Toast.show(strings.message(for: error), in: view)
            } else {
                blogsLoadMoreFailed = true
                blogFooterView.text = ""
                Toast.show(strings.message(for: error), in: view)
            }
            blogTableView.reloadData()
            if blogsLoadMoreFailed { RetryCell.reveal(at: IndexPath(row: 0, section: 1), in: blogTableView) }
        }
    }

    private func loadMoreBlogsIfNeeded() {
        guard blogsHasMore, !blogsLoadMoreFailed, !isLoadingBlogs, !blogs.isEmpty else { return }
        loadBlogs(page: blogsNextPage, showingHUD: false)
    }

    private func retryLoadMoreBlogs() {
        blogsLoadMoreFailed = false
        blogTableView.reloadData()
        loadBlogs(page: blogsNextPage, showingHUD: false)
    }

    private func toggleLike(of blogID: Blog.ID) {
        guard !likesInFlight.contains(blogID), let blog = blogs.first(where: { $0.id == blogID }) else { return }
        if blog.isLiked {
            presentConfirmation(.standard(strings(.removeLikeConfirmation), strings: strings)) { [weak self] in
                self?.setLiked(false, blogID: blogID)
            }
        } else {
            setLiked(true, blogID: blogID)
        }
    }

    private func setLiked(_ liked: Bool, blogID: Blog.ID) {
        guard !likesInFlight.contains(blogID), let index = blogs.firstIndex(where: { $0.id == blogID }) else { return }
        let before = blogs[index]
        likesInFlight.insert(blogID)
        replaceBlog(before.withLike(liked))
        let services = services
        spawn { [weak self] in
            let result = await Result(catching: { try await services.blogs.setLiked(liked, blogID: blogID) })
            guard let self else { return }
            self.likesInFlight.remove(blogID)
            // Only the like's own fields: a share of this blog may have answered meanwhile.
            guard let current = self.blogs.first(where: { $0.id == blogID }) else { return }
            switch result {
            case .success(let updated):
                self.replaceBlog(current.withLike(from: updated))
            case .failure:
                self.replaceBlog(current.withLike(from: before))
                Toast.show(self.strings(.likeFailed), in: self.frontmostView)
            }
        }
    }

    /// Shares one at a time per blog: a press while its share runs does nothing.
    private func share(_ blogID: Blog.ID) {
        guard sharesInFlight.insert(blogID).inserted else { return }
        let services = services
        spawn { [weak self] in
            let result = await Result(catching: { try await services.blogs.share(blogID: blogID) })
            guard let self else { return }
            self.sharesInFlight.remove(blogID)
            switch result {
            case .success(let updated):
                if let current = self.blogs.first(where: { $0.id == blogID }) { self.replaceBlog(current.withShares(from: updated)) }
                Toast.show(self.strings(.shared), in: self.frontmostView)
            case .failure:
                Toast.show(self.strings(.shareFailed), in: self.frontmostView)
            }
        }
    }

    /// Where a like or share toast shows: the blog detail page when it is open, else this page.
    private var frontmostView: View { navigationController?.topViewController?.view ?? view }

    /// Puts `blog` in the list (and in an open detail page) wherever it is shown.
    private func replaceBlog(_ blog: Blog) {
        guard let index = blogs.firstIndex(where: { $0.id == blog.id }) else { return }
        blogs[index] = blog
        blogTableView.reloadRows(at: [IndexPath(row: index, section: 0)])
        for controller in navigationController?.viewControllers ?? [] {
            (controller as? BlogDetailViewController)?.update(blog)
        }
    }

    private func showBlogDetail(_ blog: Blog) {
        let detail = BlogDetailViewController(blog: blog, strings: strings)
        detail.onLike = { [weak self] id in self?.toggleLike(of: id) }
        detail.onShare = { [weak self] id in self?.share(id) }
        detail.currentBlog = { [weak self] id in self?.blogs.first { $0.id == id } }
        navigationController?.pushViewController(detail)
    }

    // MARK: Drafts

    private func reloadDrafts() {
        draftsLoadMoreFailed = false
        draftFooterView.text = ""
        loadDrafts(page: 0, showingHUD: drafts.isEmpty)
    }

    private func loadDrafts(page: Int, showingHUD: Bool) {
        guard !isLoadingDrafts else { return }
        isLoadingDrafts = true
        if showingHUD { HUD.show(in: draftTableView, text: strings(.loading)) }
        if page > 0 { draftFooterView.text = strings(.loading) }   // load-more shows its progress under the rows
        let services = services
        spawn { [weak self] in
            let result = await Result(catching: { try await services.drafts.drafts(page: page) })
            self?.didLoadDrafts(result, page: page)
        }
    }

    private func didLoadDrafts(_ result: Result<Page<Draft>, AppError>, page: Int) {
        isLoadingDrafts = false
        HUD.hide(for: draftTableView)
        draftTableView.refreshControl?.endRefreshing()
        switch result {
        case .success(let loaded):
            draftsLoadMoreFailed = false
            if page == 0 { drafts = loaded.items } else { drafts.append(contentsOf: loaded.items) }
            draftsNextPage = page + 1
            draftsHasMore = loaded.hasMore
            draftTableView.backgroundView = drafts.isEmpty ? EmptyStateView(message: strings(.noDrafts)) : nil
            draftFooterView.text = loaded.hasMore || drafts.isEmpty ? "" : strings(.noMore)
            draftTableView.reloadData()
            if page == 0 { draftTableView.selectRow(at: drafts.isEmpty ? nil : IndexPath(row: 0, section: 0), scrollPosition: .top) }
        case .failure(let error):
            if page == 0 && drafts.isEmpty {
                draftTableView.backgroundView = ErrorStateView(message: strings.message(for: error), hint: strings(.retryHint))
                draftFooterView.text = ""
            } else if page == 0 {
                Toast.show(strings.message(for: error), in: view)
            } else {
                draftsLoadMoreFailed = true
                draftFooterView.text = ""
                Toast.show(strings.message(for: error), in: view)
            }
            draftTableView.reloadData()
            if draftsLoadMoreFailed { RetryCell.reveal(at: IndexPath(row: 0, section: 1), in: draftTableView) }
        }
    }

    private func loadMoreDraftsIfNeeded() {
        guard draftsHasMore, !draftsLoadMoreFailed, !isLoadingDrafts, !drafts.isEmpty else { return }
        loadDrafts(page: draftsNextPage, showingHUD: false)
    }

    private func confirmDeleteDraft(_ draft: Draft) {
        presentConfirmation(.standard(strings(.deleteDraftConfirmation), strings: strings)) { [weak self] in
            self?.deleteDraft(draft)
        }
    }

    private func deleteDraft(_ draft: Draft) {
        HUD.show(in: view, text: strings(.deleting))
        let services = services
        spawn { [weak self] in
            let result = await Result(catching: { try await services.drafts.deleteDraft(id: draft.id) })
            guard let self else { return }
            HUD.hide(for: self.view)
            switch result {
            case .success:
                if let index = self.drafts.firstIndex(where: { $0.id == draft.id }) {
                    self.drafts.remove(at: index)
                    self.draftTableView.deleteRows(at: [IndexPath(row: index, section: 0)])
                    if self.drafts.isEmpty && self.draftsHasMore {
                        // The last loaded one went but the server has more: they come instead, from
                        // page 0, which now starts at the first draft not shown.
                        self.reloadDrafts()
                    } else if self.drafts.isEmpty {   // the last one went: say so, without No more
                        self.draftTableView.backgroundView = EmptyStateView(message: self.strings(.noDrafts))
                        self.draftFooterView.text = ""
                    }
                }
            case .failure:
                Toast.show(self.strings(.serverBusy), in: self.view)
            }
        }
    }

    // MARK: Navigation

    private func showUserDetail() {
        guard let user else { return }
        navigationController?.pushViewController(UserDetailViewController(user: user, isSignedInUser: isOwnProfile, strings: strings))
    }

    private func showUserList(_ scene: UserListScene) {
        let list = UserListViewController(services: services, strings: strings, scene: scene)
        // Following changes whom *I* follow: my own header's `Friends N` follows at once.
        if isOwnProfile {
            list.onFollowChange = { [weak self] wasFollowing, isFollowing in
                guard let self, let user = self.user else { return }
                self.show(user.afterFollowChange(from: wasFollowing, to: isFollowing))
            }
        }
        navigationController?.pushViewController(list)
    }

    // MARK: TableViewDataSource

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        let isBlogs = tableView === blogTableView
        if section == 1 { return (isBlogs ? blogsLoadMoreFailed : draftsLoadMoreFailed) ? 1 : 0 }
        return isBlogs ? blogs.count : drafts.count
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        indexPath.section == 1 ? 1 : (tableView === blogTableView ? BlogCell.height : DraftCell.height)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == 1 {
            return RetryCell.dequeue(from: tableView, for: indexPath, text: strings(.loadMoreFailed))
        }
        if tableView === blogTableView {
            let blog = blogs[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: indexPath) as! BlogCell
            cell.title = blog.title
            cell.summary = strings.blogSummary(blog.summary)
            cell.setLike(title: strings(.likes(blog.likeCount)), isLiked: blog.isLiked)
            cell.shareTitle = strings(.shares(blog.shareCount))
            cell.likeButton.addAction { [weak self] in self?.toggleLike(of: blog.id) }
            cell.shareButton.addAction { [weak self] in self?.share(blog.id) }
            return cell
        }
        let draft = drafts[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: DraftCell.reuseIdentifier, for: indexPath) as! DraftCell
        cell.title = draft.title
        cell.summary = strings.draftSummary(draft.summary)
        cell.editedText = strings.relativeTime(draft.editedAt, now: services.dates.now(), calendar: services.dates.calendar)
        return cell
    }

    // MARK: TableViewDelegate

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 {
            if tableView === blogTableView { retryLoadMoreBlogs() } else {
                draftsLoadMoreFailed = false
                draftTableView.reloadData()
                loadDrafts(page: draftsNextPage, showingHUD: false)
            }
            return
        }
        if tableView === blogTableView {
            showBlogDetail(blogs[indexPath.row])
        } else {
            navigationController?.pushViewController(
                DraftDetailViewController(draft: drafts[indexPath.row], strings: strings, dates: services.dates))
        }
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        if tableView === blogTableView { loadMoreBlogsIfNeeded() } else { loadMoreDraftsIfNeeded() }
    }
}
