import Domain
import MVICore
import MVIFeatures
import SceneViews
import TerminalUI

/// The profile page, MVI style: it renders ``ProfileFeature/State`` and sends
/// ``ProfileFeature/Action``s. It decides nothing: toasts, questions, the pushed page and the
/// cursor rows are state too — one-shots drawn once and acknowledged with an action, lasting
/// ones drawn when they change.
///
/// It is the root of the demo's screen tree, so it also starts a session tape (`--record`,
/// `--replay`) once it is on screen and the app's clock is reachable.
final class ProfileViewController: ViewController {
    typealias Feature = ProfileFeature

    private let store: Store<Feature.State, Feature.Action>
    private let services: Services
    private let strings: Localizer
    private let tape: TapeDeck?

    private let headerView = UserInfoHeaderView()
    private let blogs: PagedTable<Blog>
    private let drafts: PagedTable<Draft>
    private var segmentedControl: SegmentedControl?
    private lazy var profileView = ProfileView(headerView: headerView, contentView: blogs.tableView)
    private var observation: StoreObservation?

    // What was drawn last, so each render changes only what changed.
    private var shownUser: User?
    private var shownTab = Feature.Tab.blogs
    private var isShowingDeleteHUD = false
    private var presentedConfirmation: Feature.Confirmation?
    private weak var presentedAlert: AlertController?
    private var presentedDestination: Feature.Destination?
    private var isChangingNavigation = false

