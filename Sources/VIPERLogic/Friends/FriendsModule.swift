import Domain

/// Which users the list shows.
public enum UserListKind: Sendable, Equatable {
    /// Scene A: whom the user follows.
    case friends(of: User.ID)
    /// Scene B: users to discover.
    case suggestions
}

/// What a user cell shows.
public struct UserRowViewData: Equatable, Sendable {
    public var id: User.ID
    public var name: String
    public var summary: String
    public var followTitle: String
    public var isFollowing: Bool
}

/// The user list as its presenter drives it.
@MainActor
public protocol FriendsViewInterface: AnyObject {
    func showLoading(_ text: String)
    func hideLoading()
    func showUsers(_ rows: [UserRowViewData])
    func updateUser(_ row: UserRowViewData, at index: Int)
    func showError(message: String, hint: String)
    func showToast(_ text: String)
}

/// Where the friends module can go.
@MainActor
public protocol FriendsRouterInput: AnyObject {
    func confirm(_ confirmation: Confirmation, onConfirm: @escaping @MainActor () -> Void)
}

/// What the friends presenter asks of its interactor.
@MainActor
public protocol FriendsInteractorInput: AnyObject {
    var users: [User] { get }
    func load() async
    func setFollowing(_ following: Bool, userID: User.ID) async
}

/// What the friends interactor reports.
@MainActor
public protocol FriendsInteractorOutput: AnyObject {
    func interactorDidLoad(error: AppError?)
    func interactorDidUpdate(_ user: User, at index: Int)
    func interactorFollowFailed(following: Bool)
}

/// Loads a user list and follows / unfollows optimistically, rolling back on failure,
/// one request per user at a time.
@MainActor
public final class FriendsInteractor: FriendsInteractorInput {
    public weak var output: (any FriendsInteractorOutput)?
    private let service: any UserService
    private let kind: UserListKind
    public private(set) var users: [User] = []
    private var followsInFlight: Set<User.ID> = []

    public init(service: any UserService, kind: UserListKind) {
        self.service = service
        self.kind = kind
    }

    public func load() async {
        do throws(AppError) {
            switch kind {
            case .friends(let userID): users = try await service.friends(of: userID)
            case .suggestions: users = try await service.suggestions()
            }
            output?.interactorDidLoad(error: nil)
        } catch {
            output?.interactorDidLoad(error: error)
        }
    }

    public func setFollowing(_ following: Bool, userID: User.ID) async {
        guard !followsInFlight.contains(userID), let index = users.firstIndex(where: { $0.id == userID }) else { return }
        let before = users[index]
        followsInFlight.insert(userID)
        var optimistic = before
        optimistic.isFollowing = following
        replace(optimistic)
        do throws(AppError) {
            let updated = try await service.setFollowing(following, userID: userID)
            followsInFlight.remove(userID)
            replace(updated)
        } catch {
            followsInFlight.remove(userID)
            replace(before)
            output?.interactorFollowFailed(following: following)
        }
    }

    private func replace(_ user: User) {
        guard let index = users.firstIndex(where: { $0.id == user.id }) else { return }
        users[index] = user
        output?.interactorDidUpdate(user, at: index)
    }
}

/// Formats users and decides whether an unfollow needs a question: the router that
/// assembled the module says so (`asksBeforeUnfollow`: scene A yes, scene B no).
@MainActor
public final class FriendsPresenter: FriendsInteractorOutput {
    public weak var view: (any FriendsViewInterface)?
    private let interactor: any FriendsInteractorInput
    private let router: any FriendsRouterInput
    private let strings: Localizer
    private let asksBeforeUnfollow: Bool
    /// The work events started (the view hands it to its run loop; tests await it).
    public let work = PresenterWork()

    public init(interactor: any FriendsInteractorInput, router: any FriendsRouterInput, strings: Localizer, asksBeforeUnfollow: Bool) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
        self.asksBeforeUnfollow = asksBeforeUnfollow
    }

    /// Waits until the work every event started so far has finished.
    public func settle() async { await work.waitUntilIdle() }

    /// The view loaded: load with the HUD.
    public func viewDidLoad() {
        view?.showLoading(strings(.loading))
        let interactor = interactor
        work.start { await interactor.load() }
    }

    /// Pull to refresh.
    public func refresh() {
        let interactor = interactor
        work.start { await interactor.load() }
    }

    /// A row's follow button routed `follow` for `userID`.
    public func follow(userID: User.ID) {
        guard let user = interactor.users.first(where: { $0.id == userID }) else { return }
        let interactor = interactor
        if user.isFollowing && asksBeforeUnfollow {
            router.confirm(.standard(strings(.unfollowConfirmation(user.name)), strings: strings)) { [weak self] in
                self?.work.start { await interactor.setFollowing(false, userID: userID) }
            }
        } else {
            work.start { await interactor.setFollowing(!user.isFollowing, userID: userID) }
        }
    }

    private func row(_ user: User) -> UserRowViewData {
        UserRowViewData(id: user.id, name: user.name, summary: strings.blogSummary(user.summary),
                        followTitle: strings(user.isFollowing ? .following : .follow), isFollowing: user.isFollowing)
    }

    public func interactorDidLoad(error: AppError?) {
        view?.hideLoading()
        if let error {
            if !interactor.users.isEmpty {
                view?.showToast(strings.message(for: error))
            } else {
                view?.showError(message: strings.message(for: error), hint: strings(.retryHint))
            }
        } else {
            view?.showUsers(interactor.users.map(row))
        }
    }

    public func interactorDidUpdate(_ user: User, at index: Int) { view?.updateUser(row(user), at: index) }

    public func interactorFollowFailed(following: Bool) {
        view?.showToast(strings(following ? .followFailed : .unfollowFailed))
    }
}
