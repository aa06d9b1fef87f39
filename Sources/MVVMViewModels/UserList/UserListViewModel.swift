import Domain
import Observation

/// Friends (scene A) or Suggested users (scene B), as its ``UserListScene`` says: the rows and
/// the loading state (outputs), and the scene's follow policy — a scene that asks before
/// unfollowing sends `Unfollow NAME?` first.
@Observable @MainActor
public final class UserListViewModel: ListLoadingOutputs {
    // MARK: Outputs

    /// The screen title.
    public let title: String
    /// One view model per user.
    public private(set) var rows: [UserRowViewModel] = []
    /// Whether a load runs.
    public private(set) var isLoading = false
    /// Whether the blocking HUD covers the list (the first load).
    public private(set) var isShowingHUD = false
    /// The first load's error (message and retry hint); the list shows it instead of rows.
    public private(set) var error: ListError?
    /// `No friends yet` / `No suggestions right now` once a load found nobody; else `nil`.
    public private(set) var emptyMessage: String?
    /// Toasts and the unfollow question, for the view to take.
    public let events = ViewEventQueue()
    /// The requests this list and its rows have started; the view hands them to the app.
    public let pendingWork = PendingWork()
    /// The HUD's text (`Loading…`).
    public var loadingText: String { strings(.loading) }

    @ObservationIgnored private let scene: UserListScene
    @ObservationIgnored private let services: Services
    @ObservationIgnored private let strings: Localizer
    @ObservationIgnored private let onFollowChange: (@MainActor (_ wasFollowing: Bool, _ isFollowing: Bool) -> Void)?

    /// The list of `scene`; `onFollowChange` hears of every follow change a row shows and of its
    /// rollback (the own profile's header counts them).
    public init(scene: UserListScene, services: Services, strings: Localizer,
                onFollowChange: (@MainActor (_ wasFollowing: Bool, _ isFollowing: Bool) -> Void)? = nil) {
        self.scene = scene
        self.services = services
        self.strings = strings
        self.onFollowChange = onFollowChange
        title = strings(scene.title)
    }

    // MARK: Inputs

    /// The screen loaded: loads the users under the HUD.
    public func viewDidLoad() {
        load(showingHUD: true)
    }

    /// Pull-to-refresh (`r`): loads the users again, without the HUD.
    public func refreshRequested() {
        load(showingHUD: false)
    }

    /// A row's follow button (its `follow` event reached the screen): follows at once, and
    /// unfollows at once unless the scene asks first (`Unfollow NAME?`).
    public func followTapped(userID: User.ID) {
        guard let row = rows.first(where: { $0.id == userID }) else { return }
        guard row.isFollowing, scene.asksBeforeUnfollow else { return row.setFollowing(!row.isFollowing) }
        events.send(.confirm(.standard(strings(.unfollowConfirmation(row.name)), strings: strings)) { [weak row] in
            row?.setFollowing(false)
        })
    }

    // MARK: Loading

    private func load(showingHUD: Bool) {
        isLoading = true
        if showingHUD { isShowingHUD = true }
        let users = services.users, scene = scene
        pendingWork.start { [weak self] in
            let result = await Result(catching: { try await users.users(in: scene) })
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[User], AppError>) {
        isLoading = false
        isShowingHUD = false
        switch result {
        case .success(let users):
            error = nil
            let context = RowContext(services: services, strings: strings, events: events, pendingWork: pendingWork,
                                     onFollowChange: onFollowChange)
            rows = users.map { UserRowViewModel(user: $0, context: context) }
            emptyMessage = users.isEmpty ? strings(scene.emptyText) : nil
        case .failure(let error):
            if rows.isEmpty {
                self.error = ListError(error, strings: strings)
            } else {
                events.send(.toast(strings.message(for: error)))
            }
        }
    }
}
