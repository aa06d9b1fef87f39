import Domain
import PatternKit
import SceneViews
import TerminalUI

/// A list of users with follow buttons, as a self-managed module: the table's data source
/// and delegate, which loads the users into the ``UserModel``, refreshes on `r`, shows each
/// user's current value from the model, and follows or unfollows through it (the model
/// rolls back when the backend refuses; this controller says so in a toast).
///
/// It does not decide *whether* to follow: each row's button routes a ``PatternKit/FollowEvent`` up the
/// responder chain, and the screen (``UserListViewController``) decides, then calls
/// ``setFollowing(_:userID:)``. Shared by scenes A and B.
@MainActor
final class UserTableController: TableViewDataSource, TableViewDelegate {
    private let scene: UserListScene
    private let model: UserModel
    private let strings: Localizer
    private var items: [User.ID] = []
    private weak var tableView: TableView?
    private weak var viewController: ViewController?

    /// A controller listing the users of `scene` and following through `model`.
    init(scene: UserListScene, model: UserModel, strings: Localizer) {
        self.scene = scene
        self.model = model
        self.strings = strings
        model.addObserver(self) { controller, user in controller.reloadRow(of: user.id) }
    }

    /// Becomes `tableView`'s data source and delegate; `viewController` is the screen it is in.
    func attach(to tableView: TableView, in viewController: ViewController) {
        self.tableView = tableView
        self.viewController = viewController
        tableView.register(UserCell.self, forCellReuseIdentifier: UserCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.load(showingHUD: false) }
        tableView.refreshControl = refresh
    }

    /// The listed user with `id`.
    func user(withID id: User.ID) -> User? { items.contains(id) ? model.user(id) : nil }

    /// The helper that configures the row of `user`.
    func cellController(for user: User) -> UserCellController {
        UserCellController(user: user, strings: strings)
    }

    // MARK: Loading

    /// Loads the list (under a HUD when `showingHUD`).
    func load(showingHUD: Bool) {
        guard let tableView, let viewController else { return }
        if showingHUD { HUD.show(in: tableView, text: strings(.loading)) }
        let model = model, scene = scene
        viewController.spawn { [weak self] in
            let result = await Result(catching: { try await model.loadUsers(in: scene) })
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[User.ID], AppError>) {
        guard let tableView else { return }
        tableView.endLoading()
        switch result {
        case .success(let users):
            items = users
            tableView.backgroundView = users.isEmpty ? EmptyStateView(message: strings(scene.emptyText)) : nil
            tableView.reloadData()
        case .failure(let error) where items.isEmpty:
            tableView.showLoadError(error, strings: strings)
        case .failure(let error):
            if let view = viewController?.view { Toast.show(strings.message(for: error), in: view) }
        }
    }

    // MARK: Following

    /// Follows or unfollows at once (through the model, which also counts it in the signed-in
    /// account's header); if the backend refuses, the row goes back and a toast says so. Does
    /// nothing while a follow of the same user is in flight.
    func setFollowing(_ following: Bool, userID: User.ID) {
        guard let viewController else { return }
        let model = model
        viewController.spawn { [weak self] in
            guard case .failure = await Result(catching: { try await model.setFollowing(following, userID: userID) }),
                  let self, let view = self.viewController?.view else { return }
            Toast.show(self.strings(following ? .followFailed : .unfollowFailed), in: view)
        }
    }

    private func reloadRow(of userID: User.ID) {
        guard let index = items.firstIndex(of: userID) else { return }
        tableView?.reloadRows(at: [IndexPath(row: index, section: 0)])
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { UserCell.height }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: UserCell.reuseIdentifier, for: indexPath) as! UserCell
        if let user = model.user(items[indexPath.row]) { cellController(for: user).configure(cell) }
        return cell
    }
}

/// Puts one user into a ``UserCell``. Its follow button routes a ``PatternKit/FollowEvent`` (with the
/// user's id) up the responder chain: the row does not know which list it is in.
@MainActor
struct UserCellController {
    /// The user the row shows.
    let user: User
    let strings: Localizer

    /// Fills `cell` and wires its follow button.
    func configure(_ cell: UserCell) {
        cell.name = user.name
        cell.summary = strings.blogSummary(user.summary)
        cell.setFollow(title: strings(user.isFollowing ? .following : .follow), isFollowing: user.isFollowing)
        let userID = user.id
        cell.followButton.removeAllActions()
        cell.followButton.addAction { button in button.routeEvent(FollowEvent(userID: userID)) }
    }
}
