import Domain

/// The user list: Friends and Suggested users are the same rows and follow logic; the
/// ``Domain/UserListScene`` decides only whether unfollowing asks first
/// (``confirmsUnfollow``).
///
/// The row does not know its scene: its button routes a `follow` event up the responder
/// chain, the page's view catches it and calls ``didRequestFollowToggle(userID:)``.
@MainActor
public final class UserListPresenter {
    /// The page.
    public weak var view: (any UserListViewInterface)?
    /// Told of every follow change as it shows, and of its rollback (the own profile's
    /// presenter keeps `Friends N` with it; it hears a rollback even after this page is gone).
    public weak var delegate: (any UserListPresenterDelegate)?
    /// The scene shown.
    public let scene: UserListScene
    /// The users shown, in order.
    public private(set) var users: [User] = []
    /// The requests this presenter started (the view tracks them in the app; tests await them).
    public let pendingWork: PendingWork

    private let service: any UserService
    private let strings: Localizer
    private var followsInFlight: Set<User.ID> = []

    /// Creates the list of `scene`.
    public init(scene: UserListScene, service: any UserService, strings: Localizer, pendingWork: PendingWork = PendingWork()) {
        self.scene = scene
        self.service = service
        self.strings = strings
        self.pendingWork = pendingWork
    }

    /// Whether unfollowing asks `Unfollow NAME?` first: on Friends, not on Suggested users.
    public var confirmsUnfollow: Bool { scene.asksBeforeUnfollow }

    /// The screen's title.
    public var title: String { strings(scene.title) }

    // MARK: Rows

    /// The number of rows.
    public var numberOfRows: Int { users.count }

    /// The id of the user in row `row` (the row's routed event carries it).
    public func userID(at row: Int) -> User.ID { users[row].id }

    /// What row `row` shows.
    public func row(at row: Int) -> UserRowViewData {
        let user = users[row]
        return UserRowViewData(
            name: user.name,
            summary: strings.blogSummary(user.summary),
            followTitle: strings(user.isFollowing ? .following : .follow),
            isFollowing: user.isFollowing)
    }

    // MARK: Events

    /// The page loaded: sets the title and loads with the HUD.
    @discardableResult
    public func viewDidLoad() -> Task<Void, Never> {
        view?.setTitle(title)
        return load(showingHUD: true)
    }

    /// Pull to refresh (`r`).
    @discardableResult
    public func didPullToRefresh() -> Task<Void, Never> { load(showingHUD: false) }

    /// A row's follow button, routed up by its cell. Follows, unfollows, or (on Friends)
    /// asks before unfollowing. Returns `false` when the user is not in this list.
    @discardableResult
    public func didRequestFollowToggle(userID: User.ID) -> Bool {
        guard let user = users.first(where: { $0.id == userID }) else { return false }
        if user.isFollowing && confirmsUnfollow {
            let question = Confirmation.standard(strings(.unfollowConfirmation(user.name)), strings: strings)
            view?.showConfirmation(question) { [weak self] in self?.setFollowing(false, userID: userID) }
        } else {
            setFollowing(!user.isFollowing, userID: userID)
        }
        return true
    }

    /// Shows the new follow state at once and sends it; on failure puts the row back
    /// and toasts. Ignored while a follow request for the user runs.
    @discardableResult
    public func setFollowing(_ following: Bool, userID: User.ID) -> Task<Void, Never>? {
        guard !followsInFlight.contains(userID), let index = users.firstIndex(where: { $0.id == userID }) else { return nil }
        let before = users[index]
        followsInFlight.insert(userID)
        var optimistic = before
        optimistic.isFollowing = following
        replace(optimistic)
        delegate?.userListDidChangeFollowing(from: before.isFollowing, to: following)
        let service = service
        return pendingWork.start { [weak self, weak delegate] in
            let result = await Result(catching: { try await service.setFollowing(following, userID: userID) })
            delegate?.userListDidChangeFollowing(from: following, to: (try? result.get().isFollowing) ?? before.isFollowing)
            guard let self else { return }
            self.followsInFlight.remove(userID)
            switch result {
            case .success(let updated):
                self.replace(updated)
            case .failure:
                self.replace(before)
                self.view?.showToast(self.strings(following ? .followFailed : .unfollowFailed))
            }
        }
    }

    // MARK: Loading

    private func load(showingHUD: Bool) -> Task<Void, Never> {
        if showingHUD { view?.showLoading(strings(.loading)) }
        let service = service, scene = scene
        return pendingWork.start { [weak self] in
            let result = await Result(catching: { try await service.users(in: scene) })
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[User], AppError>) {
        view?.hideLoading()
        switch result {
        case .success(let users):
            self.users = users
            if users.isEmpty { view?.showEmpty(strings(scene.emptyText)) } else { view?.hideError() }
            view?.reloadData()
        case .failure(let error):
            if users.isEmpty {
                view?.showError(ListError(error, strings: strings))
            } else {
                view?.showToast(strings.message(for: error))
            }
        }
    }

    private func replace(_ user: User) {
        guard let index = users.firstIndex(where: { $0.id == user.id }) else { return }
        users[index] = user
        view?.reloadRow(at: index)
    }
}

/// Who hears about follows made in a ``UserListPresenter``: the own profile, whose header
/// counts the signed-in account's friends.
@MainActor
public protocol UserListPresenterDelegate: AnyObject {
    /// The signed-in account's follow of someone changed from `wasFollowing` to `isFollowing`:
    /// shown at once, and again when the backend confirms or refuses it (even after the list's
    /// page was closed).
    func userListDidChangeFollowing(from wasFollowing: Bool, to isFollowing: Bool)
}
