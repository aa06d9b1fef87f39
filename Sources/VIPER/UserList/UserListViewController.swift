import Domain
import PatternKit
import SceneViews
import TerminalUI
import VIPERLogic

/// A user list page (scene A or B) as a passive VIPER view: a ``RowsTable`` of the shared
/// user cells. It catches the cells' ``PatternKit/FollowEvent`` and hands it to the presenter, which
/// decides.
final class UserListViewController: ViewController, UserListViewInterface {
    private let eventHandler: any UserListModuleInterface
    private let users = RowsTable<UserRowDisplayData>(
        of: UserCell.self, reuseIdentifier: UserCell.reuseIdentifier, height: UserCell.height, isPaged: false
    ) { cell, row in
        cell.name = row.name
        cell.summary = row.summary
        cell.setFollow(title: row.followTitle, isFollowing: row.isFollowing)
        cell.followButton.addAction { button in button.routeEvent(FollowEvent(userID: row.id)) }
    }

    /// Creates the page; it holds `eventHandler` (the presenter) for as long as it lives.
    init(eventHandler: any UserListModuleInterface) {
        self.eventHandler = eventHandler
        super.init()
        track(eventHandler.pendingWork)
        users.didPullToRefresh = { [weak eventHandler] in eventHandler?.refresh() }
    }

    override func loadView() { view = users.tableView }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
        super.viewDidLoad()
        eventHandler.viewDidLoad()
    }

    override func routeEvent(_ routed: RoutedEvent) {
        guard let userID = (routed.event as? FollowEvent)?.userID else {
            return super.routeEvent(routed)
        }
        eventHandler.follow(userID: userID)
    }

    // MARK: UserListViewInterface

    func setTitle(_ title: String) { self.title = title }

    func showLoading(_ text: String) { users.showLoading(text) }

    func hideLoading() { users.hideLoading() }

    func showUsers(_ rows: [UserRowDisplayData]) {
        users.hideError()
        users.show(rows)
    }

    func updateUser(_ row: UserRowDisplayData, at index: Int) { users.update(row, at: index) }

    func showError(_ error: ListError) { users.showError(error) }

    func showEmpty(_ message: String) { users.showEmpty(message) }

}
