import Domain
import MVVMViewModels
import PatternKit
import SceneViews
import TerminalUI

/// The profile page, bound to a ``ProfileViewModel``.
///
/// It builds the views, binds them to the view model's outputs, tells the view model what
/// happened (its inputs), and shows the one-shot outputs: toasts, questions and the pages to
/// open. It decides nothing itself.
final class ProfileViewController: ViewController {
    private let viewModel: ProfileViewModel

    private let headerView = UserInfoHeaderView()
    private let blogs: PagedListAdapter<BlogViewModel, BlogRowCell>
    private let drafts: PagedListAdapter<DraftRowViewModel, DraftRowCell>?
    private var segmentedControl: SegmentedControl?
    private lazy var profileView = ProfileView(headerView: headerView, contentView: blogs.tableView)
    private var bindings: [ObservationToken] = []

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        blogs = PagedListAdapter(list: viewModel.blogs.list, rowHeight: BlogCell.height) { $0.configure(with: $1) }
        drafts = viewModel.drafts.map { PagedListAdapter(list: $0.list, rowHeight: DraftCell.height) { $0.configure(with: $1) } }
        super.init()
    }

    // MARK: Lifecycle

    override func loadView() { view = profileView }

    override var preferredFocusedView: View? {
        viewModel.selectedTab == .drafts ? drafts?.tableView : blogs.tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // `d` / Delete on the Drafts tab asks to delete the selected draft.
        keyCommands = [.delete(isEnabled: { [weak self] in self?.selectedDraftRow != nil }) { [weak self] in
            if let self, let row = self.selectedDraftRow { self.viewModel.drafts?.deleteRequested(at: row) }
        }]
        let viewModel = viewModel
        headerView.avatarView.addAction { viewModel.avatarTapped() }
        headerView.friendsButton.addAction { viewModel.friendsTapped() }
        if let discover = viewModel.discoverTitle {
            headerView.discoverTitle = discover
            headerView.discoverButton.addAction { viewModel.discoverTapped() }
        }
        if let titles = viewModel.tabTitles {
            let tabs = SegmentedControl(items: titles)
            tabs.addAction { [weak tabs] in
                guard let tabs, let tab = ProfileViewModel.Tab(rawValue: tabs.selectedSegmentIndex) else { return }
                viewModel.tabSelected(tab)
            }
            segmentedControl = tabs
            profileView.segmentedControl = tabs
        }
        for table in [blogs.tableView, drafts?.tableView].compactMap({ $0 }) {
            table.refreshControl?.addAction { viewModel.refreshRequested() }
        }
        blogs.onEvent = { [weak self] event in self?.showEvent(event) }
        drafts?.onEvent = { [weak self] event in self?.showEvent(event) }
        track(viewModel.pendingWork)
        // Start loading before binding, so the first frame already shows the HUD.
        viewModel.viewDidLoad()
        bind()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.viewWillAppear()
    }

    /// The row of the draft selected on the Drafts tab.
    private var selectedDraftRow: Int? {
        guard viewModel.selectedTab == .drafts, let drafts = viewModel.drafts,
              let indexPath = self.drafts?.tableView.indexPathForSelectedRow, indexPath.section == 0,
              drafts.list.rows.indices.contains(indexPath.row) else { return nil }
        return indexPath.row
    }

    // MARK: Binding

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
                headerView.failureMessage = viewModel.headerFailureMessage
                headerView.failureHint = viewModel.headerFailureHint
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
                if deleting { HUD.show(in: self.view, text: drafts.deletingText) } else { HUD.hide(for: self.view) }
            },
            observe({ viewModel.events.take() }) { [weak self] events in
                for event in events { self?.showEvent(event) }
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
}
