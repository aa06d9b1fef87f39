import Domain
import MVCPlusKit

/// A user list's keys.
public enum UserListKeys {
    /// Every row (VM → V).
    public static let rows = ChannelKey<[UserRowData]>("rows")
    /// One row changed (VM → V).
    public static let row = ChannelKey<IndexedRowData<UserRowData>>("row")
    /// Whether a load runs (VM → V).
    public static let isLoading = ChannelKey<Bool>("isLoading")
    /// The HUD's text, or `nil` (VM → V).
    public static let hud = ChannelKey<String?>("hud")
    /// The error in place of the rows, or `nil` (VM → V).
    public static let error = ChannelKey<ListError?>("error")
    /// `No friends yet` / `No suggestions right now` in place of rows, or `nil` (VM → V).
    public static let empty = ChannelKey<String?>("empty")
    /// A toast (VM → V).
    public static let toast = ChannelKey<String>("toast")
    /// A row's follow button, with its user (V → VM).
    public static let follow = ChannelKey<User.ID>("follow")
    /// Pull to refresh, `r` (V → VM).
    public static let refresh = ChannelKey<Void>("refresh")
}

/// What a user row shows.
public struct UserRowData: Equatable, Sendable {
    /// The user.
    public var id: User.ID
    /// The name, `Summary: …`, `Follow` / `Following`.
    public var name: String, summary: String, followTitle: String
    /// Whether I follow them.
    public var isFollowing: Bool
}

/// What a user list's view model hands its controller.
@MainActor
public protocol UserListViewModelDelegate: AnyObject {
    /// Follow or unfollow `user` (optimistically).
    func userListViewModel(_ viewModel: UserListViewModel, needsFollow following: Bool, of user: User)
    /// Ask `Unfollow NAME?` first.
    func userListViewModel(_ viewModel: UserListViewModel, needsUnfollowQuestionFor user: User)
    /// Read the users again.
    func userListViewModelNeedsRefresh(_ viewModel: UserListViewModel)
}

/// Friends (scene A) or Suggested users (scene B): the rows, and the scene's follow policy —
/// whether unfollowing asks first is decided here, from the scene; the row does not know.
@MainActor
public final class UserListViewModel {
    /// The controller.
    public weak var delegate: (any UserListViewModelDelegate)?
    /// The users as shown.
    public private(set) var users: [User] = []
    private var changing: Set<User.ID> = []
    private let scene: UserListScene
    private let strings: Localizer
    private var channel: ChannelScope?

    /// The list of `scene`.
    public init(scene: UserListScene, strings: Localizer) {
        self.scene = scene
        self.strings = strings
    }

    /// Listens to the rows' follow buttons and the refresh.
    public func bind(to channel: ChannelScope) {
        self.channel = channel
        channel.subscribe(UserListKeys.follow, by: self) { [weak self] id in self?.followTapped(id) }
        channel.subscribe(UserListKeys.refresh, by: self) { [weak self] in self.map { $0.delegate?.userListViewModelNeedsRefresh($0) } }
    }

    private func followTapped(_ id: User.ID) {
        guard let user = users.first(where: { $0.id == id }), !changing.contains(id) else { return }
        if user.isFollowing && scene.asksBeforeUnfollow {
            delegate?.userListViewModel(self, needsUnfollowQuestionFor: user)
        } else {
            delegate?.userListViewModel(self, needsFollow: !user.isFollowing, of: user)
        }
    }

    /// A load started (the first under the HUD).
    public func loadStarted(showingHUD: Bool) {
        channel?.publish(UserListKeys.isLoading, true, from: self)
        if showingHUD { channel?.publish(UserListKeys.hud, strings(.loading), from: self) }
    }

    /// The users loaded.
    public func show(_ loaded: [User]) {
        users = loaded
        channel?.publish(UserListKeys.isLoading, false, from: self)
        channel?.publish(UserListKeys.hud, nil, from: self)
        channel?.publish(UserListKeys.error, nil, from: self)
        channel?.publish(UserListKeys.empty, users.isEmpty ? strings(scene.emptyText) : nil, from: self)
        channel?.publish(UserListKeys.rows, users.map(row), from: self)
    }

