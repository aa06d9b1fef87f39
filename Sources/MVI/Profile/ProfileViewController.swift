import Domain
import MVICore
import MVIFeatures
import PatternKit
import SceneViews
import TerminalUI

/// The profile page, MVI style: it renders ``ProfileFeature/State`` and sends
/// ``ProfileFeature/Action``s. It decides nothing: toasts, questions, the pushed page and the
/// cursor rows are state too — one-shots drawn once and acknowledged with an action, lasting
/// ones drawn when they change. Each list is a ``PagedTable`` on a scope of the store.
///
/// It is the root of the demo's screen tree, so it also starts a session tape (`--record`,
/// `--replay`) once it is on screen and the app's clock is reachable.
final class ProfileViewController: ViewController {
    typealias Feature = ProfileFeature

    private let store: Store<Feature.State, Feature.Action>
    private let stores: StoreBuilder
    private let strings: Localizer
    private let dates: DateProvider

    private let headerView = UserInfoHeaderView()
    private let blogs: PagedTable<Blog>
    private let drafts: PagedTable<Draft>
    private var segmentedControl: SegmentedControl?
    private lazy var profileView = ProfileView(headerView: headerView, contentView: blogs.tableView)
    private var observation: StoreObservation?

    // What was drawn last, so each render changes only what changed.
    private var shownUser: User?
    private var shownTab = Feature.Tab.blogs
    // mvx-mutate:equivalent-next-line BooleanLiteral: true only makes the first render hide a HUD the page does not have yet (HUD.hide is then a no-op) and set it false
    private var isShowingDeleteHUD = false
    private var presentedConfirmation: Feature.PendingConfirmation?
    private weak var presentedAlert: AlertController?
    private var presentedDestination: Feature.Destination?
    /// The store of the user list shown over the profile, whose delegate actions this screen
    /// forwards to the profile's store (a follow there counts in the header at once).
    private var userListStore: Store<UserListFeature.State, UserListFeature.Action>?
    // mvx-mutate:equivalent-next-line BooleanLiteral: read only with a destination shown, which only show() sets, and show() leaves it false on the way out
    private var isChangingNavigation = false

    /// The profile rendering `store`; `stores` makes the stores of the lists it opens, `dates`
    /// tells the drafts' "edited … ago".
    init(store: Store<Feature.State, Feature.Action>, stores: StoreBuilder, strings: Localizer, dates: DateProvider) {
        self.store = store
        self.stores = stores
        self.strings = strings
        self.dates = dates
        blogs = PagedTable(store: store.scope(state: \.blogs, action: Feature.Action.blogs), strings: strings, emptyText: .noPostsYet,
                           rowHeight: BlogCell.height, cellType: BlogCell.self, reuseIdentifier: BlogCell.reuseIdentifier)
        drafts = PagedTable(store: store.scope(state: \.drafts, action: Feature.Action.drafts), strings: strings, emptyText: .noDrafts,
                            rowHeight: DraftCell.height, cellType: DraftCell.self, reuseIdentifier: DraftCell.reuseIdentifier)
        super.init()
    }

    // MARK: Lifecycle

    override func loadView() { view = profileView }

    override var preferredFocusedView: View? { store.state.tab == .blogs ? blogs.tableView : drafts.tableView }

    override func viewDidLoad() {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidLoad is empty (TerminalUI), so skipping it changes nothing
        super.viewDidLoad()
        // `d` / Delete on the Drafts tab asks to delete the selected draft.
        keyCommands = [.delete(isEnabled: { [weak self] in self?.selectedDraftID != nil }) { [weak self] in
            if let self, let id = self.selectedDraftID { self.store.send(.deleteDraftTapped(id)) }
        }]
        let store = store
        title = store.state.isOwnProfile ? strings(.me) : ""
        headerView.avatarView.addAction { store.send(.avatarTapped) }
        headerView.friendsButton.addAction { store.send(.friendsTapped) }
        headerView.postsText = strings(.posts(0))
        headerView.friendsText = strings(.friends(0))
        if store.state.isOwnProfile {
            headerView.discoverTitle = strings(.discover)
            headerView.discoverButton.addAction { store.send(.discoverTapped) }
            let tabs = SegmentedControl(items: [strings(.blogs), strings(.drafts)])  // in `Tab.allCases` order
            tabs.addAction { [weak tabs] in
                guard let tabs else { return }
                store.send(.tabSelected(Feature.Tab.allCases[tabs.selectedSegmentIndex]))
            }
            segmentedControl = tabs
            profileView.segmentedControl = tabs
        }
        configureRows()
        // The app tracks the effects each action starts, so it knows when the screen settled.
        store.onEffectStarted { [weak self] task in self?.application?.track(task) }
        store.send(.viewDidLoad)
        // Every action, no state kept for comparison: the lists diff what they drew (see PagedTable).
        observation = store.observeEveryAction { [weak self] state in self?.render(state) }
    }

    override func viewWillAppear(_ animated: Bool) {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewWillAppear is empty (TerminalUI), so skipping it changes nothing
        super.viewWillAppear(animated)
        if presentedDestination != nil, !isChangingNavigation, navigationController?.topViewController === self {
            // The user went back from the page the state says is shown.
            presentedDestination = nil
            // mvx-mutate:equivalent-next-line VoidMethodCall: only lets the popped list's store go later: kept, it still forwards a late follow's delegate action, and nothing else reaches it before the next list replaces it or the profile goes
            releaseUserList()
            store.send(.destinationDismissed)
        }
        store.send(.viewWillAppear)
        // mvx-mutate:equivalent-next-line VoidMethodCall: a row changed while the profile was covered (a like in the detail) is redrawn by render, which runs on every action and compares the rows drawn
        blogs.tableView.reloadData()
    }

