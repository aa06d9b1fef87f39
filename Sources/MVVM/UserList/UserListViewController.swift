import Domain
import MVVMViewModels
import PatternKit
import SceneViews
import TerminalUI

/// Friends (scene A) or Suggested users (scene B), bound to a ``UserListViewModel``.
///
/// The rows' follow buttons route a ``PatternKit/FollowEvent`` up the responder chain; this screen
/// catches it and hands it to its view model, whose scene decides whether to ask first.
final class UserListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let viewModel: UserListViewModel
    private let tableView = TableView()
    private var bindings: [ObservationToken] = []

    init(viewModel: UserListViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.title
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UserRowCell.self, forCellReuseIdentifier: UserCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak viewModel] in viewModel?.refreshRequested() }
        tableView.refreshControl = refresh
        track(viewModel.pendingWork)
        // Start loading before binding, so the first frame already shows the HUD.
        viewModel.viewDidLoad()
        bind()
    }

    private func bind() {
        let viewModel = viewModel, tableView = tableView
        bindings = tableView.bindLoading(of: viewModel) + [
            observe({ viewModel.rows.map(\.id) }) { _ in tableView.reloadData() },
            bindEvents(of: viewModel.events),
        ]
    }

    // MARK: The follow event, decided by the view model for the row that routed it

    override func routeEvent(_ routed: RoutedEvent) {
        guard let userID = (routed.event as? FollowEvent)?.userID else {
            return super.routeEvent(routed)
        }
        viewModel.followTapped(userID: userID)
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { viewModel.rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { UserCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: UserCell.reuseIdentifier, for: indexPath) as! UserRowCell
        cell.configure(with: viewModel.rows[indexPath.row])
        return cell
    }
}