    /// The load failed: the error view, or a toast when rows are shown.
    public func showLoadError(_ error: AppError) {
        channel?.publish(UserListKeys.isLoading, false, from: self)
        channel?.publish(UserListKeys.hud, nil, from: self)
        if users.isEmpty {
            channel?.publish(UserListKeys.error, ListError(error, strings: strings), from: self)
        } else {
            channel?.publish(UserListKeys.toast, strings.message(for: error), from: self)
        }
    }

    /// A follow change shows at once (`begin`), then the backend's answer or, on failure, what
    /// was shown before, with a toast.
    public func followChanged(_ user: User, waiting: Bool, failed following: Bool? = nil) {
        if waiting { changing.insert(user.id) } else { changing.remove(user.id) }
        if let index = users.firstIndex(where: { $0.id == user.id }) {
            users[index] = user
            channel?.publish(UserListKeys.row, IndexedRowData(index: index, row: row(user)), from: self)
        }
        if let following { channel?.publish(UserListKeys.toast, strings(following ? .followFailed : .unfollowFailed), from: self) }
    }

    /// The unfollow question for `user`.
    public func unfollowQuestion(_ user: User) -> Confirmation {
        .standard(strings(.unfollowConfirmation(user.name)), strings: strings)
    }

    private func row(_ user: User) -> UserRowData {
        UserRowData(id: user.id, name: user.name, summary: strings.blogSummary(user.summary),
                    followTitle: strings(user.isFollowing ? .following : .follow), isFollowing: user.isFollowing)
    }
}

/// A user list's controller: holds the users ``Model`` and the ``UserListViewModel``, and sends
/// the follows its view model decided on.
@MainActor
public final class UserListController: SceneController, UserListViewModelDelegate {
    public let kind = SceneKind.userList
    public let title: String
    public let namespace: String
    public let pendingWork = PendingWork()
    public weak var navigator: (any SceneNavigator)?
    /// The view model.
    public let viewModel: UserListViewModel
    /// Told of every follow change as it shows, and of its rollback, even after this page closed
    /// (the own profile's controller moves its header's friend count with it).
    public var onFollowChange: (@MainActor (_ wasFollowing: Bool, _ isFollowing: Bool) -> Void)?
    private let model: Model<[User]>
    private let service: any UserService
    private var showsHUD = true

    /// The list of `scene`.
    public init(scene: UserListScene, services: Services, strings: Localizer) {
        let users = services.users
        service = users
        title = strings(scene.title)
        namespace = switch scene {
        case .friends(let id): "users.friends.\(id)"
        case .suggestedUsers: "users.suggested"
        }
        viewModel = UserListViewModel(scene: scene, strings: strings)
        model = Model(work: pendingWork) { await Result(catching: { try await users.users(in: scene) }) }
        viewModel.delegate = self
        model.onLoading = { [weak self] in
            guard let self else { return }
            self.viewModel.loadStarted(showingHUD: self.showsHUD)
            self.showsHUD = false
        }
        model.onFinished = { [weak self] users in self?.viewModel.show(users) }
        model.onError = { [weak self] error in self?.viewModel.showLoadError(error) }
    }

    public func viewDidLoad(channel: ChannelScope) {
        viewModel.bind(to: channel)
        model.load()
    }

    public func userListViewModelNeedsRefresh(_ viewModel: UserListViewModel) { model.load() }

    public func userListViewModel(_ viewModel: UserListViewModel, needsUnfollowQuestionFor user: User) {
        navigator?.confirm(viewModel.unfollowQuestion(user)) { [weak self] ok in
            if ok { self.map { $0.userListViewModel($0.viewModel, needsFollow: false, of: user) } }
        }
    }

    public func userListViewModel(_ viewModel: UserListViewModel, needsFollow following: Bool, of user: User) {
        var optimistic = user
        optimistic.isFollowing = following
        viewModel.followChanged(optimistic, waiting: true)
        onFollowChange?(user.isFollowing, following)
        let service = service, onFollowChange = onFollowChange
        pendingWork.start { [weak viewModel] in
            let result = await Result(catching: { try await service.setFollowing(following, userID: user.id) })
            onFollowChange?(following, (try? result.get().isFollowing) ?? user.isFollowing)
            switch result {
            case .success(let answered): viewModel?.followChanged(answered, waiting: false)
            case .failure: viewModel?.followChanged(user, waiting: false, failed: following)
            }
        }
    }
}
