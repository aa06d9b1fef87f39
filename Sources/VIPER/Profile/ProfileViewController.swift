import SceneViews
import TerminalUI
import VIPERLogic

/// The profile page as a passive VIPER view: it shows what the presenter formats and
/// reports every event; it decides nothing.
final class ProfileViewController: ViewController, ProfileViewInterface, TableViewDataSource, TableViewDelegate {
    private let presenter: any ProfileModuleInterface

    private let headerView = UserInfoHeaderView()
    private let blogTableView = TableView()
    private let draftTableView = TableView()
    private let blogFooterView = ListFooterView()
    private let draftFooterView = ListFooterView()
    private lazy var profileView = ProfileView(headerView: headerView, contentView: blogTableView)

    private var shownList = ProfileList.blogs
    private var blogRows: [BlogRowViewData] = []
    private var draftRows: [DraftRowViewData] = []
    private var blogRetryText: String?
    private var draftRetryText: String?

    init(presenter: any ProfileModuleInterface) {
        self.presenter = presenter
        super.init()
        trackWork(of: presenter.work)
    }

    override func loadView() { view = profileView }

    override var preferredFocusedView: View? { shownList == .blogs ? blogTableView : draftTableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        headerView.avatarView.addAction { [weak self] in self?.presenter.tapAvatar() }
        headerView.friendsButton.addAction { [weak self] in self?.presenter.tapFriends() }
        for (table, cell, identifier, footer) in [
            (blogTableView, BlogCell.self as TableViewCell.Type, BlogCell.reuseIdentifier, blogFooterView),
            (draftTableView, DraftCell.self as TableViewCell.Type, DraftCell.reuseIdentifier, draftFooterView),
        ] {
            table.register(cell, forCellReuseIdentifier: identifier)
            table.register(RetryCell.self, forCellReuseIdentifier: RetryCell.reuseIdentifier)
            table.dataSource = self
            table.delegate = self
            table.tableFooterView = footer
            let refresh = RefreshControl()
            refresh.addAction { [weak self, weak table] in
                guard let self, let table else { return }
                self.presenter.refresh(self.list(of: table))
            }
            table.refreshControl = refresh
        }
        presenter.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
        blogTableView.reloadData()
    }

    override func handleKey(_ key: Key) -> Bool {
        if shownList == .drafts, key == .character("d") || key == .delete,
           let indexPath = draftTableView.indexPathForSelectedRow, indexPath.section == 0, draftRows.indices.contains(indexPath.row) {
            presenter.deleteDraft(at: indexPath.row)
            return true
        }
        return super.handleKey(key)
    }

    private func list(of table: TableView) -> ProfileList { table === blogTableView ? .blogs : .drafts }
    private func table(for list: ProfileList) -> TableView { list == .blogs ? blogTableView : draftTableView }
    private func footer(for list: ProfileList) -> ListFooterView { list == .blogs ? blogFooterView : draftFooterView }

    // MARK: ProfileViewInterface

    func setTitle(_ title: String) { self.title = title }

    func showHeaderPlaceholder(postsText: String, friendsText: String) {
        headerView.postsText = postsText
        headerView.friendsText = friendsText
    }

    func showHeader(_ header: ProfileHeaderViewData) {
        headerView.initials = header.initials
        headerView.name = header.name
        headerView.postsText = header.postsText
        headerView.friendsText = header.friendsText
        headerView.summaryText = header.summaryText
    }

    func showOwnProfileControls(discoverTitle: String, tabTitles: [String]) {
        headerView.discoverTitle = discoverTitle
        headerView.discoverButton.addAction { [weak self] in self?.presenter.tapDiscover() }
        let tabs = SegmentedControl(items: tabTitles)
        tabs.addAction { [weak self, weak tabs] in
            guard let self, let tabs else { return }
            self.presenter.selectTab(tabs.selectedSegmentIndex)
        }
        profileView.segmentedControl = tabs
    }

    func showList(_ list: ProfileList) {
        shownList = list
        profileView.contentView = table(for: list)
    }

    func showLoading(_ text: String, in list: ProfileList) { _ = HUD.show(in: table(for: list), text: text) }

    func hideLoading(in list: ProfileList) {
        let table = table(for: list)
        _ = HUD.hide(for: table)
        table.refreshControl?.endRefreshing()
    }

