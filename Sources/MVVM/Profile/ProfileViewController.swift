import Domain
import MVVMViewModels
import SceneViews
import TerminalUI

/// The profile page, bound to a ``ProfileViewModel``.
///
/// It builds the views, binds them to the view model's state, forwards controls to its
/// commands, shows its one-shot events (toasts, questions) and pushes the pages it opens.
/// It decides nothing itself.
final class ProfileViewController: ViewController {
    private let viewModel: ProfileViewModel

    private let headerView = UserInfoHeaderView()
    private let blogs: PagedListAdapter<BlogViewModel>
    private let drafts: PagedListAdapter<DraftRowViewModel>?
    private var segmentedControl: SegmentedControl?
    private lazy var profileView = ProfileView(headerView: headerView, contentView: blogs.tableView)
    private var bindings: [ObservationToken] = []

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        blogs = PagedListAdapter(list: viewModel.blogs.list, rowHeight: BlogCell.height)
        drafts = viewModel.drafts.map { PagedListAdapter(list: $0.list, rowHeight: DraftCell.height) }
        super.init()
    }

    // MARK: Lifecycle

    override func loadView() { view = profileView }

    override var preferredFocusedView: View? {
        viewModel.selectedTab == .drafts ? drafts?.tableView : blogs.tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        headerView.avatarView.addAction { [weak self] in self?.showUserDetail() }
        headerView.friendsButton.addAction { [weak self] in self?.showUsers(self?.viewModel.friends()) }
        if let discover = viewModel.discoverTitle {
            headerView.discoverTitle = discover
            headerView.discoverButton.addAction { [weak self] in self?.showUsers(self?.viewModel.suggestedUsers()) }
        }
        if let titles = viewModel.tabTitles {
            let tabs = SegmentedControl(items: titles)
            tabs.addAction { [weak self, weak tabs] in
                guard let self, let tabs, let tab = ProfileViewModel.Tab(rawValue: tabs.selectedSegmentIndex) else { return }
                self.perform(self.viewModel.selectTab(tab))
            }
            segmentedControl = tabs
            profileView.segmentedControl = tabs
        }
        configureLists()
        // Start loading before binding, so the first frame already shows the HUD.
        perform(viewModel.load())
        bind()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        perform(viewModel.willAppear())
    }

    override func handleKey(_ key: Key) -> Bool {
        if viewModel.selectedTab == .drafts, key == .character("d") || key == .delete,
           let drafts = viewModel.drafts, let indexPath = self.drafts?.tableView.indexPathForSelectedRow,
           indexPath.section == 0, drafts.requestDelete(at: indexPath.row) {
            return true
        }
        return super.handleKey(key)
    }

    // MARK: Binding

    private func configureLists() {
        blogs.tableView.register(BlogRowCell.self, forCellReuseIdentifier: BlogCell.reuseIdentifier)
        blogs.cellForRow = { tableView, indexPath, blog in
            let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: indexPath) as! BlogRowCell
            cell.configure(with: blog)
            return cell
        }
        blogs.didSelectRow = { [weak self] blog in
            self?.navigationController?.pushViewController(BlogDetailViewController(viewModel: blog))
        }
        blogs.onEvent = { [weak self] event in self?.showEvent(event) }

        guard let drafts else { return }
        drafts.tableView.register(DraftRowCell.self, forCellReuseIdentifier: DraftCell.reuseIdentifier)
        drafts.cellForRow = { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(withIdentifier: DraftCell.reuseIdentifier, for: indexPath) as! DraftRowCell
            cell.configure(with: row)
            return cell
        }
        drafts.didSelectRow = { [weak self] row in
            guard let self else { return }
            let detail = self.viewModel.draftDetail(row)  // immutable: nothing to bind
            self.navigationController?.pushViewController(FieldListViewController(title: detail.title, fields: detail.fields))
        }
        drafts.onEvent = { [weak self] event in self?.showEvent(event) }
    }

    private func bind() {
        let viewModel = viewModel, headerView = headerView
        bindings = [
            observe { [weak self] in self?.title = viewModel.title },
            observe {
                headerView.initials = viewModel.initials
                headerView.name = viewModel.name
                headerView.postsText = viewModel.postsText
                headerView.friendsText = viewModel.friendsText
                headerView.summaryText = viewModel.summaryText
            },
            observe({ viewModel.selectedTab }) { [weak self] tab in
                guard let self else { return }
                self.segmentedControl?.selectedSegmentIndex = tab.rawValue
                let list = (tab == .drafts ? self.drafts?.tableView : nil) ?? self.blogs.tableView
                if self.profileView.contentView !== list { self.profileView.contentView = list }
            },
            // Deleting a draft blocks the whole page, not just the list.
            observe({ viewModel.drafts?.isDeleting ?? false }) { [weak self] deleting in
                guard let self, let drafts = viewModel.drafts else { return }
                if deleting { HUD.show(in: self.view, text: drafts.list.loadingText) } else { HUD.hide(for: self.view) }
            },
        ]
        blogs.bind()
        drafts?.bind()
    }

    /// Toasts show on the page in front (a blog's detail page shares its view model with the
    /// list, so its toasts arrive here); questions are presented over the whole stack.
    private func showEvent(_ event: ViewEvent) {
        show(event, toastIn: navigationController?.topViewController?.view ?? view)
    }

    // MARK: Navigation

    private func showUserDetail() {
        guard let detail = viewModel.userDetail() else { return }
        navigationController?.pushViewController(FieldListViewController(title: detail.title, fields: detail.fields))
    }

    private func showUsers(_ list: UserListViewModel?) {
        guard let list else { return }
        navigationController?.pushViewController(UserListViewController(viewModel: list))
    }
}