    override func viewDidAppear(_ animated: Bool) {
        // mvx-mutate:equivalent-next-line VoidMethodCall: ViewController's viewDidAppear is empty (TerminalUI), so skipping it changes nothing
        super.viewDidAppear(animated)
        stores.tape?.rootScreenDidAppear(self)
    }

    /// The draft selected on the Drafts tab.
    private var selectedDraftID: Draft.ID? {
        guard store.state.tab == .drafts, let indexPath = drafts.tableView.indexPathForSelectedRow, indexPath.section == 0 else { return nil }
        return drafts.row(at: indexPath.row)?.id
    }

    /// How each list's rows look, and what choosing one sends.
    private func configureRows() {
        let store = store, strings = strings, dates = dates
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
        blogs.didSelectRow = { store.send(.blogSelected($0.id)) }
        drafts.cellForRow = { tableView, indexPath, draft in
            let cell = tableView.dequeueReusableCell(withIdentifier: DraftCell.reuseIdentifier, for: indexPath) as! DraftCell
            cell.title = draft.title
            cell.summary = strings.draftSummary(draft.summary)
            cell.editedText = strings.relativeTime(draft.editedAt, now: dates.now(), calendar: dates.calendar)
            return cell
        }
        drafts.didSelectRow = { store.send(.draftSelected($0.id)) }
    }

    // MARK: Rendering

    private func render(_ state: Feature.State) {
        var acknowledgements: [Feature.Action] = []
        renderHeader(state)
        if state.tab != shownTab {
            shownTab = state.tab
            segmentedControl?.selectedSegmentIndex = Feature.Tab.allCases.firstIndex(of: state.tab) ?? 0
            profileView.contentView = state.tab == .blogs ? blogs.tableView : drafts.tableView
        }
        if state.isDeletingDraft != isShowingDeleteHUD {
            isShowingDeleteHUD = state.isDeletingDraft
            if isShowingDeleteHUD { HUD.show(in: view, text: strings(.deleting)) } else { HUD.hide(for: view) }
        }
        acknowledgements += blogs.render(state.blogs).map(Feature.Action.blogs)
        if state.drafts.hasStarted {
            acknowledgements += drafts.render(state.drafts).map(Feature.Action.drafts)
        }
        if let toast = state.toast {
            Toast.show(message(for: toast), in: navigationController?.topViewController?.view ?? view)
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
        let failureMessage = state.userError.map { strings.message(for: $0) } ?? ""
        if failureMessage != headerView.failureMessage {
            headerView.failureMessage = failureMessage
            headerView.failureHint = failureMessage.isEmpty ? "" : strings(.retryHint)
        }
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

    private func ask(_ confirmation: Feature.PendingConfirmation) {
        presentedConfirmation = confirmation
        let question = switch confirmation {
        case .unlike: strings(.removeLikeConfirmation)
        case .deleteDraft: strings(.deleteDraftConfirmation)
        }
        presentedAlert = presentConfirmation(.standard(question, strings: strings)) { [weak self] ok in
            self?.presentedConfirmation = nil
            self?.store.send(.confirmationAnswered(ok))
        }
    }

    // MARK: Navigation

    /// Makes the navigation stack match `destination`: pops the page shown (when the state no
    /// longer has it — a replayed Back), pushes the new one.
    private func show(_ destination: Feature.Destination?) {
        let wasShowing = presentedDestination != nil
        presentedDestination = destination
        isChangingNavigation = true
        defer { isChangingNavigation = false }
        if wasShowing {
            navigationController?.popToViewController(self)
            // mvx-mutate:equivalent-next-line VoidMethodCall: only lets the list's store go later; show() pops a page only in a replay, whose effects are off, so nothing reaches the popped list's store before the next list replaces it
            releaseUserList()
        }
        if let destination { push(destination) }
    }

    /// Lets go of the user list's store once its requests end, so that a follow the backend
    /// refuses after Back still reaches the header as its delegate action.
    private func releaseUserList() {
        guard let list = userListStore else { return }
        userListStore = nil
        if !list.isIdle { spawn { await list.finishEffects() } }
    }

    private func push(_ destination: Feature.Destination) {
        let next: ViewController
        switch destination {
        case .blogDetail(let id):
            guard let blog = store.state.blogs.items[id: id] else { return }
            let detailStore = store.scope(state: { $0.blogs.items[id: id] }, action: { Feature.Action.blogDetail(id, $0) })
            next = BlogDetailViewController(blog: blog, store: detailStore, strings: strings)
        case .userDetail(let user):
            next = UserDetailViewController(user: user, isSignedInUser: store.state.isOwnProfile, strings: strings)
        case .draftDetail(let draft):
            next = DraftDetailViewController(draft: draft, strings: strings, dates: dates)
        case .userList(let scene):
            let list = stores.userList(scene)
            list.onAction { [weak store] action in
                if case .delegate(let message) = action { store?.send(.userList(message)) }
            }
            userListStore = list
            next = UserListViewController(store: list, strings: strings)
        }
        navigationController?.pushViewController(next)
    }
}