    func setBlockingLoading(_ loading: Bool, text: String) {
        if loading { _ = HUD.show(in: view, text: text) } else { _ = HUD.hide(for: view) }
    }

    func showBlogs(_ rows: [BlogRowViewData], footer: String, retryText: String?, selectFirst: Bool) {
        blogRows = rows
        blogRetryText = retryText
        show(in: .blogs, footer: footer, selectFirst: selectFirst, isEmpty: rows.isEmpty)
    }

    func showDrafts(_ rows: [DraftRowViewData], footer: String, retryText: String?, selectFirst: Bool) {
        draftRows = rows
        draftRetryText = retryText
        show(in: .drafts, footer: footer, selectFirst: selectFirst, isEmpty: rows.isEmpty)
    }

    func appendBlogs(_ rows: [BlogRowViewData], footer: String, retryText: String?) {
        blogRows.append(contentsOf: rows)
        blogRetryText = retryText
        show(in: .blogs, footer: footer, selectFirst: false, isEmpty: blogRows.isEmpty)
    }

    func appendDrafts(_ rows: [DraftRowViewData], footer: String, retryText: String?) {
        draftRows.append(contentsOf: rows)
        draftRetryText = retryText
        show(in: .drafts, footer: footer, selectFirst: false, isEmpty: draftRows.isEmpty)
    }

    func setRetryRow(_ retryText: String?, footer: String, in list: ProfileList) {
        if list == .blogs { blogRetryText = retryText } else { draftRetryText = retryText }
        show(in: list, footer: footer, selectFirst: false, isEmpty: false)
    }

    private func show(in list: ProfileList, footer: String, selectFirst: Bool, isEmpty: Bool) {
        let table = table(for: list)
        self.footer(for: list).text = footer
        table.reloadData()
        if selectFirst { table.selectRow(at: isEmpty ? nil : IndexPath(row: 0, section: 0), scrollPosition: .top) }
    }

    func updateBlog(_ row: BlogRowViewData, at index: Int) {
        guard blogRows.indices.contains(index) else { return }
        blogRows[index] = row
        blogTableView.reloadRows(at: [IndexPath(row: index, section: 0)])
    }

    func removeDraft(at index: Int) {
        guard draftRows.indices.contains(index) else { return }
        draftRows.remove(at: index)
        draftTableView.deleteRows(at: [IndexPath(row: index, section: 0)])
    }

    func showError(message: String, hint: String, in list: ProfileList) {
        let errorView = ErrorStateView()
        errorView.message = message
        errorView.hint = hint
        table(for: list).backgroundView = errorView
    }

    func hideError(in list: ProfileList) { table(for: list).backgroundView = nil }

    func setFooter(_ text: String, in list: ProfileList) { footer(for: list).text = text }

    func showToast(_ text: String) { _ = Toast.show(text, in: view) }

    // MARK: TableViewDataSource

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        let isBlogs = tableView === blogTableView
        if section == 1 { return (isBlogs ? blogRetryText : draftRetryText) == nil ? 0 : 1 }
        return isBlogs ? blogRows.count : draftRows.count
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int {
        indexPath.section == 1 ? 1 : (tableView === blogTableView ? BlogCell.height : DraftCell.height)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let isBlogs = tableView === blogTableView
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: RetryCell.reuseIdentifier, for: indexPath)
            cell.textLabel.text = (isBlogs ? blogRetryText : draftRetryText) ?? ""
            return cell
        }
        if isBlogs {
            let row = blogRows[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: indexPath) as! BlogCell
            cell.title = row.title
            cell.summary = row.summary
            cell.setLike(title: row.likeTitle, isLiked: row.isLiked)
            cell.shareTitle = row.shareTitle
            cell.likeButton.addAction { [weak self] in self?.presenter.toggleLike(blogID: row.id) }
            cell.shareButton.addAction { [weak self] in self?.presenter.share(blogID: row.id) }
            return cell
        }
        let row = draftRows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: DraftCell.reuseIdentifier, for: indexPath) as! DraftCell
        cell.title = row.title
        cell.summary = row.summary
        cell.editedText = row.editedText
        return cell
    }

    // MARK: TableViewDelegate

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 {
            presenter.selectRetryRow(in: list(of: tableView))
        } else {
            presenter.selectRow(indexPath.row, in: list(of: tableView))
        }
    }

    func tableViewDidReachEnd(_ tableView: TableView) { presenter.reachedEnd(of: list(of: tableView)) }
}
