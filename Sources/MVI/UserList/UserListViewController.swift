import Domain
import MVICore
import MVIFeatures
import PatternKit
import SceneViews
import TerminalUI

/// The user list scene — Friends (scene A) or Suggested users (scene B) — rendering
/// ``UserListFeature``.
///
/// The rows' follow buttons route a ``PatternKit/FollowEvent`` up the responder chain; this
/// controller turns it into `.followTapped` and the reducer decides whether to ask.
///
/// Each list has its own root store, made by ``StoreBuilder`` (which also puts it on a session
/// tape, as `friends-N` or `suggestions-N`).
final class UserListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    typealias Feature = UserListFeature

    private let store: Store<Feature.State, Feature.Action>
    private let strings: Localizer
    private let tableView = TableView()
    private var observation: StoreObservation?

    // What was drawn last.
    private var users: [User] = []
    private var status: ListStatusRenderer
    // mvx-mutate:equivalent-next-line BooleanLiteral: the first render, in viewDidLoad with no unfollow pending, sets it false (and dismisses no alert)
    private var isAskingToUnfollow = false
    private weak var unfollowAlert: AlertController?
    private var cursor = CursorRowSync<Int>()
    // mvx-mutate:equivalent-next-line BooleanLiteral: read only when a row is highlighted; there are no rows before the first render, in viewDidLoad, which leaves it false
    private var isRendering = false

    /// The list rendering `store`.
    init(store: Store<Feature.State, Feature.Action>, strings: Localizer) {
        self.store = store
        self.strings = strings
        self.status = ListStatusRenderer(strings: strings)
        super.init()
        title = strings(store.state.scene.title)
    }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
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

    override func routeEvent(_ routed: RoutedEvent) {
        guard let userID = (routed.event as? FollowEvent)?.userID else {
            return super.routeEvent(routed)
        }
        store.send(.followTapped(userID))
    }

    // MARK: Rendering

    private func render(_ state: Feature.State) {
        // mvx-mutate:equivalent-next-line BooleanLiteral: a render selects a row only when the state's row moved without the table, i.e. in a replay, whose store ignores what the table sends; live, every state row came from the table
        isRendering = true
        defer { isRendering = false }
        let loadFinished = status.render(isShowingHUD: state.isShowingHUD, isLoading: state.isLoading,
                                         error: state.loadError,
                                         empty: state.users.isEmpty ? strings(state.scene.emptyText) : nil, in: tableView)
        let old = users
        users = state.users
        // mvx-mutate:equivalent-next-line LogicalOperator, EqualityOperator: the rows' ids change only when a load finishes (a follow replaces a row in place), and with the same ids reloading every row draws what reloading the changed ones does
        if loadFinished || old.map(\.id) != users.map(\.id) {
            tableView.reloadData()
        } else {
            let changed = users.indices.filter { old[$0] != users[$0] }
            if !changed.isEmpty { tableView.reloadRows(at: changed.map { IndexPath(row: $0, section: 0) }) }
        }
        var acknowledgements: [Feature.Action] = []
        // The cursor row is state: drawn when it changed there (a replay), reported when the
        // table moved it on its own (a reload clamping it).
        cursor.draw(state.highlightedRow, cursor: cursorRow) { row in
            tableView.selectRow(at: row.map { IndexPath(row: $0, section: 0) }, scrollPosition: .none)
        }
        cursor.report(cursorRow, state: state.highlightedRow) { acknowledgements.append(.rowHighlighted($0)) }
        if let toast = state.toast {
            Toast.show(message(for: toast), in: view)
            acknowledgements.append(.toastShown)
        }
        if let user = state.pendingUnfollowUser, !isAskingToUnfollow {
            isAskingToUnfollow = true
            unfollowAlert = presentConfirmation(.standard(strings(.unfollowConfirmation(user.name)), strings: strings)) { [weak self] ok in
                self?.isAskingToUnfollow = false
                self?.store.send(.unfollowAnswered(ok))
            }
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

    private func message(for toast: Feature.ToastMessage) -> String {
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
        cell.followButton.addAction { button in button.routeEvent(FollowEvent(userID: user.id)) }
        return cell
    }
}
