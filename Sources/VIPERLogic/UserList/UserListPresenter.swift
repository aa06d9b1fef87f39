import Domain

/// Formats users into rows and decides whether an unfollow needs a question: its
/// ``Domain/UserListScene`` says so (scene A, Friends, asks; scene B, Suggested users, does
/// not). It keeps the users the interactor last reported, to decide.
@MainActor
public final class UserListPresenter {
    /// The page, held weakly (the view holds the presenter).
    public weak var view: (any UserListViewInterface)?
    /// The work events started (the view hands it to its run loop; tests await it).
    public let pendingWork = PendingWork()
    /// The module that opened this one, told of follow changes (held weakly).
    public weak var moduleDelegate: (any UserListModuleDelegate)?
    private let interactor: any UserListInteractorInput
    private let router: any UserListRouterInput
    private let scene: UserListScene
    private let strings: Localizer
    private var users: [User] = []

    /// Creates the presenter of `scene` over its interactor and router.
    public init(interactor: any UserListInteractorInput, router: any UserListRouterInput, scene: UserListScene, strings: Localizer) {
        self.interactor = interactor
        self.router = router
        self.scene = scene
        self.strings = strings
    }

    /// The follow request holds this presenter until it ends, so a refusal that comes after Back
    /// still reaches the module delegate.
    private func startFollowing(_ following: Bool, userID: User.ID) {
        pendingWork.start { await self.interactor.setFollowing(following, userID: userID) }
    }

    private func row(_ user: User) -> UserRowDisplayData {
        UserRowDisplayData(id: user.id, name: user.name, summary: strings.blogSummary(user.summary),
                           followTitle: strings(user.isFollowing ? .following : .follow), isFollowing: user.isFollowing)
    }
}

extension UserListPresenter: UserListModuleInterface {
    public func viewDidLoad() {
        view?.setTitle(strings(scene.title))
        view?.showLoading(strings(.loading))
        refresh()
    }

    public func refresh() {
        let interactor = interactor
        pendingWork.start { await interactor.load() }
    }

    public func follow(userID: User.ID) {
        guard let user = users.first(where: { $0.id == userID }) else { return }
        if user.isFollowing && scene.asksBeforeUnfollow {
            view?.showConfirmation(.standard(strings(.unfollowConfirmation(user.name)), strings: strings)) { [weak self] in
                self?.startFollowing(false, userID: userID)
            }
        } else {
            startFollowing(!user.isFollowing, userID: userID)
        }
    }
}

extension UserListPresenter: UserListInteractorOutput {
    public func interactorDidLoad(_ users: [User]) {
        self.users = users
        view?.hideLoading()
        view?.showUsers(users.map(row))
        if users.isEmpty { view?.showEmpty(strings(scene.emptyText)) }
    }

    public func interactorDidFailToLoad(_ error: AppError) {
        view?.hideLoading()
        if users.isEmpty {
            view?.showError(ListError(error, strings: strings))
        } else {
            view?.showToast(strings.message(for: error))
        }
    }

    public func interactorDidUpdate(_ user: User, at index: Int) {
        if users.indices.contains(index) { users[index] = user }
        view?.updateUser(row(user), at: index)
    }

    public func interactorFollowFailed(following: Bool) {
        view?.showToast(strings(following ? .followFailed : .unfollowFailed))
    }

    public func interactorDidChangeFollowing(from wasFollowing: Bool, to isFollowing: Bool) {
        moduleDelegate?.userListModuleDidChangeFollowing(from: wasFollowing, to: isFollowing)
    }
}
