import Domain
import PatternKit
import SceneViews
import TerminalUI

/// Friends (scene A) and Suggested users (scene B) in one controller, configured with its
/// ``UserListScene`` — the Massive-MVC way: it loads, keeps the users, and follows by itself.
///
/// The rows' follow buttons route a ``PatternKit/FollowEvent`` up the responder chain; this
/// controller catches it and asks its scene whether to ask before unfollowing.
final class UserListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let services: Services
    private let strings: Localizer
    private let scene: UserListScene
    private let tableView = TableView()
    private var users: [User] = []
    private var followsInFlight: Set<User.ID> = []
    /// Told of every follow change as it shows (and of its rollback): the profile keeps its
    /// header's `Friends N` with it. It outlives this screen, so a rollback after Back still arrives.
    var onFollowChange: (@MainActor (_ wasFollowing: Bool, _ isFollowing: Bool) -> Void)?

    init(services: Services, strings: Localizer, scene: UserListScene) {
        self.services = services
        self.strings = strings
        self.scene = scene
        super.init()
        title = strings(scene.title)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UserCell.self, forCellReuseIdentifier: UserCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.load(showingHUD: false) }
        tableView.refreshControl = refresh
        load(showingHUD: true)
    }

    private func load(showingHUD: Bool) {
        if showingHUD { HUD.show(in: tableView, text: strings(.loading)) }
        let users = services.users, scene = scene
        spawn { [weak self] in
            let result = await Result(catching: { try await users.users(in: scene) })
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[User], AppError>) {
        HUD.hide(for: tableView)
        tableView.refreshControl?.endRefreshing()
        switch result {
        case .success(let users):
            self.users = users
            tableView.backgroundView = users.isEmpty ? EmptyStateView(message: strings(scene.emptyText)) : nil
            tableView.reloadData()
        case .failure(let error):
            if users.isEmpty {
                tableView.backgroundView = ErrorStateView(message: strings.message(for: error), hint: strings(.retryHint))
            } else {
                Toast.show(strings.message(for: error), in: view)
            }
        }
    }

    // MARK: Follow, decided here for the row that routed the event

    override func routeEvent(_ routed: RoutedEvent) {
        guard let userID = (routed.event as? FollowEvent)?.userID,
              let user = users.first(where: { $0.id == userID }) else {
            return super.routeEvent(routed)
        }
        if user.isFollowing, scene.asksBeforeUnfollow {
            presentConfirmation(.standard(strings(.unfollowConfirmation(user.name)), strings: strings)) { [weak self] in
                self?.setFollowing(false, userID: userID)
            }
        } else {
            setFollowing(!user.isFollowing, userID: userID)
        }
    }

    private func setFollowing(_ following: Bool, userID: User.ID) {
        guard !followsInFlight.contains(userID), let index = users.firstIndex(where: { $0.id == userID }) else { return }
        let before = users[index]
        followsInFlight.insert(userID)
        var optimistic = before
        optimistic.isFollowing = following
        replace(optimistic)
        onFollowChange?(before.isFollowing, following)
        let services = services, onFollowChange = onFollowChange
        spawn { [weak self] in
            let result = await Result(catching: { try await services.users.setFollowing(following, userID: userID) })
            switch result {
            case .success(let updated): onFollowChange?(following, updated.isFollowing)
            case .failure: onFollowChange?(following, before.isFollowing)
            }
            guard let self else { return }
            self.followsInFlight.remove(userID)
            switch result {
            case .success(let updated):
                self.replace(updated)
            case .failure:
                self.replace(before)
                Toast.show(self.strings(following ? .followFailed : .unfollowFailed), in: self.view)
            }
        }
    }

    private func replace(_ user: User) {
        guard let index = users.firstIndex(where: { $0.id == user.id }) else { return }
        users[index] = user
        tableView.reloadRows(at: [IndexPath(row: index, section: 0)])
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { users.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { UserCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let user = users[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: UserCell.reuseIdentifier, for: indexPath) as! UserCell
        cell.name = user.name
        cell.summary = strings.blogSummary(user.summary)
        cell.setFollow(title: strings(user.isFollowing ? .following : .follow), isFollowing: user.isFollowing)
        cell.followButton.addAction { button in button.routeEvent(FollowEvent(userID: user.id)) }
        return cell
    }
}
