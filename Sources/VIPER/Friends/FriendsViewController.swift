import SceneViews
import TerminalUI
import VIPERLogic

/// A user list (scene A or B): shows rows, catches the cells' `follow` event and hands
/// it to the presenter, which decides.
final class FriendsViewController: ViewController, FriendsViewInterface, TableViewDataSource, TableViewDelegate {
    private let presenter: FriendsPresenter
    private let tableView = TableView()
    private var rows: [UserRowViewData] = []

    init(presenter: FriendsPresenter, title: String) {
        self.presenter = presenter
        super.init()
        trackWork(of: presenter.work)
        self.title = title
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UserCell.self, forCellReuseIdentifier: UserCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.presenter.refresh() }
        tableView.refreshControl = refresh
        presenter.viewDidLoad()
    }

    override func routeEvent(_ name: String, userInfo: [String: any Sendable] = [:]) {
        guard name == "follow", let userID = userInfo["userID"] as? Int else {
            return super.routeEvent(name, userInfo: userInfo)
        }
        presenter.follow(userID: userID)
    }

    // MARK: FriendsViewInterface

    func showLoading(_ text: String) { _ = HUD.show(in: tableView, text: text) }

    func hideLoading() {
        _ = HUD.hide(for: tableView)
        tableView.refreshControl?.endRefreshing()
    }

    func showUsers(_ rows: [UserRowViewData]) {
        self.rows = rows
        tableView.backgroundView = nil
        tableView.reloadData()
    }

    func updateUser(_ row: UserRowViewData, at index: Int) {
        guard rows.indices.contains(index) else { return }
        rows[index] = row
        tableView.reloadRows(at: [IndexPath(row: index, section: 0)])
    }

    func showError(message: String, hint: String) {
        let errorView = ErrorStateView()
        errorView.message = message
        errorView.hint = hint
        tableView.backgroundView = errorView
    }

    func showToast(_ text: String) { _ = Toast.show(text, in: view) }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { UserCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: UserCell.reuseIdentifier, for: indexPath) as! UserCell
        cell.name = row.name
        cell.summary = row.summary
        cell.setFollow(title: row.followTitle, isFollowing: row.isFollowing)
        cell.followButton.addAction { [weak cell] in cell?.routeEvent("follow", userInfo: ["userID": row.id]) }
        return cell
    }
}
