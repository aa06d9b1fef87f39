import Domain

/// A user row: name, summary, and the follow button.
@MainActor
public protocol UserCellView: AnyObject {
    /// The user's name.
    func setName(_ name: String)
    /// `Summary: …` (or its fallback).
    func setSummary(_ summary: String)
    /// `Follow` / `Following`, and whether I follow the user.
    func setFollow(title: String, isFollowing: Bool)
}

/// The Friends (scene A) or Suggested users (scene B) page.
@MainActor
public protocol UserListView: PromptingView {
    /// The screen's title.
    func setTitle(_ title: String)
    /// Shows the HUD over the list.
    func showLoading(_ text: String)
    /// Hides the HUD and the pull-to-refresh indicator.
    func hideLoading()
    /// Shows `error` instead of the rows.
    func showError(_ error: ErrorViewData)
    /// Removes the error view.
    func hideError()
    /// Asks for every row again.
    func reloadData()
    /// Asks for the row at `index` again.
    func reloadRow(at index: Int)
}

/// Friends and Suggested users: the same rows and follow logic; the scene decides only
/// whether unfollowing asks first (``confirmsUnfollow``).
///
/// The row does not know its scene: its button routes a `follow` event up the responder
/// chain, the page's view catches it and calls ``didRequestFollowToggle(userID:)``.
@MainActor
public final class UserListPresenter {
    /// The page.
    public weak var view: (any UserListView)?
    /// The scene shown.
    public let scene: UserListScene
    /// The users shown, in order.
    public private(set) var users: [User] = []
    /// The presenter's running requests (the view tracks them in the app; tests await them).
    public let tasks: PresenterTasks

    private let service: any UserService
    private let strings: Localizer
    private var followsInFlight: Set<User.ID> = []

    /// Creates the list of `scene`.
    public init(scene: UserListScene, service: any UserService, strings: Localizer, tasks: PresenterTasks = PresenterTasks()) {
        self.scene = scene
        self.service = service
        self.strings = strings
        self.tasks = tasks
    }

    /// Whether unfollowing asks `Unfollow NAME?` first: in scene A, not in scene B.
    public var confirmsUnfollow: Bool { scene.asksBeforeUnfollow }

    /// The screen's title.
    public var title: String { strings(scene.title) }

    // MARK: Rows

    /// The number of rows.
    public var numberOfRows: Int { users.count }

    /// The id of the user in row `row` (the row's routed event carries it).
    public func userID(at row: Int) -> User.ID { users[row].id }

    /// Fills `cell` with the user in row `row`.
    public func configure(_ cell: any UserCellView, at row: Int) {
        let user = users[row]
        cell.setName(user.name)
        cell.setSummary(strings.blogSummary(user.summary))
        cell.setFollow(title: strings(user.isFollowing ? .following : .follow), isFollowing: user.isFollowing)
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

    /// A row's follow button, routed up by its cell. Follows, unfollows, or (scene A)
    /// asks before unfollowing. Returns `false` when the user is not in this list.
    @discardableResult
    public func didRequestFollowToggle(userID: User.ID) -> Bool {
        guard let user = users.first(where: { $0.id == userID }) else { return false }
        if user.isFollowing && confirmsUnfollow {
            let question = Confirmation(
                title: strings(.confirm), message: strings(.unfollowConfirmation(user.name)),
                cancelTitle: strings(.cancel), confirmTitle: strings(.ok))
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
        let service = service
        return tasks.start { [weak self] in
            do throws(AppError) {
                let updated = try await service.setFollowing(following, userID: userID)
                self?.followsInFlight.remove(userID)
                self?.replace(updated)
            } catch {
                guard let self else { return }
                self.followsInFlight.remove(userID)
                self.replace(before)
                self.view?.showToast(self.strings(following ? .followFailed : .unfollowFailed))
            }
        }
    }

    // MARK: Loading

    private func load(showingHUD: Bool) -> Task<Void, Never> {
        if showingHUD { view?.showLoading(strings(.loading)) }
        let service = service, scene = scene
        return tasks.start { [weak self] in
            let result: Result<[User], AppError>
            do throws(AppError) {
                switch scene {
                case .friends(let userID): result = .success(try await service.friends(of: userID))
                case .suggestedUsers: result = .success(try await service.suggestions())
                }
            } catch {
                result = .failure(error)
            }
            self?.didLoad(result)
        }
    }

    private func didLoad(_ result: Result<[User], AppError>) {
        view?.hideLoading()
        switch result {
        case .success(let users):
            self.users = users
            view?.hideError()
            view?.reloadData()
        case .failure(let error):
            if users.isEmpty {
                view?.showError(ErrorViewData(message: strings.message(for: error), hint: strings(.retryHint)))
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