    init(store: Store<Feature.State, Feature.Action>, services: Services, strings: Localizer, tape: TapeDeck? = nil) {
        self.store = store
        self.services = services
        self.strings = strings
        self.tape = tape
        blogs = PagedTable(strings: strings, rowHeight: BlogCell.height, cellType: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
        drafts = PagedTable(strings: strings, rowHeight: DraftCell.height, cellType: DraftCell.self, reuseIdentifier: DraftCell.reuseIdentifier)
        super.init()
    }

    // MARK: Lifecycle

    override func loadView() { view = profileView }

    override var preferredFocusedView: View? { store.state.tab == .blogs ? blogs.tableView : drafts.tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        let store = store
        title = store.state.isOwnProfile ? strings(.me) : ""
        headerView.avatarView.addAction { store.send(.avatarTapped) }
        headerView.friendsButton.addAction { store.send(.friendsTapped) }
        headerView.postsText = strings(.posts(0))
        headerView.friendsText = strings(.friends(0))
        if store.state.isOwnProfile {
            headerView.discoverTitle = strings(.discover)
            headerView.discoverButton.addAction { store.send(.discoverTapped) }
            let tabs = SegmentedControl(items: [strings(.blogs), strings(.drafts)])
            tabs.addAction { [weak tabs] in
                guard let tabs else { return }
                store.send(.tabSelected(Feature.Tab(rawValue: tabs.selectedSegmentIndex) ?? .blogs))
            }
            segmentedControl = tabs
            profileView.segmentedControl = tabs
        }
        configureLists()
        // The app tracks the effects each action starts, so it knows when the screen settled.
        store.onEffectStarted { [weak self] task in self?.application?.track(task) }
        store.send(.viewDidLoad)
        // Every action, no state kept for comparison: the lists diff what they drew (see PagedTable).
        observation = store.observeEveryAction { [weak self] state in self?.render(state) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if presentedDestination != nil, !isChangingNavigation, navigationController?.topViewController === self {
            // The user went back from the page the state says is shown.
            presentedDestination = nil
            store.send(.destinationDismissed)
        }
        store.send(.viewWillAppear)
        blogs.tableView.reloadData()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tape?.rootScreenDidAppear(self)
    }

    override func handleKey(_ key: Key) -> Bool {
        if store.state.tab == .drafts, key == .character("d") || key == .delete,
           let indexPath = drafts.tableView.indexPathForSelectedRow, indexPath.section == 0,
           let draft = drafts.row(at: indexPath.row) {
            store.send(.deleteDraftTapped(draft.id))
            return true
        }
        return super.handleKey(key)
    }

    private func configureLists() {
        let store = store, strings = strings, dates = services.dates
        blogs.cellForRow = { tableView, indexPath, blog in
            let cell = tableView.dequeueReusableCell(withIdentifier: BlogCell.reuseIdentifier, for: indexPath) as! BlogCell
            cell.title = blog.title
            cell.summary = strings.blogSummary(blog.summary)
            cell.setLike(title: strings(.likes(blog.likeCount)), isLiked: blog.isLiked)
            cell.shareTitle = strings(.shares(blog.shareCount))
            cell.likeButton.addAction { store.send(.likeTapped(blog.id)) }
            cell.shareButton.addAction { store.send(.shareTapped(blog.id)) }
            return cell
        }
        blogs.rowForID = { store.state.blogsByID[$0] }
        blogs.didSelectRow = { store.send(.blogSelected($0.id)) }
        blogs.didSelectRetry = { store.send(.retryLoadMore(.blogs)) }
        blogs.didReachEnd = { store.send(.reachedEnd(.blogs)) }
        blogs.didPullToRefresh = { store.send(.refresh(.blogs)) }
        blogs.didHighlightRow = { store.send(.rowHighlighted(.blogs, $0)) }

        drafts.cellForRow = { tableView, indexPath, draft in
            let cell = tableView.dequeueReusableCell(withIdentifier: DraftCell.reuseIdentifier, for: indexPath) as! DraftCell
            cell.title = draft.title
            cell.summary = strings.draftSummary(draft.summary)
            cell.editedText = strings.relativeTime(draft.editedAt, now: dates.now(), calendar: dates.calendar)
            return cell
        }
        drafts.rowForID = { id in store.state.drafts.items.first { $0.id == id } }
        drafts.didSelectRow = { store.send(.draftSelected($0.id)) }
        drafts.didSelectRetry = { store.send(.retryLoadMore(.drafts)) }
        drafts.didReachEnd = { store.send(.reachedEnd(.drafts)) }
        drafts.didPullToRefresh = { store.send(.refresh(.drafts)) }
        drafts.didHighlightRow = { store.send(.rowHighlighted(.drafts, $0)) }
    }

    // MARK: Rendering

    private func render(_ state: Feature.State) {
        var acknowledgements: [Feature.Action] = []
        renderHeader(state)
        if state.tab != shownTab {
            shownTab = state.tab
            segmentedControl?.selectedSegmentIndex = state.tab.rawValue
            profileView.contentView = state.tab == .blogs ? blogs.tableView : drafts.tableView
        }
        if state.isDeletingDraft != isShowingDeleteHUD {
            isShowingDeleteHUD = state.isDeletingDraft
            if isShowingDeleteHUD { _ = HUD.show(in: view, text: strings(.loading)) } else { _ = HUD.hide(for: view) }
        }
        acknowledgements += blogs.render(state.blogs, ids: state.blogs.items).actions(for: .blogs)
        if state.drafts.hasStarted {
            acknowledgements += drafts.render(state.drafts, ids: state.drafts.items.map(\.id)).actions(for: .drafts)
        }
        if let toast = state.toast {
            _ = Toast.show(message(for: toast), in: navigationController?.topViewController?.view ?? view)
            acknowledgements.append(.toastShown)
        }
        if let confirmation = state.pendingConfirmation, presentedConfirmation == nil {
            ask(confirmation)
        } else if state.pendingConfirmation == nil, presentedConfirmation != nil {
            // Answered without this alert (a replayed answer): take it down.
            presentedConfirmation = nil
            presentedAlert?.dismiss()
        }
        if state.destination != presentedDestination {
            show(state.destination)
        }
        for action in acknowledgements { store.send(action) }
    }

    private func renderHeader(_ state: Feature.State) {
        guard let user = state.user, user != shownUser else { return }
        shownUser = user
        if !state.isOwnProfile { title = user.name }
        headerView.initials = user.initials
        headerView.name = user.name
        headerView.postsText = strings(.posts(user.postCount))
        headerView.friendsText = strings(.friends(user.friendCount))
        headerView.summaryText = strings.blogSummary(user.summary)
    }

    private func message(for toast: Feature.ToastMessage) -> String {
        switch toast {
        case .error(let error): strings.message(for: error)
        case .likeFailed: strings(.likeFailed)
        case .shared: strings(.shared)
        case .shareFailed: strings(.shareFailed)
        case .serverBusy: strings(.serverBusy)
        }
    }

    private func ask(_ confirmation: Feature.Confirmation) {
        presentedConfirmation = confirmation
        let message = switch confirmation {
        case .unlike: strings(.removeLikeConfirmation)
        case .deleteDraft: strings(.deleteDraftConfirmation)
        }
        let alert = AlertController(title: strings(.confirm), message: message)
        alert.addAction(AlertAction(title: strings(.cancel), style: .cancel) { [weak self] _ in self?.answer(false) })
        alert.addAction(AlertAction(title: strings(.ok)) { [weak self] _ in self?.answer(true) })
        presentedAlert = alert
        present(alert)
    }

    private func answer(_ ok: Bool) {
        presentedConfirmation = nil
        store.send(.confirmationAnswered(ok))
    }

    // MARK: Navigation

    /// Makes the navigation stack match `destination`: pops the page shown (when the state no
    /// longer has it — a replayed Back), pushes the new one.
    private func show(_ destination: Feature.Destination?) {
        let wasShowing = presentedDestination != nil
        presentedDestination = destination
        isChangingNavigation = true
        defer { isChangingNavigation = false }
        if wasShowing { _ = navigationController?.popToViewController(self) }
        if let destination { push(destination) }
    }

    private func push(_ destination: Feature.Destination) {
        let next: ViewController
        switch destination {
        case .blogDetail(let id):
            guard let blog = store.state.blogsByID[id] else { return }
            let detailStore = store.scope(state: { $0.blogsByID[id] }, action: { Feature.Action.blogDetail(id, $0) })
            next = BlogDetailViewController(blog: blog, store: detailStore, strings: strings)
        case .userDetail(let user):
            next = UserDetailViewController(user: user, strings: strings)
        case .draftDetail(let draft):
            next = DraftDetailViewController(draft: draft, strings: strings, dates: services.dates)
        case .friends(let userID):
            next = FriendsViewController(scene: .friends(of: userID), services: services, strings: strings, tape: tape)
        case .suggestedUsers:
            next = FriendsViewController(scene: .suggestions, services: services, strings: strings, tape: tape)
        }
        navigationController?.pushViewController(next)
    }
}
