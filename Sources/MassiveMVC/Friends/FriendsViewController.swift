import Domain
import SceneViews
import TerminalUI

/// Friends (scene A) and Suggested users (scene B) in one controller, branching on
/// which list it shows — the Massive-MVC way.
///
/// The rows' follow buttons route a `follow` event up the responder chain; this
/// controller catches it and decides whether to ask before unfollowing.
final class FriendsViewController: ViewController, TableViewDataSource, TableViewDelegate {
    enum List {
        case friends(of: User.ID)
        case suggestions
    }

    private let services: Services
    private let strings: Localizer
    private let list: List
    private let tableView = TableView()
    private var users: [User] = []
    private var followsInFlight: Set<User.ID> = []

    init(services: Services, strings: Localizer, list: List) {
        self.services = services
        self.strings = strings
        self.list = list
        super.init()
        switch list {
        case .friends: title = strings(.friendsTitle)
        case .suggestions: title = strings(.suggestedUsers)
        }
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
        if showingHUD { _ = HUD.show(in: tableView, text: strings(.loading)) }
        let services = services, list = list
        spawn { [weak self] in
            let result: Result<[User], AppError>
            do throws(AppError) {
                switch list {
                case .friends(let userID): result = .success(try await services.users.friends(of: userID))
                case .suggestions: result = .success(try await services.users.suggestions())
                }
            } catch {
                result = .failure(error)
            }
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[User], AppError>) {
        _ = HUD.hide(for: tableView)
        tableView.refreshControl?.endRefreshing()
        switch result {
        case .success(let users):
            self.users = users
            tableView.backgroundView = nil
            tableView.reloadData()
        case .failure(let error):
            if users.isEmpty {
                let errorView = ErrorStateView()
                errorView.message = strings.message(for: error)
                errorView.hint = strings(.retryHint)
                tableView.backgroundView = errorView
            } else {
                _ = Toast.show(strings.message(for: error), in: view)
            }
        }
    }

    // MARK: Follow, decided here for the row that routed the event

    override func routeEvent(_ name: String, userInfo: [String: any Sendable] = [:]) {
        guard name == "follow", let userID = userInfo["userID"] as? User.ID,
              let user = users.first(where: { $0.id == userID }) else {
            return super.routeEvent(name, userInfo: userInfo)
        }
        if user.isFollowing, case .friends = list {
            let alert = AlertController(title: strings(.confirm), message: strings(.unfollowConfirmation(user.name)))
            alert.addAction(AlertAction(title: strings(.cancel), style: .cancel))
            alert.addAction(AlertAction(title: strings(.ok)) { [weak self] _ in self?.setFollowing(false, userID: userID) })
            present(alert)
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
        let services = services
        spawn { [weak self] in
            do throws(AppError) {
                let updated = try await services.users.setFollowing(following, userID: userID)
                self?.followsInFlight.remove(userID)
                self?.replace(updated)
            } catch {
                guard let self else { return }
                self.followsInFlight.remove(userID)
                self.replace(before)
                _ = Toast.show(self.strings(following ? .followFailed : .unfollowFailed), in: self.view)
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
        cell.followButton.addAction { [weak cell] in cell?.routeEvent("follow", userInfo: ["userID": user.id]) }
        return cell
    }
}
