import Domain
import MVPPresenters
import PatternKit
import SceneViews
import TerminalUI

/// The user list (Friends or Suggested users) as a passive
/// ``MVPPresenters/UserListViewInterface``. The rows route a ``PatternKit/FollowEvent`` up the
/// responder chain; this page catches it and hands it to
/// ``MVPPresenters/UserListPresenter``, which knows the scene and decides.
final class UserListViewController: ViewController, UserListViewInterface, TableListView, TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    private let presenter: UserListPresenter

    init(presenter: UserListPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        track(presenter.pendingWork)
        presenter.view = self
        tableView.register(UserCell.self, forCellReuseIdentifier: UserCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.presenter.didPullToRefresh() }
        tableView.refreshControl = refresh
        presenter.viewDidLoad()
    }

    override func routeEvent(_ routed: RoutedEvent) {
        guard let userID = (routed.event as? FollowEvent)?.userID,
              presenter.didRequestFollowToggle(userID: userID) else {
            return super.routeEvent(routed)
        }
    }

    // MARK: UserListViewInterface (loading and errors: TableListView)

    func setTitle(_ title: String) { self.title = title }

    func reloadRow(at index: Int) { tableView.reloadRows(at: [IndexPath(row: index, section: 0)]) }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { presenter.numberOfRows }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { UserCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: UserCell.reuseIdentifier, for: indexPath) as! UserCell
        let row = presenter.row(at: indexPath.row)
        cell.name = row.name
        cell.summary = row.summary
        cell.setFollow(title: row.followTitle, isFollowing: row.isFollowing)
        let userID = presenter.userID(at: indexPath.row)
        cell.followButton.addAction { button in button.routeEvent(FollowEvent(userID: userID)) }
        return cell
    }
}
