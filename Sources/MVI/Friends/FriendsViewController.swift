import Domain
import MVICore
import MVIFeatures
import SceneViews
import TerminalUI

/// Friends (scene A) and Suggested users (scene B), rendering ``FriendsFeature``.
///
/// The rows' follow buttons route a `follow` event up the responder chain; this
/// controller turns it into `.followTapped` and the reducer decides whether to ask.
///
/// Each list has its own root store; with a session tape it is recorded (or replayed) as
/// `friends-N` or `suggestions-N`.
final class FriendsViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let store: Store<FriendsFeature.State, FriendsFeature.Action>
    private let strings: Localizer
    private let tableView = TableView()
    private var observation: StoreObservation?

    // What was drawn last.
    private var users: [User] = []
    private var status: ListStatusRenderer
    private var isAskingToUnfollow = false
    private weak var unfollowAlert: AlertController?
    private var drawnHighlight: Int?
    private var reportedHighlight: Int??
    private var isRendering = false

    init(scene: FriendsFeature.Scene, services: Services, strings: Localizer, tape: TapeDeck? = nil) {
        store = Store(initialState: FriendsFeature.State(scene: scene), reducer: FriendsFeature(services: services))
        self.strings = strings
        self.status = ListStatusRenderer(strings: strings)
        super.init()
        switch scene {
        case .friends:
            title = strings(.friendsTitle)
            tape?.attach(store, as: .friends)
        case .suggestions:
            title = strings(.suggestedUsers)
            tape?.attach(store, as: .suggestions)
        }
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        let store = store
        tableView.register(UserCell.self, forCellReuseIdentifier: UserCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let refresh = RefreshControl()
        refresh.addAction { [store] in store.send(.refresh) }
        tableView.refreshControl = refresh
        // The app tracks the effects each action starts, so it knows when the screen settled.
        store.onEffectStarted { [weak self] task in self?.application?.track(task) }
        store.send(.viewDidLoad)
        observation = store.observe { [weak self] state in self?.render(state) }
    }

    override func routeEvent(_ name: String, userInfo: [String: any Sendable] = [:]) {
        guard name == "follow", let userID = userInfo["userID"] as? User.ID else {
            return super.routeEvent(name, userInfo: userInfo)
        }
        store.send(.followTapped(userID))
    }

    // MARK: Rendering

    private func render(_ state: FriendsFeature.State) {
        isRendering = true
        defer { isRendering = false }
        let loadFinished = status.render(isShowingHUD: state.isShowingHUD, isLoading: state.isLoading,
                                         error: state.loadError, in: tableView)
        let old = users
        users = state.users
        if loadFinished || old.map(\.id) != users.map(\.id) {
            tableView.reloadData()
        } else {
            let changed = users.indices.filter { old[$0] != users[$0] }
            if !changed.isEmpty { tableView.reloadRows(at: changed.map { IndexPath(row: $0, section: 0) }) }
        }
        var acknowledgements: [FriendsFeature.Action] = []
        // The cursor row is state: drawn when it changed there (a replay), reported when the
        // table moved it on its own (a reload clamping it).
        if state.highlightedRow != drawnHighlight {
            drawnHighlight = state.highlightedRow
            if cursorRow != state.highlightedRow {
                tableView.selectRow(at: state.highlightedRow.map { IndexPath(row: $0, section: 0) }, scrollPosition: .none)
            }
        }
        let cursor = cursorRow
        if cursor == state.highlightedRow {
            reportedHighlight = nil
        } else if reportedHighlight != .some(cursor) {
            reportedHighlight = .some(cursor)
            acknowledgements.append(.rowHighlighted(cursor))
        }
        if let toast = state.toast {
            _ = Toast.show(message(for: toast), in: view)
            acknowledgements.append(.toastShown)
        }
        if let user = state.pendingUnfollowUser, !isAskingToUnfollow {
            isAskingToUnfollow = true
            let alert = AlertController(title: strings(.confirm), message: strings(.unfollowConfirmation(user.name)))
            alert.addAction(AlertAction(title: strings(.cancel), style: .cancel) { [weak self] _ in self?.answer(false) })
            alert.addAction(AlertAction(title: strings(.ok)) { [weak self] _ in self?.answer(true) })
            unfollowAlert = alert
            present(alert)
        } else if state.pendingUnfollow == nil, isAskingToUnfollow {
            // Answered without this alert (a replayed answer): take it down.
            isAskingToUnfollow = false
            unfollowAlert?.dismiss()
        }
        for action in acknowledgements { store.send(action) }
    }

    /// Where the cursor is now (after the table applied any reload).
    private var cursorRow: Int? {
        _ = tableView.numberOfSections  // a reload clamps the selection when it counts rows
        return tableView.indexPathForSelectedRow?.row
    }

    private func answer(_ ok: Bool) {
        isAskingToUnfollow = false
        store.send(.unfollowAnswered(ok))
    }

    private func message(for toast: FriendsFeature.ToastMessage) -> String {
        switch toast {
        case .error(let error): strings.message(for: error)
        case .followFailed: strings(.followFailed)
        case .unfollowFailed: strings(.unfollowFailed)
        }
    }

    // MARK: TableViewDataSource / TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { users.count }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Int { UserCell.height }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        guard !isRendering else { return }
        store.send(.rowHighlighted(indexPath.row))
    }

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
