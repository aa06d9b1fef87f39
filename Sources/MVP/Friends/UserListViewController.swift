import Domain
import MVPPresenters
import SceneViews
import TerminalUI

/// Friends (scene A) and Suggested users (scene B) as a passive ``UserListView``. The
/// rows route a `follow` event up the responder chain; this page catches it and hands it
/// to ``UserListPresenter``, which knows the scene and decides.
final class UserListViewController: ViewController, UserListView, TableViewDataSource, TableViewDelegate {
    private let presenter: UserListPresenter
    private let tableView = TableView()

    init(presenter: UserListPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        trackTasks(of: presenter.tasks)
        presenter.view = self
        tableView.register(UserCell.self, forCellReuseIdentifier: UserCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.presenter.didPullToRefresh() }
        tableView.refreshControl = refresh
        presenter.viewDidLoad()
    }

    override func routeEvent(_ name: String, userInfo: [String: any Sendable] = [:]) {
        guard name == "follow", let userID = userInfo["userID"] as? User.ID,
              presenter.didRequestFollowToggle(userID: userID) else {
            return super.routeEvent(name, userInfo: userInfo)
        }
    }

    // MARK: UserListView

    func setTitle(_ title: String) { self.title = title }

    func showLoading(_ text: String) { _ = HUD.show(in: tableView, text: text) }

    func hideLoading() {
        _ = HUD.hide(for: tableView)
        tableView.refreshControl?.endRefreshing()
    }

    func showError(_ error: ErrorViewData) { tableView.backgroundView = ErrorStateView.make(error) }

    func hideError() { tableView.backgroundView = nil }

    func reloadData() { tableView.reloadData() }

    func reloadRow(at index: Int) { tableView.reloadRows(at: [IndexPath(row: index, section: 0)]) }

    func showToast(_ message: String) { toast(message) }

    func showConfirmation(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void) {
        presentConfirmation(confirmation, onConfirm: onConfirm)
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { presenter.numberOfRows }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { UserCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: UserCell.reuseIdentifier, for: indexPath) as! UserCell
        presenter.configure(cell, at: indexPath.row)
        let userID = presenter.userID(at: indexPath.row)
        cell.followButton.addAction { [weak cell] in cell?.routeEvent("follow", userInfo: ["userID": userID]) }
        return cell
    }
}

/// The shared user row as a passive ``UserCellView``.
final class UserCell: SceneViews.UserCell, UserCellView {
    func setName(_ name: String) { self.name = name }
    func setSummary(_ summary: String) { self.summary = summary }
}
